import { useMutation } from '@tanstack/react-query';
import { businessReportTypes } from '@shared/business/enums';
import { BusinessReportSchema } from '@shared/schemas/listing-feedback';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldWrapper, Form } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { reportSeller } from '../api/inquiries';

/** Reports the seller of a product: a reason and a comment of at least 5 characters (spec 2 §5). */
export function ReportSellerDialog({ open, onClose, productId }: { open: boolean; onClose: () => void; productId: string }) {
  const toast = useToast();
  const report = useMutation({ mutationFn: reportSeller });
  return (
    <Dialog open={open} onClose={onClose} title="Report this seller">
      <Form
        schema={BusinessReportSchema}
        options={{ defaultValues: { productId, comment: '' } }}
        onSubmit={(values) =>
          report.mutate(
            { type: values.type, comment: values.comment, productId },
            {
              onSuccess: () => {
                toast.show({ message: 'Report details submitted successfully.' });
                onClose();
              },
              onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }),
            },
          )
        }
      >
        {({ register, formState }) => (
          <>
            <fieldset className="choice-list">
              <legend className="field__label">What is wrong?</legend>
              {businessReportTypes.map((type) => (
                <label key={type} className="choice">
                  <input type="radio" value={type} {...register('type')} /> {type}
                </label>
              ))}
              {formState.errors.type && (
                <p className="field__error" role="alert">
                  {formState.errors.type.message}
                </p>
              )}
            </fieldset>
            <FieldWrapper id="report-seller-comment" label="Comment" required error={formState.errors.comment}>
              <textarea id="report-seller-comment" className="input textarea" rows={4} aria-required {...register('comment')} />
            </FieldWrapper>
            <Button type="submit" isLoading={report.isPending}>
              Submit report
            </Button>
          </>
        )}
      </Form>
    </Dialog>
  );
}

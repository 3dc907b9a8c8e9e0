import { businessReportTypes } from '@shared/business/enums';
import { BusinessReportSchema } from '@shared/schemas/listing-feedback';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldWrapper, Form } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { useReportBusiness } from '../api/report-business';

/** Reports a problem with the listing: a type and a comment of at least 5 characters (spec 1 §5). */
export function ReportDialog({ open, onClose, businessId }: { open: boolean; onClose: () => void; businessId: string }) {
  const toast = useToast();
  const report = useReportBusiness();
  return (
    <Dialog open={open} onClose={onClose} title="Report this business">
      <Form
        schema={BusinessReportSchema}
        options={{ defaultValues: { businessId, comment: '' } }}
        onSubmit={(values) =>
          report.mutate(values, {
            onSuccess: () => {
              toast.show({ message: 'Thank you for your report. Our team will review it shortly.' });
              onClose();
            },
            onError: () => toast.show({ message: 'Something went wrong. Please try again later.', type: 'error' }),
          })
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
            <FieldWrapper id="report-comment" label="Comment" required error={formState.errors.comment}>
              <textarea id="report-comment" className="input textarea" rows={4} aria-required {...register('comment')} />
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

import { useMutation } from '@tanstack/react-query';
import { BusinessReportSchema } from '@shared/schemas/listing-feedback';
import { Dialog } from '../../../components/ui/dialog';
import { Form } from '../../../components/ui/form';
import { ReportFormFields } from '../../../components/report-form-fields';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { reportSeller } from '../api/inquiries';
import { useT } from '../../../i18n';

/** Reports the seller of a product: a reason and a comment of at least 5 characters (spec 2 §5). */
export function ReportSellerDialog({ open, onClose, productId }: { open: boolean; onClose: () => void; productId: string }) {
  const t = useT();
  const toast = useToast();
  const report = useMutation({ mutationFn: reportSeller });
  return (
    <Dialog open={open} onClose={onClose} title={t('Report this seller')}>
      <Form
        schema={BusinessReportSchema}
        options={{ defaultValues: { productId, comment: '' } }}
        onSubmit={(values) =>
          report.mutate(
            { type: values.type, comment: values.comment, productId },
            {
              onSuccess: () => {
                toast.show({ message: t('Report details submitted successfully.') });
                onClose();
              },
              onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }),
            },
          )
        }
      >
        {(methods) => <ReportFormFields methods={methods} idPrefix="report-seller" pending={report.isPending} />}
      </Form>
    </Dialog>
  );
}

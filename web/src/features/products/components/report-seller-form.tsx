import { useMutation } from '@tanstack/react-query';
import { BusinessReportSchema } from '@shared/schemas/listing-feedback';
import { Form } from '../../../components/ui/form';
import { ReportFormFields } from '../../../components/report-form-fields';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { reportSeller } from '../api/inquiries';
import { useT } from '../../../i18n';

/** The report form inside ReportSellerDialog, loaded when the dialog first opens (it brings zod and the report schema). */
export function ReportSellerForm({ onClose, productId }: { onClose: () => void; productId: string }) {
  const t = useT();
  const toast = useToast();
  const report = useMutation({ mutationFn: reportSeller });
  return (
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
  );
}

import { BusinessReportSchema } from '@shared/schemas/listing-feedback';
import { Dialog } from '../../../components/ui/dialog';
import { Form } from '../../../components/ui/form';
import { ReportFormFields } from '../../../components/report-form-fields';
import { useToast } from '../../../components/ui/toast';
import { useReportBusiness } from '../api/report-business';
import { useT } from '../../../i18n';

/** Reports a problem with the listing: a type and a comment of at least 5 characters (spec 1 §5). */
export function ReportDialog({ open, onClose, businessId }: { open: boolean; onClose: () => void; businessId: string }) {
  const t = useT();
  const toast = useToast();
  const report = useReportBusiness();
  return (
    <Dialog open={open} onClose={onClose} title={t('Report this business')}>
      <Form
        schema={BusinessReportSchema}
        options={{ defaultValues: { businessId, comment: '' } }}
        onSubmit={(values) =>
          report.mutate(values, {
            onSuccess: () => {
              toast.show({ message: t('Thank you for your report. Our team will review it shortly.') });
              onClose();
            },
            onError: () => toast.show({ message: t('Something went wrong. Please try again later.'), type: 'error' }),
          })
        }
      >
        {(methods) => <ReportFormFields methods={methods} idPrefix="report" pending={report.isPending} />}
      </Form>
    </Dialog>
  );
}

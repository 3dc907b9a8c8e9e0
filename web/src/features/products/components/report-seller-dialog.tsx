import { lazy, Suspense } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../i18n';

// The form (zod, the report schema) loads when the dialog first opens: the product page does not need it to load.
const ReportSellerForm = lazy(() => import('./report-seller-form').then((module) => ({ default: module.ReportSellerForm })));

/** Reports the seller of a product: a reason and a comment of at least 5 characters (spec 2 §5). */
export function ReportSellerDialog({ open, onClose, productId }: { open: boolean; onClose: () => void; productId: string }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('Report this seller')}>
      <Suspense fallback={<p className="empty-state">{t('Loading…')}</p>}>
        <ReportSellerForm onClose={onClose} productId={productId} />
      </Suspense>
    </Dialog>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { FeedbackIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n';

// The form (and zod with it) loads when the dialog opens, not with every page.
const FeedbackForm = lazy(() => import('./feedback-dialog').then((module) => ({ default: module.FeedbackForm })));

/** The header's feedback button and its dialog. */
export function FeedbackButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="header-link feedback-button" onClick={() => setOpen(true)}>
        <FeedbackIcon size={18} />
        <span className="visually-hidden-narrow">{t('Feedback')}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('Send us feedback')}>
        {open && (
          <Suspense fallback={<Spinner />}>
            <FeedbackForm onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}

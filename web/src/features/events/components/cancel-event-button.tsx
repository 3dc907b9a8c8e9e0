import { useState } from 'react';
import type { EventResponse } from '@shared/schemas/event';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../i18n';
import { useCancelEvent } from '../api/cancel-event';

/**
 * The host's "Cancel event", asked again in a dialog: cancelling cannot be
 * undone, and everyone who marked the event Going or Interested is told.
 */
export function CancelEventButton({ event }: { event: Pick<EventResponse, '_id' | 'name' | 'goingCount' | 'interestedCount'> }) {
  const t = useT();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const cancel = useCancelEvent();
  const marked = event.goingCount + event.interestedCount;

  function confirm() {
    cancel.mutate(event._id, {
      onSuccess: () => {
        setOpen(false);
        toast.show({ message: t('This event has been cancelled'), type: 'success' });
      },
      onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }),
    });
  }

  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setOpen(true)} aria-label={t('Cancel {name}', { name: event.name })}>
        {t('Cancel event')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('Cancel this event?')}>
        <p>{t('"{name}" will be marked cancelled on its page and taken off the event lists and search. This cannot be undone.', { name: event.name })}</p>
        {marked > 0 && (
          <p>{t('{count, plural, one {# person who marked it Going or Interested will be notified.} other {# people who marked it Going or Interested will be notified.}}', { count: marked })}</p>
        )}
        <div className="dialog-actions">
          <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {t('Keep event')}
          </Button>
          <Button variant="danger" isLoading={cancel.isPending} onClick={confirm}>
            {t('Yes, cancel event')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

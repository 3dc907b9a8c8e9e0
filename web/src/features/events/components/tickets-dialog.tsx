import { useEffect, useState } from 'react';
import { TICKET_HOLD_SECONDS } from '@shared/events/constants';
import type { EventResponse } from '@shared/schemas/event';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { msg, Trans, useT } from '../../../i18n';
import { useEventText } from '../i18n';

const steps = [msg('Select tickets'), msg('Your details'), msg('Booking Confirmed')] as const;

/**
 * Book Tickets (spec 3 §2.2): step 1 picks quantities while a 597-second
 * hold counts down; at zero the dialog closes with 'Session expired'.
 * Booking is not functional yet, so the purchase button stays disabled and
 * reads 'Under Development', as the spec says.
 */
export function TicketsDialog({ event, open, onClose }: { event: EventResponse; open: boolean; onClose: () => void }) {
  const t = useT();
  const text = useEventText();
  const toast = useToast();
  const [left, setLeft] = useState(TICKET_HOLD_SECONDS);
  const [counts, setCounts] = useState<Record<string, number>>({});

  useEffect(() => {
    if (!open) return;
    setLeft(TICKET_HOLD_SECONDS);
    setCounts({});
    const timer = setInterval(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearInterval(timer);
  }, [open]);

  useEffect(() => {
    if (open && left <= 0) {
      toast.show({ message: t('Session expired'), type: 'warning' });
      onClose();
    }
  }, [open, left, onClose, toast, t]);

  const total = event.tickets.reduce((sum, ticket) => sum + (counts[ticket._id] ?? 0) * ticket.price, 0);
  const currency = event.tickets[0]?.currency ?? 'INR';
  const minutes = Math.floor(Math.max(0, left) / 60);
  const seconds = String(Math.max(0, left) % 60).padStart(2, '0');
  return (
    <Dialog open={open} onClose={onClose} title={t('Book Tickets')}>
      <ol className="ticket-steps" aria-label={t('Booking steps')}>
        {steps.map((step, index) => (
          <li key={step} className={index === 0 ? 'ticket-steps__step ticket-steps__step--current' : 'ticket-steps__step'} aria-current={index === 0 ? 'step' : undefined}>
            {index + 1}. {t(step)}
          </li>
        ))}
      </ol>
      <p className="ticket-hold" role="timer" aria-live="off">
        <Trans id="Tickets held for <0>{time}</0>" values={{ time: `${minutes}:${seconds}` }} components={{ 0: <strong /> }} />
      </p>
      <ul className="ticket-choices">
        {event.tickets.map((ticket) => {
          const count = counts[ticket._id] ?? 0;
          const set = (next: number) => setCounts((current) => ({ ...current, [ticket._id]: Math.max(0, Math.min(ticket.quantity, next)) }));
          return (
            <li key={ticket._id} className="ticket-choice">
              <div>
                <strong>{ticket.name}</strong>
                <span className="ticket-choice__price">{ticket.price > 0 ? text.money(ticket.price, ticket.currency) : t('Free')}</span>
                {ticket.instructions && <span className="ticket-choice__note">{ticket.instructions}</span>}
              </div>
              <div className="ticket-choice__stepper">
                <Button size="sm" variant="outline" aria-label={t('One fewer {ticket}', { ticket: ticket.name })} disabled={count === 0} onClick={() => set(count - 1)}>
                  −
                </Button>
                <span aria-live="polite" aria-label={t('{count} {ticket} tickets', { count: String(count), ticket: ticket.name })}>
                  {count}
                </span>
                <Button size="sm" variant="outline" aria-label={t('One more {ticket}', { ticket: ticket.name })} disabled={count >= ticket.quantity} onClick={() => set(count + 1)}>
                  +
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="ticket-total">
        <Trans id="Total: <0>{amount}</0>" values={{ amount: text.money(total, currency) }} components={{ 0: <strong /> }} />
      </p>
      <Button block disabled>
        {t('Under Development')}
      </Button>
    </Dialog>
  );
}

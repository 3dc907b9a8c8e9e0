import type { EventResponse, MarkKind } from '@shared/schemas/event';
import { useRequireSignIn } from '../../../components/sign-in-gate';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { sessionStore } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { useMarkEvent } from '../api/mark-event';
import { useT } from '../../../i18n';

/**
 * Interested and Going (spec 3 §4): each is disabled once the user is in
 * its list ('Interested', 'You are Going'), and both once the event ended.
 * Visitors are told to log in; failures are only logged (spec 3 §8).
 * A cancelled event offers neither (its notice says why).
 * `successMessages` are English messages (marked with msg), shown translated.
 */
export function MarkButtons({ event, ended, successMessages, size = 'md' }: { event: EventResponse; ended: boolean; successMessages: Record<MarkKind, string>; size?: 'sm' | 'md' }) {
  const t = useT();
  const { user } = useSession();
  const toast = useToast();
  const requireSignIn = useRequireSignIn();
  const mark = useMarkEvent();
  const interested = Boolean(user && event.interested.includes(user._id));
  const going = Boolean(user && event.going.includes(user._id));

  /** `resumed`: after a login, marks only what this account has not marked already. */
  function onMark(kind: MarkKind, resumed = false) {
    const me = sessionStore.get()?.user;
    if (!me) return;
    if (resumed && (kind === 'interested' ? event.interested : event.going).includes(me._id)) return;
    mark.mutate(
      { eventId: event._id, userId: me._id, kind },
      {
        onSuccess: () => toast.show({ message: t(successMessages[kind]) }),
        onError: (error) => console.error('Marking the event failed', error),
      },
    );
  }

  const pendingKind = mark.isPending ? mark.variables?.kind : undefined;
  if (event.cancelledAt) return null;
  return (
    <div className="mark-buttons">
      {/* Unmarked, both are outlined: a filled Going read as already chosen to a signed-out visitor. */}
      <Button
        size={size}
        variant={going ? 'secondary' : 'outline'}
        disabled={ended || going}
        isLoading={pendingKind === 'going'}
        onClick={() => requireSignIn({ title: t('Log in to go to {name}', { name: event.name }), action: () => onMark('going'), resume: () => onMark('going', true) })}
        aria-label={going ? t('You are Going to {name}', { name: event.name }) : t('Going to {name}', { name: event.name })}
      >
        {going ? t('You are Going') : t('Going')}
      </Button>
      <Button
        size={size}
        variant={interested ? 'secondary' : 'outline'}
        disabled={ended || interested}
        isLoading={pendingKind === 'interested'}
        onClick={() => requireSignIn({ title: t('Log in to mark interest in {name}', { name: event.name }), action: () => onMark('interested'), resume: () => onMark('interested', true) })}
        aria-label={interested ? t('Interested in {name}', { name: event.name }) : t('Mark interested in {name}', { name: event.name })}
      >
        {t('Interested')}
      </Button>
    </div>
  );
}

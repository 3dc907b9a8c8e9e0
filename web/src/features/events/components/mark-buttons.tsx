import type { EventResponse, MarkKind } from '@shared/schemas/event';
import { useRequireSignIn } from '../../../components/sign-in-gate';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { sessionStore } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { useMarkEvent } from '../api/mark-event';

/**
 * Interested and Going (spec 3 §4): each is disabled once the user is in
 * its list ('Interested', 'You are Going'), and both once the event ended.
 * Visitors are told to log in; failures are only logged (spec 3 §8).
 */
export function MarkButtons({ event, ended, successMessages, size = 'md' }: { event: EventResponse; ended: boolean; successMessages: Record<MarkKind, string>; size?: 'sm' | 'md' }) {
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
        onSuccess: () => toast.show({ message: successMessages[kind] }),
        onError: (error) => console.error('Marking the event failed', error),
      },
    );
  }

  const pendingKind = mark.isPending ? mark.variables?.kind : undefined;
  return (
    <div className="mark-buttons">
      {/* Unmarked, both are outlined: a filled Going read as already chosen to a signed-out visitor. */}
      <Button
        size={size}
        variant={going ? 'secondary' : 'outline'}
        disabled={ended || going}
        isLoading={pendingKind === 'going'}
        onClick={() => requireSignIn({ title: `Log in to go to ${event.name}`, action: () => onMark('going'), resume: () => onMark('going', true) })}
        aria-label={going ? `You are Going to ${event.name}` : `Going to ${event.name}`}
      >
        {going ? 'You are Going' : 'Going'}
      </Button>
      <Button
        size={size}
        variant={interested ? 'secondary' : 'outline'}
        disabled={ended || interested}
        isLoading={pendingKind === 'interested'}
        onClick={() => requireSignIn({ title: `Log in to mark interest in ${event.name}`, action: () => onMark('interested'), resume: () => onMark('interested', true) })}
        aria-label={interested ? `Interested in ${event.name}` : `Mark interested in ${event.name}`}
      >
        Interested
      </Button>
    </div>
  );
}

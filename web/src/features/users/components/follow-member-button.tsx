import type { PublicMember } from '@shared/schemas/people';
import { useRequireSignIn } from '../../../components/sign-in-gate';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { sessionStore } from '../../../lib/session';
import { getFollowStatus, useFollowStatus, useToggleFollowMember } from '../api/people';
import { useT } from '../../../i18n';

/**
 * Follow / Following for another member. A visitor logs in in the dialog and
 * then follows; on one's own page there is nothing to follow, so no button.
 */
export function FollowMemberButton({ member }: { member: Pick<PublicMember, '_id' | 'slug' | 'firstName'> }) {
  const t = useT();
  const { user } = useSession();
  const toast = useToast();
  const requireSignIn = useRequireSignIn();
  const status = useFollowStatus(member._id, user?._id);
  const toggle = useToggleFollowMember(member, user?._id);
  if (user?._id === member._id) return null;
  const following = Boolean(status.data);

  function follow() {
    toggle.mutate(undefined, {
      onSuccess: (answer) => toast.show({ message: answer.following ? t('You are following {name}', { name: member.firstName }) : t('You unfollowed {name}', { name: member.firstName }) }),
      onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }),
    });
  }

  function onClick() {
    requireSignIn({
      title: t('Log in to follow {name}', { name: member.firstName }),
      action: follow,
      // Following is a toggle: after a login, follow only if this account does not already (and never oneself).
      resume: async () => {
        if (sessionStore.get()?.user._id === member._id) return;
        if (!(await getFollowStatus(member._id))) follow();
      },
    });
  }

  return (
    <Button variant={following ? 'outline' : 'primary'} onClick={onClick} isLoading={toggle.isPending} disabled={Boolean(user) && status.isPending} aria-pressed={user ? following : undefined}>
      {following ? t('Following') : t('Follow')}
    </Button>
  );
}

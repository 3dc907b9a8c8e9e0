import type { PublicMember } from '@shared/schemas/people';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useFollowStatus, useToggleFollowMember } from '../api/people';

/**
 * Follow / Following for another member. A visitor is asked to log in
 * (`onNeedLogin`); on one's own page there is nothing to follow, so no button.
 */
export function FollowMemberButton({ member, onNeedLogin }: { member: PublicMember; onNeedLogin: () => void }) {
  const { user } = useSession();
  const toast = useToast();
  const status = useFollowStatus(member._id, user?._id);
  const toggle = useToggleFollowMember(member, user?._id);
  if (user?._id === member._id) return null;
  const following = Boolean(status.data);

  function onClick() {
    if (!user) return onNeedLogin();
    toggle.mutate(undefined, {
      onSuccess: (answer) => toast.show({ message: answer.following ? `You are following ${member.firstName}` : `You unfollowed ${member.firstName}` }),
      onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }),
    });
  }

  return (
    <Button
      variant={following ? 'outline' : 'primary'}
      onClick={onClick}
      isLoading={toggle.isPending}
      disabled={Boolean(user) && status.isPending}
      aria-pressed={user ? following : undefined}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}

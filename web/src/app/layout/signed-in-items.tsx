import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { UserMenu } from '../../components/layouts/user-menu';

/**
 * The header's items for a signed-in user: the notifications bell and the
 * account menu. A chunk of their own (header.tsx loads it once someone is
 * signed in), so a visitor's first load carries none of it.
 */
export function SignedInItems({ onSignOut }: { onSignOut: () => void }) {
  return (
    <>
      <NotificationsBell />
      <UserMenu onSignOut={onSignOut} />
    </>
  );
}

import { Head } from '../../../components/ui/head';
import { useT } from '../../../i18n';
import { MessagesScreen } from '../../../features/chat/components/messages-screen';
import { useSession } from '../../../lib/session-context';

/** /dashboard/messages: Ask conversations between users and businesses (spec 2 §2.1). */
export function MessagesRoute() {
  const { user } = useSession();
  const t = useT();
  // The screen does nothing without a signed-in user id (spec 2 §2.1); RequireAuth sends visitors to log in.
  if (!user) return null;
  return (
    <>
      <Head title={t('Messages')} />
      <MessagesScreen userId={user._id} />
    </>
  );
}

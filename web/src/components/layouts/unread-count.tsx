import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { useChatSocket } from '../../lib/chat-socket';
import { MessageIcon } from '../ui/icons';
import { useT } from '../../i18n';

/** The live unread Ask count as a small badge, or nothing when all is read. */
export function UnreadBadge({ className = 'chat-badge unread-dot' }: { className?: string }) {
  const { unseenCount } = useChatSocket();
  const t = useT();
  if (unseenCount <= 0) return null;
  return (
    <span className={className} data-testid="unread-badge">
      {unseenCount > 99 ? '99+' : unseenCount}
      <span className="visually-hidden"> {t('unread messages')}</span>
    </span>
  );
}

/** The header's Messages link, an icon with the live unread count (the bottom bar's Inbox carries it on phones). */
export function MessagesLink() {
  const t = useT();
  return (
    <Link to={paths.dashboard.messages.getHref()} className="header-link header-messages">
      <span className="header-messages__icon">
        <MessageIcon size={18} />
        <UnreadBadge />
      </span>
      <span className="visually-hidden">{t('Messages')}</span>
    </Link>
  );
}

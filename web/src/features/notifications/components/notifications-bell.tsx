import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { BellIcon } from '../../../components/ui/icons';
import { useT } from '../../../i18n';
import { useLiveNotifications, useUnreadNotificationCount } from '../api/notifications';

/** The header's bell: a link to /dashboard/notifications with the live unread count. */
export function NotificationsBell() {
  useLiveNotifications();
  const t = useT();
  const { data: count = 0 } = useUnreadNotificationCount();
  const label = count > 0 ? t('Notifications, {count} unread', { count: count > 99 ? '99+' : count }) : t('Notifications');
  return (
    <Link to={paths.dashboard.notifications.getHref()} className="header-link header-bell" aria-label={label} data-testid="notifications-bell">
      <span className="header-messages__icon">
        <BellIcon size={18} />
        {count > 0 && (
          <span className="chat-badge unread-dot" data-testid="notifications-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
    </Link>
  );
}

import type { NotificationResponse } from '@shared/schemas/notifications';
import { describeNotification } from '@shared/notifications/describe';
import { LoadError } from '../../../components/access-denied';
import { Button } from '../../../components/ui/button';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { cn } from '../../../utils/cn';
import type { Locale } from '@shared/i18n/locales';
import { formatIndiaDate } from '@shared/time/india';
import { useLocale, useT } from '../../../i18n';
import { useMarkNotificationsRead, useNotifications, useUnreadNotificationCount } from '../api/notifications';

/** When a notification came, in India time, as the site writes times everywhere ('2 Mar 2026, 4:05 PM'; Hindi with its part of the day, '2 मार्च 2026, शाम 4:05'). */
const when = (iso: string, locale: Locale) => formatIndiaDate(iso, 'dateTime', locale) ?? '';

function NotificationEntry({ notification }: { notification: NotificationResponse }) {
  const markRead = useMarkNotificationsRead();
  const toast = useToast();
  const t = useT();
  const locale = useLocale();
  const sentence = describeNotification(notification, t);
  const read = () => {
    if (!notification.read) markRead.mutate({ ids: [notification._id] }, { onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }) });
  };
  return (
    <li className={cn('notification', !notification.read && 'notification--unread')} data-testid="notification">
      <div className="notification__body">
        {/* Following the link reads it, as opening a mail does. */}
        <Link to={notification.link} className="notification__link" onClick={read}>
          {!notification.read && <span className="visually-hidden">{t('Unread:')} </span>}
          {sentence}
        </Link>
        {notification.excerpt && <p className="notification__excerpt">“{notification.excerpt}”</p>}
        <p className="notification__time">
          <time dateTime={notification.createdAt}>{when(notification.createdAt, locale)}</time>
        </p>
      </div>
      {!notification.read && (
        <Button variant="ghost" size="sm" onClick={read} isLoading={markRead.isPending}>
          {t('Mark read')}
          <span className="visually-hidden">: {sentence}</span>
        </Button>
      )}
    </li>
  );
}

/** The caller's notifications, newest first, 20 at a time, with mark one and mark all read. */
export function NotificationList() {
  const notifications = useNotifications();
  const { data: unread = 0 } = useUnreadNotificationCount();
  const markAll = useMarkNotificationsRead();
  const toast = useToast();
  const t = useT();
  if (notifications.isPending)
    return (
      <LoadingRegion label={t('Loading notifications…')} className="notifications">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height="4.5rem" />
        ))}
      </LoadingRegion>
    );
  if (notifications.isError) return <LoadError error={notifications.error} what={t('your notifications')} onRetry={() => void notifications.refetch()} />;
  const rows = notifications.data.pages.flatMap((page) => page.notifications);
  if (!rows.length) return <p className="empty-state">{t('No notifications yet. Quote requests, reviews, questions, new followers and replies will show up here as they happen.')}</p>;
  return (
    <>
      <div className="notifications__toolbar">
        <p className="notifications__summary" aria-live="polite">
          {unread > 0 ? t('{count} unread', { count: unread }) : t('All caught up')}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0}
          isLoading={markAll.isPending}
          onClick={() => markAll.mutate({ all: true }, { onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }) })}
        >
          {t('Mark all read')}
        </Button>
      </div>
      <ul className="notifications">
        {rows.map((notification) => (
          <NotificationEntry key={notification._id} notification={notification} />
        ))}
      </ul>
      {notifications.hasNextPage && (
        <Button variant="outline" className="notifications__more" isLoading={notifications.isFetchingNextPage} onClick={() => void notifications.fetchNextPage()}>
          {t('Show older notifications')}
        </Button>
      )}
    </>
  );
}

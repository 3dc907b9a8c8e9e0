import { Spinner } from '../../../components/ui/spinner';
import { useEvents } from '../api/get-events';
import { EventCard } from './event-card';
import { useT } from '../../../i18n';

/** A business profile's Events tab: the upcoming events this business organizes. */
export function BusinessEvents({ hostId, businessId }: { hostId: string; businessId: string }) {
  const t = useT();
  const events = useEvents({ userId: hostId, businessId, dateFilter: 'future', limit: 18 });
  if (events.isPending) {
    return (
      <div className="events-loading" role="status">
        <Spinner size="sm" /> {t('Loading amazing events...')}
      </div>
    );
  }
  if (!events.list?.data.length) return <p className="empty-state empty-state--panel">{t('No upcoming events.')}</p>;
  return (
    <ul className="events-grid events-grid--two">
      {events.list.data.map((event) => (
        <li key={event._id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}

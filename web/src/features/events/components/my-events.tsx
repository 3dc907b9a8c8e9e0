import { Link } from '../../../lib/router';
import { hasEnded } from '@shared/events/dates';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useEvents } from '../api/get-events';
import { eventHref, eventPlace } from './event-card';
import { EventsPagination } from './pagination';
import { CancelEventButton } from './cancel-event-button';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { listingTypeLabels, useEventText } from '../i18n';

/** /dashboard/events: the user's own events (every date, drafts included) with edit, duplicate, view and cancel. */
export function MyEvents({ userId }: { userId: string }) {
  const t = useT();
  const text = useEventText();
  const [page, setPage] = useState(1);
  const events = useEvents({ userId, dateFilter: 'any_date', page, limit: 18 });
  const now = new Date();
  if (events.isPending) {
    return (
      <div className="events-loading" role="status">
        <Spinner size="sm" /> {t('Loading amazing events...')}
      </div>
    );
  }
  const list = events.list;
  if (!list?.data.length) {
    return (
      <div className="events-empty">
        <p className="events-empty__title">{t('No events created yet')}</p>
        <p className="events-empty__text">{t('Create your first event to get started')}</p>
        <ButtonLink to={paths.dashboard.addEvent.getHref()}>{t('Create Your First Event')}</ButtonLink>
      </div>
    );
  }
  return (
    <>
      <ul className="dashboard-rows">
        {list.data.map((event) => (
          <li key={event._id} className="card dashboard-row my-event">
            <div className="my-event__text">
              <h2 className="my-event__title">{event.name}</h2>
              <p>
                {text.date(event.start)} · {text.time(event.start)}
                {event.eventCategory === 'recurring' ? ` · ${t('Recurring')}` : ''}
              </p>
              <p>{eventPlace(event, t)}</p>
              <p className="badge-list">
                <span className="badge">{t(listingTypeLabels[event.listingType])}</span>
                {event.cancelledAt ? <span className="badge badge--danger">{t('Cancelled')}</span> : hasEnded(event, now) && <span className="badge">{t('Ended')}</span>}
                <span className="badge badge--info">
                  {t('{going} going · {interested} interested · {views} views', { going: String(event.goingCount), interested: String(event.interestedCount), views: String(event.views) })}
                </span>
              </p>
            </div>
            <div className="dashboard-row__actions">
              {/* A cancelled event is not edited (the server refuses); it can be duplicated to schedule it again. */}
              {!event.cancelledAt && (
                <ButtonLink size="sm" variant="outline" to={paths.dashboard.addEvent.getHref({ updatedId: event._id })} aria-label={t('Edit {name}', { name: event.name })}>
                  {t('Edit')}
                </ButtonLink>
              )}
              <ButtonLink size="sm" variant="outline" to={paths.dashboard.addEvent.getHref({ duplicateId: event._id })} aria-label={t('Duplicate {name}', { name: event.name })}>
                {t('Duplicate')}
              </ButtonLink>
              <Link className="btn btn--ghost btn--sm" to={eventHref(event)} aria-label={t('View {name}', { name: event.name })}>
                {t('View')}
              </Link>
              {!event.cancelledAt && !hasEnded(event, now) && <CancelEventButton event={event} />}
            </div>
          </li>
        ))}
      </ul>
      <EventsPagination page={list.pagination.page} limit={list.pagination.limit} total={list.pagination.total} onPage={setPage} />
    </>
  );
}

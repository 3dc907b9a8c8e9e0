import type { QueryClient } from '@tanstack/react-query';
import { Link } from '../../../lib/router';
import { EVENTS_PAGE_SIZE } from '@shared/events/constants';
import { uploadUrl } from '@shared/uploads';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { getEventsQueryOptions, useEvents } from '../api/get-events';
import { eventSearchQueryOptions, useEventSearch } from '../api/search-events';
import { EventCard } from './event-card';
import { useLocale, useT } from '../../../i18n';
import { suggestionCategory } from '@shared/i18n/category-title';
import { useEventText } from '../i18n';

/**
 * /in/{city}/search/events: text matches come from the search index (the
 * header's suggestions, Queries only); a category alone lists that
 * category's upcoming events.
 */
/** Loads the one read behind the results (name matches for a text search, else the category's events): the server's prefetch. */
export function prefetchEventSearchResults(queryClient: QueryClient, city: string, find: string, eventMainId?: string, eventSubId?: string) {
  const text = find.trim();
  return text ? queryClient.prefetchQuery(eventSearchQueryOptions(city, text)) : queryClient.prefetchQuery(getEventsQueryOptions(categoryQuery(city, eventMainId, eventSubId)));
}

const categoryQuery = (city: string, eventMainId?: string, eventSubId?: string) => ({ city, eventType: eventMainId, eventSubCat: eventSubId, limit: EVENTS_PAGE_SIZE });

export function EventSearchResults({ city, find, eventMainId, eventSubId }: { city: string; find: string; eventMainId?: string; eventSubId?: string }) {
  const t = useT();
  const locale = useLocale();
  const dates = useEventText();
  const text = find.trim();
  const matches = useEventSearch(city, text);
  const byCategory = useEvents(categoryQuery(city, eventMainId, eventSubId), { enabled: !text });
  const pending = text ? matches.isPending : byCategory.isPending;
  const found = text ? (matches.data ?? []).filter((event) => !eventMainId || event.categoryId === eventMainId) : [];
  const listed = text ? [] : (byCategory.list?.data ?? []);
  const count = text ? found.length : listed.length;
  return (
    <div className="container page events-page">
      <header className="events-hero">
        <h1 className="events-hero__title">{text ? t('Events matching “{text}”', { text }) : t('Events')}</h1>
        <p className="events-hero__subtitle">{pending ? t('Loading amazing events...') : t('{count, plural, one {# event} other {# events}} found', { count })}</p>
      </header>
      {pending ? (
        <div className="events-loading" role="status">
          <Spinner size="sm" /> {t('Loading amazing events...')}
        </div>
      ) : count === 0 ? (
        <div className="events-empty">
          <p className="events-empty__title">{t('No events found')}</p>
          <p className="events-empty__text">{t('Try adjusting your search or filters')}</p>
          <Link to={paths.events.list.getHref({ city })}>{t('Browse all events')}</Link>
        </div>
      ) : text ? (
        <ul className="events-grid">
          {found.map((event) => (
            <li key={event._id}>
              <article className="event-card event-card--tile">
                <div className="event-card__media">
                  <img src={uploadUrl(event.banner) ?? '/seed/cover-1.svg'} alt="" loading="lazy" />
                </div>
                <div className="event-card__body">
                  <h2 className="event-card__title">
                    <Link to={paths.events.detail.getHref({ city: event.cityName, id: event.slug })}>{event.title}</Link>
                  </h2>
                  <p className="event-card__meta">
                    {dates.date(event.start)} · {dates.time(event.start)}
                  </p>
                  {event.area && <p className="event-card__meta">{event.area}</p>}
                  {event.category && <span className="badge">{suggestionCategory(event, locale)}</span>}
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="events-grid">
          {listed.map((event) => (
            <li key={event._id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { EVENTS_PAGE_SIZE } from '@shared/events/constants';
import { hasEnded } from '../ist-dates';
import type { EventCategoryResponse, EventResponse } from '@shared/schemas/event';
import { useRequireSignIn } from '../../../components/sign-in-gate';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CalendarIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { cn } from '../../../utils/cn';
import { useEventCategories } from '../api/categories';
import { useEvents, type EventsQuery } from '../api/get-events';
import { DateFilter, type DateChoice } from './date-filter';
import { EventCard } from './event-card';
import { MarkButtons } from './mark-buttons';
import { EventsPagination } from './pagination';
import { PopularCarousel } from './popular-carousel';
import { msg, useLocale, useT } from '../../../i18n';
import { categoryName } from '@shared/i18n/category-title';
import type { Locale } from '@shared/i18n/locales';

type View = 'all' | 'interested' | 'going' | 'your-events' | 'past';
const discoveryMessages = { interested: msg('Marked Interested!'), going: msg('Marked Going!') } as const;

function Loading() {
  const t = useT();
  return (
    <div className="events-loading" role="status">
      <Spinner size="sm" />
      <span>{t('Loading amazing events...')}</span>
    </div>
  );
}

function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="events-empty">
      <CalendarIcon size={32} />
      <p className="events-empty__title">{title}</p>
      {text && <p className="events-empty__text">{text}</p>}
      {action}
    </div>
  );
}

/** The category or sub category named by the query, for the header (undefined: none). */
function headerTitle(categories: EventCategoryResponse[] | undefined, mainId: string | null, subId: string | null, locale: Locale) {
  const main = categories?.find((category) => category._id === mainId);
  const sub = main?.subCategories.find((category) => category._id === subId);
  const named = sub ?? main;
  return named && categoryName(named, locale);
}

/** The query of the main grid for a view (spec 3 §4 view modes). */
function viewQuery(view: View, base: { city: string; date: DateChoice; page: number; userId?: string; eventType?: string; eventSubCat?: string }): EventsQuery {
  const dates: Pick<EventsQuery, 'dateFilter' | 'startDate' | 'endDate'> = {
    dateFilter: base.date.filter === 'custom' ? 'future' : base.date.filter,
    startDate: base.date.startDate,
    endDate: base.date.endDate,
  };
  const common = { page: base.page, limit: EVENTS_PAGE_SIZE };
  switch (view) {
    case 'past':
      return { ...common, city: base.city, dateFilter: 'past', eventType: base.eventType, eventSubCat: base.eventSubCat };
    case 'your-events':
      return { ...common, userId: base.userId, dateFilter: 'any_date' };
    case 'interested':
      return { ...common, ...dates, interested: true };
    case 'going':
      return { ...common, ...dates, isGoing: true };
    case 'all':
      return { ...common, ...dates, city: base.city, eventType: base.eventType, eventSubCat: base.eventSubCat };
  }
}

/** The grid's first page as the page opens (all events, future dates): what the server prefetches. */
export function discoveryFirstPage(city: string, params: URLSearchParams): EventsQuery {
  return viewQuery('all', { city, date: { filter: 'future' }, page: 1, eventType: params.get('eventMainId') ?? undefined, eventSubCat: params.get('eventSubId') ?? undefined });
}

/** A category's section: '{name} Events' in a two-column grid. */
function CategorySection({ category, city }: { category: EventCategoryResponse; city: string }) {
  const t = useT();
  const locale = useLocale();
  const events = useEvents({ city, eventType: category._id, limit: 4 });
  const titleId = `event-category-${category._id}`;
  return (
    <section className="events-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="events-section__title">
        {t('{category} Events', { category: categoryName(category, locale) })}
      </h2>
      {events.isPending ? (
        <Loading />
      ) : events.list?.data.length ? (
        <ul className="events-grid events-grid--two">
          {events.list.data.map((event) => (
            <li key={event._id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="events-section__empty">{t('No events found in this category.')}</p>
      )}
    </section>
  );
}

/** 'This Week' (Hot) or 'Next Week' (Trending); `badge` names the badge's look, `badgeText` is its words. */
function WeekList({ city, dateFilter, title, badge, badgeText }: { city: string; dateFilter: 'this_week' | 'next_week'; title: string; badge: string; badgeText: string }) {
  const t = useT();
  const events = useEvents({ city, dateFilter, limit: 5 });
  const titleId = `events-${dateFilter}`;
  return (
    <section className="events-week card" aria-labelledby={titleId}>
      <h2 id={titleId} className="events-section__title">
        {title} <span className={cn('events-week__badge', `events-week__badge--${badge}`)}>{badgeText}</span>
      </h2>
      {events.isPending ? (
        <Loading />
      ) : events.list?.data.length ? (
        <ul className="events-week__list">
          {events.list.data.map((event) => (
            <li key={event._id}>
              <EventCard event={event} look="row" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="events-section__empty">{t('No events found')}</p>
      )}
    </section>
  );
}

/**
 * The events discovery page (spec 3 §2.1): header, view tabs, controls,
 * the main grid with paging, a section per category, this week and next
 * week, and the popular events carousel.
 */
export function EventsDiscovery({ city }: { city: string }) {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requireSignIn = useRequireSignIn();
  const { user } = useSession();
  const mainId = params.get('eventMainId');
  const subId = params.get('eventSubId');
  const [view, setView] = useState<View>('all');
  const [date, setDate] = useState<DateChoice>({ filter: 'future' });
  const [page, setPage] = useState(1);
  const categories = useEventCategories();
  const query = viewQuery(view, { city, date, page, userId: user?._id, eventType: mainId ?? undefined, eventSubCat: subId ?? undefined });
  const needsUser = view === 'your-events' || view === 'interested' || view === 'going';
  const main = useEvents(query, { enabled: !needsUser || Boolean(user) });
  const popular = useEvents({ city, sortBy: 'views', limit: 9 });

  // Pagination resets to page 1 when the view or the filter changes (spec 3 §4).
  function show(next: View) {
    const open = () => {
      setView(next);
      setPage(1);
    };
    if (next === 'your-events' || next === 'interested' || next === 'going') return requireSignIn({ title: t('Log in to see your events'), action: open });
    open();
  }

  const now = new Date();
  const list = main.list;
  const empty =
    view === 'your-events' ? (
      <EmptyState
        title={t('No events created yet')}
        text={t('Create your first event to get started')}
        action={<Button onClick={() => requireSignIn({ title: t('Log in to create an event'), action: () => navigate(paths.dashboard.addEvent.getHref()) })}>{t('Create Your First Event')}</Button>}
      />
    ) : view === 'interested' ? (
      <EmptyState title={t('No interested events yet')} />
    ) : (
      <EmptyState title={t('No events found')} text={t('Try adjusting your search or filters')} />
    );

  return (
    <div className="events-page container page">
      <header className="events-hero">
        <h1 className="events-hero__title">{headerTitle(categories.data, mainId, subId, locale) ?? t('Discover Events')}</h1>
        <p className="events-hero__subtitle">{t('Find amazing events happening around you')}</p>
      </header>

      {user && (
        <div className="tabs__list events-tabs" role="group" aria-label={t('Events view')}>
          {(
            [
              ['all', t('All Events')],
              ['interested', t('Interested')],
              ['going', t('Going')],
            ] as const
          ).map(([id, label]) => (
            <button key={id} type="button" className={cn('tabs__tab', view === id && 'tabs__tab--active')} aria-pressed={view === id} onClick={() => show(id)}>
              {label}
            </button>
          ))}
        </div>
      )}

      <div className="events-controls">
        <DateFilter
          value={date}
          onChange={(choice) => {
            setDate(choice);
            setPage(1);
            if (view === 'past' || view === 'your-events') setView('all');
          }}
        />
        <div className="events-controls__buttons">
          <Button variant={view === 'past' ? 'secondary' : 'outline'} aria-pressed={view === 'past'} onClick={() => show(view === 'past' ? 'all' : 'past')}>
            {t('Past Events')}
          </Button>
          <Button variant={view === 'your-events' ? 'secondary' : 'outline'} aria-pressed={view === 'your-events'} onClick={() => show(view === 'your-events' ? 'all' : 'your-events')}>
            {t('Your Events')}
          </Button>
          <ButtonLink to={paths.dashboard.addEvent.getHref()}>{t('Create Event')}</ButtonLink>
        </div>
      </div>

      <section className="events-main" aria-labelledby="events-main-title" aria-busy={main.isFetching}>
        {/* The cards' h3 titles sit under an h2, as under the other sections. */}
        <h2 id="events-main-title" className="visually-hidden">
          {t('Events')}
        </h2>
        {main.isPending && (!needsUser || user) ? (
          <Loading />
        ) : !list?.data.length ? (
          empty
        ) : (
          <>
            <ul className="events-grid">
              {list.data.map((event: EventResponse) => (
                <li key={event._id}>
                  <EventCard event={event} actions={<MarkButtons event={event} ended={hasEnded(event, now)} successMessages={discoveryMessages} size="sm" />} />
                </li>
              ))}
            </ul>
            <EventsPagination page={list.pagination.page} limit={list.pagination.limit} total={list.pagination.total} onPage={setPage} />
          </>
        )}
      </section>

      <div className="events-weeks">
        <WeekList city={city} dateFilter="this_week" title={t('This Week')} badge="hot" badgeText={t('Hot')} />
        <WeekList city={city} dateFilter="next_week" title={t('Next Week')} badge="trending" badgeText={t('Trending')} />
      </div>

      <section className="events-section" aria-labelledby="popular-events">
        <h2 id="popular-events" className="events-section__title">
          {t('Popular Events')}
        </h2>
        {popular.isPending ? (
          <Loading />
        ) : popular.list?.data.length ? (
          <PopularCarousel events={popular.list.data} />
        ) : (
          <p className="events-section__empty">{t('No popular events found at the moment.')}</p>
        )}
      </section>

      {categories.data?.map((category) => (
        <CategorySection key={category._id} category={category} city={city} />
      ))}
    </div>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/access-denied';
import { useSearchParams } from '../../../lib/router';
import { Pagination } from '../../../components/ui/pagination';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useListings } from '../api/listings';
import { trackAppearances } from '../api/track-appearances';
import { filterChips, filtersFromParams, pageFromParams, paramsWithFilters, sortLabels, type ListingFilterState } from '../filter-state';
import { Skeleton, LoadingRegion } from '../../../components/ui/skeleton';
import { BusinessCard } from '../../../components/business-card';
import { FilterSidebar } from './filter-sidebar';
import { NoMatches } from './no-matches';
import { NearMeButton, NearMeNotice, useLocateWhenAskedNearMe, useNearMe } from './near-me';
import { ResultsMap } from './results-map';
import { listingSorts, type ListingSortId } from '@shared/search/filters';
import type { ListingsPageScope, ListingsResponse } from '@shared/schemas/search';
import { msg, useT } from '../../../i18n';

/** Re-reads the clock each minute so 'Open Now' and the cards' open status stay true. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // The server rendered its own minute: read the browser's clock once hydrated.
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A city's listings for one scope (a search, or a category), with the
 * filter sidebar (a dialog under 768 px) and paging. Filters and the page
 * live in the URL, so a filtered page can be shared and Back works.
 * `intro` shows above the results, `about` (longer text) below them.
 */
export function ListingResults({
  scope,
  heading,
  intro,
  about,
  notice,
}: {
  scope: ListingsPageScope;
  heading: string;
  intro?: ReactNode;
  about?: ReactNode;
  /** Above the results, from the answer: what the search understood and corrected (the search page's). */
  notice?: (data: ListingsResponse | undefined) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = pageFromParams(params);
  const now = useMinuteClock();
  const nearMe = useNearMe(filters, (next) => setParams(paramsWithFilters(params, next)));
  const listings = useListings(scope, filters, page, nearMe.position);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const chips = filterChips(filters, t);

  const applyFilters = (next: ListingFilterState) => setParams(paramsWithFilters(params, next));
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    return `?${next.toString()}`;
  };
  // A new page starts at the top of the results, with focus there for keyboard and screen-reader users.
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    resultsRef.current?.focus();
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const data = listings.data;
  // Each page of results shown counts once as an appearance of its listings (in the browser: bots rarely run it, and a server-rendered page is not counted twice).
  const reported = useRef<ListingsResponse | undefined>(undefined);
  useEffect(() => {
    if (!data || reported.current === data) return;
    reported.current = data;
    trackAppearances(data.data.map((card) => card._id));
  }, [data]);
  // 'salon near me': the search understood the intent; the position is asked for once (the response type gains `understood` with the query pipeline).
  useLocateWhenAskedNearMe(nearMe, Boolean((data as { understood?: { nearMe?: boolean } } | undefined)?.understood?.nearMe));
  return (
    <div className="container listings-page">
      <aside className="listings-page__sidebar" aria-label={t('Filters')}>
        <FilterSidebar filters={filters} onChange={applyFilters} />
      </aside>
      <section className="listings-page__results" aria-labelledby="listings-heading">
        <h1 id="listings-heading" className="listings-page__title" ref={resultsRef} tabIndex={-1}>
          {heading}
        </h1>
        {intro}
        <div className="listings-page__toolbar">
          <p className="listings-page__count" role="status">
            {data
              ? data.pagination.capped
                ? t('{count, plural, other {#+ businesses}}', { count: data.pagination.total })
                : t('{count, plural, one {# business} other {# businesses}}', { count: data.pagination.total })
              : ''}
          </p>
          <label className="listings-page__sort">
            {t('Sort by')}
            <select value={nearMe.shownSort} onChange={(event) => void nearMe.chooseSort(event.target.value as ListingSortId)}>
              {listingSorts.map((sort) => (
                <option key={sort.id} value={sort.id}>
                  {t(sortLabels[sort.id])}
                </option>
              ))}
            </select>
          </label>
          <NearMeButton nearMe={nearMe} />
          <Button variant="outline" size="sm" aria-expanded={mapOpen} aria-controls="results-map" onClick={() => setMapOpen(!mapOpen)}>
            {mapOpen ? t('Hide map') : t('Show map')}
          </Button>
          <Button variant="outline" size="sm" className="listings-page__filters-button" onClick={() => setFiltersOpen(true)}>
            {chips.length ? t('Filters ({count})', { count: chips.length }) : t('Filters')}
          </Button>
        </div>
        <NearMeNotice nearMe={nearMe} />
        {mapOpen && data && <ResultsMap id="results-map" cards={data.data} />}
        {notice?.(data)}
        {listings.isPending ? (
          <LoadingRegion label={t('Loading businesses…')} className="listing-list">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height="11rem" />
            ))}
          </LoadingRegion>
        ) : listings.isError ? (
          <LoadError error={listings.error} what={msg('businesses')} onRetry={() => void listings.refetch()} />
        ) : data && data.data.length > 0 ? (
          <>
            <ol className="listing-list" aria-label={t('Results')} aria-busy={listings.isFetching}>
              {data.data.map((card, index) => (
                <li key={card._id}>
                  <BusinessCard card={card} now={now} headingLevel={2} aboveTheFold={index < 2} />
                </li>
              ))}
            </ol>
            <Pagination page={page} totalPages={data.pagination.totalPages} hrefFor={hrefFor} label={t('Pages')} previousNext />
          </>
        ) : (
          <div className="empty-state">
            {scope.find ? (
              <NoMatches find={scope.find} city={scope.cityName} />
            ) : (
              <>
                <h2 className="empty-state__title">{t('No businesses found')}</h2>
                <p>{t('Try adjusting your search or filters')}</p>
              </>
            )}
            {chips.length > 0 && (
              <Button variant="outline" onClick={() => applyFilters({ openNow: false, claimed: false, sort: filters.sort })}>
                {t('Clear all filters')}
              </Button>
            )}
          </div>
        )}
        {about}
      </section>
      <Dialog open={filtersOpen} onClose={() => setFiltersOpen(false)} title={t('Filters')} variant="drawer" className="filters-drawer">
        <FilterSidebar filters={filters} onChange={applyFilters} titled={false} />
        <div className="filter-dialog__actions">
          <Button onClick={() => setFiltersOpen(false)}>{t('Show results')}</Button>
        </div>
      </Dialog>
    </div>
  );
}

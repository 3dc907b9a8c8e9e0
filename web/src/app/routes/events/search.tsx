import { useParams, useSearchParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { EventSearchResults, prefetchEventSearchResults } from '../../../features/events/components/event-search-results';
import type { PagePrefetch } from '../../ssr/page-data';
import { useT } from '../../../i18n';

const searchOf = (params: URLSearchParams) => ({ find: params.get('find') ?? '', eventMainId: params.get('eventMainId') ?? undefined, eventSubId: params.get('eventSubId') ?? undefined });

/** The server's data for event results: the one read the page shows (name matches, or the category's events). */
export const prefetch: PagePrefetch = async ({ params, url, queryClient }) => {
  const search = searchOf(url.searchParams);
  await prefetchEventSearchResults(queryClient, params.city ?? '', search.find, search.eventMainId, search.eventSubId);
  // Result pages stay out of search indexes.
  return { canonicalPath: `${url.pathname}${url.search}`, noindex: true };
};

/** /in/{city}/search/events?find=&eventMainId=&eventSubId=: event search results. */
export function EventSearchRoute() {
  const t = useT();
  const { city = 'new-delhi' } = useParams();
  const [params] = useSearchParams();
  const { find, eventMainId, eventSubId } = searchOf(params);
  return (
    <>
      <Head title={find ? t('Events: {find}', { find }) : t('Search events')} description={find ? t('Upcoming events matching “{find}” on Sbiz.', { find }) : t('Upcoming events on Sbiz.')} />
      <EventSearchResults city={city} find={find} eventMainId={eventMainId} eventSubId={eventSubId} />
    </>
  );
}

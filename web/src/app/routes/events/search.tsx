import { useParams, useSearchParams } from 'react-router';
import { Head } from '../../../components/ui/head';
import { EventSearchResults } from '../../../features/events/components/event-search-results';

/** /in/{city}/search/events?find=&eventMainId=&eventSubId=: event search results. */
export function EventSearchRoute() {
  const { city = 'new-delhi' } = useParams();
  const [params] = useSearchParams();
  const find = params.get('find') ?? '';
  return (
    <>
      <Head title={find ? `Events: ${find}` : 'Search events'} />
      <EventSearchResults city={city} find={find} eventMainId={params.get('eventMainId') ?? undefined} eventSubId={params.get('eventSubId') ?? undefined} />
    </>
  );
}

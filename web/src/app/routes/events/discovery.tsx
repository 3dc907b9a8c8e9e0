import { useParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { getEventsQueryOptions } from '../../../features/events/api/get-events';
import { discoveryFirstPage, EventsDiscovery } from '../../../features/events/components/events-discovery';
import type { PagePrefetch } from '../../ssr/page-data';
import { useLocale, useT } from '../../../i18n';
import { cityNameIn } from '@shared/i18n/city-names';

const cityTitle = (city: string) => city.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** The server's data for events discovery: the grid's first page (one call); the category filter stays in the canonical. */
export const prefetch: PagePrefetch = async ({ params, url, queryClient }) => {
  await queryClient.prefetchQuery(getEventsQueryOptions(discoveryFirstPage(params.city ?? '', url.searchParams)));
  const identity = new URLSearchParams();
  for (const name of ['eventMainId', 'eventSubId']) {
    const value = url.searchParams.get(name);
    if (value) identity.set(name, value);
  }
  return { canonicalPath: identity.size ? `${url.pathname}?${identity.toString()}` : url.pathname };
};

/** /in/{city}/events: events discovery for a city (spec 3 §2.1). */
export function EventsDiscoveryRoute() {
  const t = useT();
  const locale = useLocale();
  const { city = 'new-delhi' } = useParams();
  const cityName = cityNameIn(city, cityTitle(city), locale);
  return (
    <>
      <Head title={t('Events in {city}', { city: cityName })} description={t('Concerts, workshops, festivals and more happening in {city}.', { city: cityName })} />
      <EventsDiscovery key={city} city={city} />
    </>
  );
}

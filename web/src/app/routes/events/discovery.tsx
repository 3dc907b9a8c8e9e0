import { useParams } from 'react-router';
import { Head } from '../../../components/ui/head';
import { EventsDiscovery } from '../../../features/events/components/events-discovery';

/** /in/{city}/events: events discovery for a city (spec 3 §2.1). */
export function EventsDiscoveryRoute() {
  const { city = 'new-delhi' } = useParams();
  const cityName = city.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
  return (
    <>
      <Head title={`Events in ${cityName}`} description={`Concerts, workshops, festivals and more happening in ${cityName}.`} />
      <EventsDiscovery key={city} city={city} />
    </>
  );
}

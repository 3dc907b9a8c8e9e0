import type { BusinessCard } from '@shared/schemas/search';
import { LazyMap, type MapPin } from '../../../components/map/lazy-map';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';

/** The map view of a results page: this page's listings as pins, each naming and linking to its listing. */
export function ResultsMap({ id, cards }: { id: string; cards: BusinessCard[] }) {
  const t = useT();
  const pins: MapPin[] = cards.flatMap((card) =>
    card.location ? [{ id: card._id, ...card.location, label: card.name, href: paths.business.profile.getHref({ city: card.cityName, slug: card.slug }) }] : [],
  );
  return (
    <div id={id} className="listings-page__map">
      {pins.length ? <LazyMap label={t('Map of the results')} pins={pins} /> : <p className="muted">{t('None of these businesses has a location on the map yet.')}</p>}
    </div>
  );
}

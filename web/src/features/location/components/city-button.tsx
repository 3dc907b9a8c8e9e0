import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '../../../lib/router';
import { MapPinIcon } from '../../../components/ui/icons';
import { selectedLocation, useBrowsingCity, useUrlCity } from '../../../lib/preferences';
import { pageNeedsCity } from '../city-pages';
import { useLocale, useT } from '../../../i18n';
import { cityNameIn } from '@shared/i18n/city-names';
import type { Locale } from '@shared/i18n/locales';

/** A city's name from its slug, in the page's language when it has a Hindi name ('pune' → 'Pune', on a Hindi page 'पुणे'). */
export const cityNameOf = (slug: string, locale: Locale = 'en') =>
  cityNameIn(
    slug,
    slug.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()),
    locale,
  );

/** The city picker loads when it is first opened: most visits never open it. */
const LocationModal = lazy(() => import('./location-modal').then((module) => ({ default: module.LocationModal })));

/** The header's city: shows the chosen city and opens the picker, which opens by itself on a page that needs a city when none was ever chosen. */
export function CityButton() {
  const { city, chosen } = useBrowsingCity();
  const { pathname } = useLocation();
  // Any page under /in/{city}: the city home, its categories, searches and listings.
  const urlCity = useUrlCity();
  const [open, setOpen] = useState(false);
  const t = useT();
  const locale = useLocale();
  // The picker opens by itself on a page that needs a city its URL does not name, until a city is chosen.
  // It opens after hydration (the server cannot know the stored city) as a top-layer modal, so nothing moves under it.
  const needsCity = !urlCity && pageNeedsCity(pathname);
  useEffect(() => {
    if (needsCity && !selectedLocation.isStored()) setOpen(true);
  }, [needsCity]);
  // Arriving on a page of /in/{city} by a link makes that the chosen city.
  useEffect(() => {
    if (urlCity && urlCity !== selectedLocation.get()) selectedLocation.set(urlCity);
  }, [urlCity]);
  return (
    <>
      <button type="button" className="header-link city-button" onClick={() => setOpen(true)}>
        <MapPinIcon size={18} />
        <span>
          <span className="visually-hidden">{t('City:')} </span>
          {/* The URL's city first: the server renders it too. Until a city is chosen, the header says so rather than name the default. */}
          {chosen ? cityNameOf(city, locale) : t('Choose city')}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LocationModal open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import type { CityResponse } from '@shared/schemas/places';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { MapPinIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { apiRoute } from '../../../lib/api-route';
import { useSelectedLocation } from '../../../lib/preferences';
import { GEOLOCATION_UNKNOWN_ERROR as UNKNOWN_ERROR, GEOLOCATION_UNSUPPORTED, geolocationErrorMessage } from '../../../lib/visitor-position';
import { getCities, useCities } from '../../../api/get-cities';
import { cn } from '../../../utils/cn';
import { translate, useT } from '../../../i18n';

const DEBOUNCE_MS = 300;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** Enough for the longest letter of India's cities. */
const CITIES_PER_LETTER = 1000;

/** The spec's failure state for a city list that could not load, with a retry (spec 1 §2). */
function CitiesFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="alert alert--error" role="alert">
      <p>{t('Failed to fetch cities. Please try again.')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </div>
  );
}

/** A scrolling list of cities to choose from, each with its state; `cities` undefined while they load. */
function CityChoices({ label, cities, onChoose, empty }: { label: string; cities: CityResponse[] | undefined; onChoose: (city: CityResponse) => void; empty?: string }) {
  return (
    <ul className="location-modal__list" aria-label={label} aria-busy={!cities}>
      {cities?.map((city) => (
        <li key={city.slug}>
          <button type="button" className="location-modal__city" onClick={() => onChoose(city)}>
            {city.name} <span>{city.stateName}</span>
          </button>
        </li>
      ))}
      {empty && cities?.length === 0 && <li className="muted">{empty}</li>}
    </ul>
  );
}

/** The A–Z list: pick a letter, see every city whose name starts with it, A–Z. */
function CitiesByLetter({ onChoose }: { onChoose: (city: CityResponse) => void }) {
  const [letter, setLetter] = useState<string | null>(null);
  const cities = useQuery({
    queryKey: ['cities', 'letter', letter],
    queryFn: ({ signal }) =>
      getCities({ name: letter!, limit: CITIES_PER_LETTER, signal }).then((list) =>
        list.filter((city) => city.name.toUpperCase().startsWith(letter!)).sort((a, b) => a.name.localeCompare(b.name, 'en-IN')),
      ),
    enabled: letter !== null,
    staleTime: 10 * 60_000,
  });
  const t = useT();
  return (
    <section aria-labelledby="cities-a-z">
      <h3 id="cities-a-z" className="location-modal__heading">
        {t('All cities A–Z')}
      </h3>
      <div className="letter-picker" role="group" aria-label={t('First letter')}>
        {LETTERS.map((each) => (
          <button key={each} type="button" className={cn('letter-picker__letter', each === letter && 'letter-picker__letter--active')} aria-pressed={each === letter} onClick={() => setLetter(each)}>
            {each}
          </button>
        ))}
      </div>
      {letter &&
        (cities.isError ? (
          <CitiesFailed onRetry={() => void cities.refetch()} />
        ) : (
          <CityChoices label={t('Cities starting with {letter}', { letter })} cities={cities.data} onChoose={onChoose} empty={t('No cities start with {letter}', { letter })} />
        ))}
    </section>
  );
}

/**
 * The location picker: current location, a type-ahead (asks only when there
 * is text), the popular cities and the A–Z list; choosing a city goes to /in/{city}.
 */
export function LocationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The dialog renders its body only while open, so the picker (and its city lists) loads when first wanted.
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('Choose your city')}>
      <LocationPicker onClose={onClose} />
    </Dialog>
  );
}

function LocationPicker({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [, setLocation] = useSelectedLocation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [locating, setLocating] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const popular = useCities('');
  const matches = useCities(query);
  const t = useT();

  function choose(city: Pick<CityResponse, 'slug' | 'name'>) {
    setLocation(city.slug);
    onClose();
    void navigate(paths.city.home.getHref({ city: city.slug }));
  }

  async function chooseNearest(coords: GeolocationCoordinates) {
    try {
      const { nearestCity } = await apiRoute('POST /city/findLocation', { body: { latitude: coords.latitude, longitude: coords.longitude } });
      choose(nearestCity);
    } catch {
      toast.show({ message: translate(UNKNOWN_ERROR), type: 'error' });
    } finally {
      setLocating(false);
    }
  }

  function locate() {
    if (!('geolocation' in navigator)) {
      window.alert(translate(GEOLOCATION_UNSUPPORTED));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => void chooseNearest(coords),
      (error) => {
        setLocating(false);
        toast.show({ message: translate(geolocationErrorMessage(error)), type: 'error' });
      },
      { timeout: 10_000 },
    );
  }

  return (
    <div className="location-modal">
      <Button variant="outline" icon={<MapPinIcon size={16} />} isLoading={locating} onClick={locate}>
        {t('Use current location')}
      </Button>
      <label className="field__label" htmlFor="city-search">
        {t('Search city')}
      </label>
      <input id="city-search" className="input" type="search" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('Type a city name')} />
      {query.trim() && (matches.isError ? <CitiesFailed onRetry={() => void matches.refetch()} /> : <CityChoices label={t('Matching cities')} cities={matches.data} onChoose={choose} />)}
      <h3 className="location-modal__heading">{t('Popular cities')}</h3>
      {popular.isError && <CitiesFailed onRetry={() => void popular.refetch()} />}
      <ul className="chip-list" aria-label={t('Popular cities')}>
        {popular.data?.map((city) => (
          <li key={city.slug}>
            <button type="button" className="chip location-modal__chip" onClick={() => choose(city)}>
              {city.name}
            </button>
          </li>
        ))}
      </ul>
      <CitiesByLetter onChoose={choose} />
    </div>
  );
}

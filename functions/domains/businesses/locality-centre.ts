import { readListingWindow } from '../../data/entities/listing-index';
import { distanceKm, type GeoPoint } from '../../../shared/geo/location';
import { areaOf } from '../../../shared/search/index-entries';
import { inLocality } from '../../../shared/search/locality';

/** How many of a city's best ranked listings are looked through for those of a locality (one or two Query pages). */
const LOCALITY_WINDOW = 500;
/** A listing this close to the city's centre was most likely placed there for want of anything better: it says nothing of its locality. */
const AT_CITY_CENTRE_KM = 0.05;

/**
 * Where a locality is, for a listing whose PIN code the data does not know
 * (issue #24 §2, source 'locality'): the median position of the city's
 * located listings in the locality its address names ('Office 4, Alambagh'
 * → Alambagh), leaving out those at the city's very centre. Undefined when
 * the address names no locality or none of the listings read is in it.
 */
export async function localityCentre(citySlug: string, address: { street?: string; city?: string } | undefined, cityCentre: GeoPoint | undefined): Promise<GeoPoint | undefined> {
  const area = areaOf(address);
  if (!area) return undefined;
  const located = (card: { location?: GeoPoint; address?: { street?: string; city?: string } }) =>
    card.location !== undefined && inLocality(areaOf(card.address), area) && (!cityCentre || distanceKm(card.location, cityCentre) > AT_CITY_CENTRE_KM);
  const { cards } = await readListingWindow(citySlug, { level: 'all' }, { window: LOCALITY_WINDOW, keep: located });
  const points = cards.flatMap((card) => (card.location ? [card.location] : []));
  if (!points.length) return undefined;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return { lat: Math.round(median(points.map((point) => point.lat)) * 1e6) / 1e6, lng: Math.round(median(points.map((point) => point.lng)) * 1e6) / 1e6 };
}

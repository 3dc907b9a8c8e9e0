import type { BusinessLocation, GeoPoint } from '../../../shared/geo/location';

/**
 * The derived location of a listing: its PIN code's centre
 * (pincode-centre.ts, the PIN data: it stays on the server, and is loaded by
 * the first save that needs it), else its locality's centre (where the city's
 * located listings of the locality its address names are), else its city's;
 * each read only when needed; undefined when none is known.
 */
export async function derivedLocation(
  zipCode: string | undefined,
  cityCentre: () => Promise<GeoPoint | undefined>,
  localityCentre: () => Promise<GeoPoint | undefined> = async () => undefined,
): Promise<BusinessLocation | undefined> {
  const fromPin = zipCode ? (await import('./pincode-centre')).pincodeCentre(zipCode) : undefined;
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

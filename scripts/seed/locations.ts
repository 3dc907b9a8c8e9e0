import { pincodeCentre } from '../../functions/lib/geo/pincode-centre';
import type { BusinessLocation } from '../../shared/geo/location';

const METRES_PER_DEGREE = 111_195;

/** FNV-1a, 32 bits: the same offset for the same listing on every run. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return value;
}

/**
 * A believable spot for a demo listing: its locality's centre (the centre
 * of the locality's PIN code) moved 100 to 500 m in a direction drawn from
 * the listing's id, so a locality's listings spread out instead of sharing
 * one point. Undefined when the PIN code is unknown.
 */
export function seededLocation(zipCode: string | undefined, listingId: string): BusinessLocation | undefined {
  const centre = pincodeCentre(zipCode);
  if (!centre) return undefined;
  const drawn = hash(listingId);
  const metres = 100 + (drawn % 401);
  const angle = ((drawn >>> 9) % 360) * (Math.PI / 180);
  const lat = centre.lat + (metres * Math.cos(angle)) / METRES_PER_DEGREE;
  const lng = centre.lng + (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6, source: 'locality' };
}

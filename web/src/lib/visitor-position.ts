import { useState } from 'react';
import { msg } from '@shared/i18n/catalog';
import type { GeoPoint } from '@shared/geo/location';
import { localizeMessage } from './message-text';
import { createStoredValue, useStoredValue } from './stored-value';

/**
 * The visitor's own position, for "near me", the distance sort and the
 * distances on cards and profiles. The browser is asked only when the
 * visitor chooses one of those; the answer is kept in this tab's
 * sessionStorage and reaches the server only as the lat/lng of a search.
 */

/** The browser's geolocation errors, in the spec's words (spec 1 §8). */
const GEOLOCATION_MESSAGES: Record<number, string> = {
  1: msg('User denied the request for Geolocation.'),
  2: msg('Location information is unavailable.'),
  3: msg('The request to get user location timed out.'),
};
export const GEOLOCATION_UNKNOWN_ERROR = msg('An unknown error occurred.');
export const GEOLOCATION_UNSUPPORTED = msg('Geolocation is not supported by this browser.');

/** The spec's message for a failed geolocation request, in English: translate it where it is shown (`t(message)`). */
export function geolocationErrorMessage(error: { code: number }): string {
  return GEOLOCATION_MESSAGES[error.code] ?? GEOLOCATION_UNKNOWN_ERROR;
}

const isPoint = (value: unknown): GeoPoint | undefined => {
  const point = value as Partial<GeoPoint> | null;
  return point && typeof point.lat === 'number' && typeof point.lng === 'number' && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180 ? { lat: point.lat, lng: point.lng } : undefined;
};

export const visitorPosition = createStoredValue<GeoPoint | null>('sbiz.visitor-position', isPoint, null, 'sessionStorage');

/** About 10 m: enough for distances, and repeated searches from the same spot share their cache. */
const rounded = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/** Asks the browser where the visitor is; rejects with the spec's message. */
export function locateVisitor(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return reject(new Error(GEOLOCATION_UNSUPPORTED));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: rounded(coords.latitude), lng: rounded(coords.longitude) }),
      (error) => reject(new Error(geolocationErrorMessage(error))),
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  });
}

/**
 * The stored position (null until the visitor shares it), and `locate()`,
 * which asks the browser and keeps the answer; a refusal is kept in `error`
 * so the page can say so.
 */
export function useVisitorPosition() {
  const [position, setPosition] = useStoredValue(visitorPosition);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string>();
  async function locate(): Promise<GeoPoint | undefined> {
    setLocating(true);
    setError(undefined);
    try {
      const found = await locateVisitor();
      setPosition(found);
      return found;
    } catch (failure) {
      setError(localizeMessage(failure instanceof Error ? failure.message : GEOLOCATION_UNKNOWN_ERROR));
      return undefined;
    } finally {
      setLocating(false);
    }
  }
  return { position, locating, error, locate };
}

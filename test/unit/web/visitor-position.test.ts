import { describe, expect, it } from 'vitest';
import { getListingsQueryOptions } from '../../../web/src/features/listings/api/listings';
import { noFilters } from '../../../web/src/features/listings/filter-state';
import { geolocationErrorMessage } from '../../../web/src/lib/visitor-position';

describe('the visitor’s position on a results page', () => {
  const scope = { cityName: 'hyderabad', find: 'salon' };
  const paramsOf = (options: ReturnType<typeof getListingsQueryOptions>) => options.queryKey[1] as Record<string, unknown>;

  it('sends lat and lng (and the distance sort) only once the position is known', () => {
    const known = paramsOf(getListingsQueryOptions(scope, { ...noFilters, sort: 'distance' }, 1, { lat: 17.4435, lng: 78.3772 }));
    expect(known).toMatchObject({ lat: 17.4435, lng: 78.3772, sort: 'distance' });
    // A shared link with sort=distance, opened without a position: listed in the default order rather than refused.
    const unknown = paramsOf(getListingsQueryOptions(scope, { ...noFilters, sort: 'distance' }, 1, null));
    expect(unknown.sort).toBeUndefined();
    expect('lat' in unknown || 'lng' in unknown).toBe(false);
    expect(paramsOf(getListingsQueryOptions(scope, { ...noFilters, sort: 'rating' }, 1)).sort).toBe('rating');
  });

  it('explains a refused or failed request in the spec’s words', () => {
    expect(geolocationErrorMessage({ code: 1 })).toBe('User denied the request for Geolocation.');
    expect(geolocationErrorMessage({ code: 3 })).toBe('The request to get user location timed out.');
    expect(geolocationErrorMessage({ code: 9 })).toBe('An unknown error occurred.');
  });
});

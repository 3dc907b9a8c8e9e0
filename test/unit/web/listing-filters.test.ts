import { describe, expect, it } from 'vitest';
import { filterChips, filtersFromParams, noFilters, pageFromParams, paramsWithFilters, withoutFilter } from '../../../web/src/features/listings/filter-state';
import { pageWindow } from '../../../web/src/lib/page-window';

describe('listing filters in the URL', () => {
  it('reads known values and ignores unknown ones', () => {
    const params = new URLSearchParams('openNow=true&rating=4&paymentTypes=upi&days=Monday&timeBands=evening&claimed=true&find=tea');
    expect(filtersFromParams(params)).toEqual({ openNow: true, claimed: true, rating: 4, paymentType: 'upi', day: 'Monday', timeBand: 'evening' });
    expect(filtersFromParams(new URLSearchParams('rating=9&paymentTypes=barter&days=Funday&timeBands=noon&openNow=yes'))).toEqual(noFilters);
  });

  it('writes filters back, keeping the search and resetting the page', () => {
    const params = new URLSearchParams('find=tea&category=restaurant&page=4&rating=3');
    const next = paramsWithFilters(params, { ...noFilters, openNow: true, paymentType: 'cash' });
    expect(Object.fromEntries(next)).toEqual({ find: 'tea', category: 'restaurant', openNow: 'true', paymentTypes: 'cash' });
    expect(filtersFromParams(next)).toEqual({ ...noFilters, openNow: true, paymentType: 'cash' });
  });

  it('lists chips in sidebar order and removes one at a time', () => {
    const filters = { openNow: true, claimed: true, rating: 4, timeBand: 'morning' as const };
    expect(filterChips(filters).map((chip) => chip.label)).toEqual(['Open Now', 'Claimed', '4★ & above', 'Morning (8 AM - 12 PM)']);
    expect(withoutFilter(filters, 'rating')).toEqual({ openNow: true, claimed: true, timeBand: 'morning' });
    expect(withoutFilter(filters, 'openNow')).toMatchObject({ openNow: false });
  });
});

describe('results order in the URL', () => {
  it('keeps a sort other than relevance, never as a chip, and ignores unknown ones', () => {
    expect(filtersFromParams(new URLSearchParams('sort=rating'))).toEqual({ ...noFilters, sort: 'rating' });
    expect(filtersFromParams(new URLSearchParams('sort=relevance'))).toEqual(noFilters);
    expect(filtersFromParams(new URLSearchParams('sort=cheapest'))).toEqual(noFilters);
    expect(Object.fromEntries(paramsWithFilters(new URLSearchParams('find=tea&page=2'), { ...noFilters, sort: 'reviews' }))).toEqual({ find: 'tea', sort: 'reviews' });
    expect(filterChips({ ...noFilters, sort: 'reviews' })).toEqual([]);
  });
});

describe('paging', () => {
  it('reads a page number, falling back to 1', () => {
    expect(pageFromParams(new URLSearchParams('page=3'))).toBe(3);
    expect(pageFromParams(new URLSearchParams('page=0'))).toBe(1);
    expect(pageFromParams(new URLSearchParams('page=two'))).toBe(1);
  });

  it('shows first, last, current and neighbours with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

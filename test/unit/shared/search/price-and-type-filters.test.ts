import { describe, expect, it } from 'vitest';
import { businessTypesOf, matchesFilters } from '../../../../shared/search/filters';
import { businessCard } from '../../../../shared/search/index-entries';

const now = new Date('2026-11-23T10:00:00Z');
const listing = (pricing: unknown, categories: Array<{ _id: string }> = []) => businessCard({ businessId: 'b', name: 'B', slug: 'b', cityName: 'pune', status: 'active', pricing, categories });

describe('the price range filter (rupees)', () => {
  it('keeps a listing whose rupee prices overlap a chosen range', () => {
    const card = listing([{ minPrice: 40, maxPrice: 90, currency: 'INR' }]);
    expect(card.priceRange).toEqual({ min: 40, max: 90 });
    expect(matchesFilters(card, { priceBands: ['0-50'] }, now)).toBe(true);
    expect(matchesFilters(card, { priceBands: ['51-100'] }, now)).toBe(true);
    expect(matchesFilters(card, { priceBands: ['201-500'] }, now)).toBe(false);
  });

  it('leaves out listings without rupee prices', () => {
    expect(matchesFilters(listing([{ minPrice: 5, maxPrice: 10, currency: 'USD' }]), { priceBands: ['0-50'] }, now)).toBe(false);
    expect(matchesFilters(listing(undefined), { priceBands: ['0-50'] }, now)).toBe(false);
  });
});

describe('the business type filter', () => {
  it('types a listing by its main categories, else other', () => {
    expect(businessTypesOf(['restaurant'])).toEqual(['restaurant']);
    expect(businessTypesOf(['computer-and-it-services', 'education-and-training'])).toEqual(['education', 'technology']);
    expect(businessTypesOf(['agriculture-and-farming'])).toEqual(['other']);
    expect(businessTypesOf([])).toEqual(['other']);
  });

  it('keeps a listing of any chosen type', () => {
    const cafe = listing(undefined, [{ _id: 'restaurant' }]);
    expect(matchesFilters(cafe, { businessTypes: ['restaurant', 'retail'] }, now)).toBe(true);
    expect(matchesFilters(cafe, { businessTypes: ['technology'] }, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { cityProfiles, hoursShapes, listingKinds } from '../../../../scripts/seed/data/directory';
import { businessTaxonomyRows } from '../../../../scripts/seed/data/taxonomy-rows';
import { directoryListings, handWrittenNames, LISTINGS_PER_CITY, resolveListingKinds, weeklyHours } from '../../../../scripts/seed/directory';
import { paymentMethods } from '../../../../shared/business/enums';
import { descriptionProblem, indianPhoneDigits } from '../../../../shared/business/format';
import { openStatus } from '../../../../shared/business/open-status';
import { popularCitySlugs } from '../../../../shared/places';
import { AddBusinessRequestSchema, AddBusinessSchema } from '../../../../shared/schemas/business';
import { slugify } from '../../../../shared/slug';

const listings = directoryListings();
const rows = businessTaxonomyRows();
const rowById = new Map(rows.map((row) => [row.categoryId, row]));

describe('directoryListings', () => {
  it('gives every popular city its share of listings, the same on every run', () => {
    expect(listings).toHaveLength(popularCitySlugs.length * LISTINGS_PER_CITY);
    for (const city of popularCitySlugs) expect(listings.filter((listing) => listing.cityName === city)).toHaveLength(LISTINGS_PER_CITY);
    expect(directoryListings()).toEqual(listings);
    expect(directoryListings({ seed: 7 }).map((listing) => listing.name)).not.toEqual(listings.map((listing) => listing.name));
  });

  it('passes the add schema, and the registration form’s stricter one where it has an email', () => {
    for (const listing of listings) {
      const { businessId, unclaimed, ...input } = listing;
      expect(AddBusinessSchema.safeParse(input).error, listing.name).toBeUndefined();
      expect(typeof unclaimed).toBe('boolean');
      expect(businessId).toMatch(/^seed-[a-z-]+-[0-9a-f]{8}$/);
      expect(businessId.length).toBeLessThanOrEqual(64);
      if (input.contact?.email) expect(AddBusinessRequestSchema.safeParse({ ...input, registration: true }).error, listing.name).toBeUndefined();
    }
  });

  it('names listings uniquely in each city, ids uniquely everywhere, and leaves the hand-written listings’ names alone', () => {
    for (const city of popularCitySlugs) {
      const slugs = listings.filter((listing) => listing.cityName === city).map((listing) => slugify(listing.name));
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    expect(new Set(listings.map((listing) => listing.businessId)).size).toBe(listings.length);
    const starts = handWrittenNames.map((name) => slugify(name).split('-').slice(0, 2).join('-'));
    for (const listing of listings) expect(starts.some((start) => slugify(listing.name).startsWith(start))).toBe(false);
  });

  it('uses real Indian contact details: a mobile, a landline with the city’s STD code, .example.in emails', () => {
    const phones = listings.map((listing) => listing.contact?.phone ?? '');
    expect(new Set(phones).size).toBe(listings.length);
    for (const listing of listings) {
      const city = cityProfiles.find((profile) => profile.slug === listing.cityName)!;
      expect(listing.contact?.phone).toMatch(/^[6-9]\d{9}$/);
      for (const landline of listing.contact?.alternatePhones ?? []) {
        expect(landline).toMatch(/^0\d{10}$/);
        expect(landline.startsWith(city.std)).toBe(true);
        expect(indianPhoneDigits(landline)).toHaveLength(10);
      }
      if (listing.contact?.email) expect(listing.contact.email).toMatch(/^[a-z]+@[a-z0-9]+\.example\.in$/);
      if (listing.website) expect(listing.website).toMatch(/^https:\/\/[a-z0-9]+\.example\.in$/);
    }
    expect(listings.filter((listing) => listing.contact?.email).length).toBeGreaterThan(listings.length / 3);
    expect(listings.filter((listing) => listing.contact?.alternatePhones?.length).length).toBeGreaterThan(listings.length / 3);
  });

  it('puts each listing on a real road of a real locality of its city, with that locality’s PIN', () => {
    for (const listing of listings) {
      const city = cityProfiles.find((profile) => profile.slug === listing.cityName)!;
      const { street = '', zipCode, state, country } = listing.address ?? {};
      const locality = city.localities.find(([area, pin, roads]) => pin === zipCode && roads.some((road) => street === road || street === `${road}, ${area}`));
      expect(locality, `${listing.name}: ${street} ${zipCode}`).toBeDefined();
      expect(zipCode).toMatch(/^[1-9]\d{5}$/);
      expect([state, country, listing.address?.city]).toEqual([city.state, 'India', city.name]);
    }
  });

  it('files listings under categories the taxonomy has, each under its parent', () => {
    for (const listing of listings) {
      const [main] = listing.categories ?? [];
      const [sub] = listing.subCategoryId ?? [];
      expect(rowById.get(main!._id)).toMatchObject({ level: 'main', title: main!.title });
      expect(rowById.get(sub!._id)).toMatchObject({ level: 'sub', title: sub!.title, parentId: main!._id });
      for (const subsub of listing.subsubCategoryId ?? []) expect(rowById.get(subsub._id)).toMatchObject({ level: 'subsub', title: subsub.title, parentId: sub!._id });
    }
    // Every home-grid category has listings in every popular city.
    const homeGrid = rows.filter((row) => row.level === 'main' && row.popularRank > 0).map((row) => row.categoryId);
    for (const city of popularCitySlugs) {
      const mains = new Set(listings.filter((listing) => listing.cityName === city).map((listing) => listing.categories![0]!._id));
      expect(homeGrid.filter((id) => !mains.has(id))).toEqual([]);
    }
  });

  it('fills in valid payment types, a plain description, hours, a year and the seeded images, and some listings are unclaimed', () => {
    for (const listing of listings) {
      expect(listing.paymentTypes?.length).toBeGreaterThan(0);
      for (const type of listing.paymentTypes ?? []) expect(paymentMethods).toContain(type);
      expect(descriptionProblem(listing.description)).toBeNull();
      expect(listing.description).toMatch(/^<p>[^<]+<\/p><p>[^<]+<\/p>$/);
      expect(listing.description).toContain(listing.address!.street!.split(', ').at(-1));
      expect(new Set(listing.workingHours!.map((slot) => slot.day)).size).toBe(7);
      expect(listing.establishmentYear).toBeGreaterThanOrEqual(1960);
      expect(listing.establishmentYear).toBeLessThanOrEqual(2024);
      for (const image of [listing.logo, listing.media?.headerImage, ...(listing.media?.gallery ?? [])].filter(Boolean)) expect(image).toMatch(/^\/seed\/(logo|cover|photo)-\d\.svg$/);
      expect(listing).not.toHaveProperty('ratingAverage');
      expect(listing).not.toHaveProperty('ratingCount');
    }
    const unclaimed = listings.filter((listing) => listing.unclaimed).length;
    expect(unclaimed).toBeGreaterThan(listings.length / 5);
    expect(unclaimed).toBeLessThan(listings.length / 2);
  });
});

describe('weeklyHours', () => {
  it('gives every day a slot or a closed marker, Monday first', () => {
    const office = weeklyHours(hoursShapes.office);
    expect(office.map((slot) => slot.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(office.at(-1)).toEqual({ day: 'Sunday', open: '', close: '', closed: true });
    expect(office[5]).toEqual({ day: 'Saturday', open: '10:00', close: '14:00', closed: false });
  });

  it('splits a slot past midnight into one until 00:00 and one from 00:00 the next day, which reads as one', () => {
    const late = weeklyHours(hoursShapes.lateNight);
    expect(late.filter((slot) => slot.day === 'Monday')).toEqual([
      { day: 'Monday', open: '00:00', close: '03:00', closed: false },
      { day: 'Monday', open: '18:00', close: '00:00', closed: false },
    ]);
    // 2026-03-02 is a Monday.
    expect(openStatus(late, new Date('2026-03-02T20:00:00+05:30'))).toMatchObject({ isOpen: true, text: 'Open now until 3:00 AM' });
    expect(openStatus(late, new Date('2026-03-03T04:00:00+05:30'))).toMatchObject({ isOpen: false });
    expect(openStatus(weeklyHours(hoursShapes.allDay), new Date('2026-03-02T20:00:00+05:30'))).toMatchObject({ isOpen: true, text: 'Open now' });
  });
});

describe('resolveListingKinds', () => {
  it('files every listing kind, and refuses a title the taxonomy does not have or an id a listing cannot store', () => {
    expect(resolveListingKinds(rows)).toHaveLength(listingKinds.length);
    const [kind] = listingKinds;
    expect(() => resolveListingKinds(rows, [{ ...kind!, sub: 'Astronaut Training' }])).toThrow('names the sub category "Astronaut Training"');
    expect(() => resolveListingKinds(rows, [{ ...kind!, subsubs: ['Thali'] }])).toThrow('names the subsub category "Thali"');
    const longId = rows.map((row) => (row.title === 'GST Filing' ? { ...row, categoryId: `${row.categoryId}-${'x'.repeat(64)}` } : row));
    expect(() => resolveListingKinds(longId, [{ ...kind!, subsubs: ['GST Filing'] }])).toThrow('a listing cannot store');
  });
});

import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, EVENT_OCCURRENCES_MAX, eventJsonLd, eventOccurrencesJsonLd, istIso, localBusinessJsonLd, openingHoursSpecification, productJsonLd } from '../../../../shared/seo/json-ld';

/** Google's required properties for the rich results these builders feed (developers.google.com/search/docs/appearance/structured-data). */
const LOCAL_BUSINESS_REQUIRED = ['@context', '@type', 'name', 'address'];
const BREADCRUMB_ITEM_REQUIRED = ['@type', 'position', 'name', 'item'];

const base = { name: 'Sagar Ratna', url: 'https://sbiz.in/in/pune/sbiz/sagar-ratna' };

describe('localBusinessJsonLd', () => {
  it('has the required properties and a PostalAddress in India', () => {
    const data = localBusinessJsonLd({ ...base, address: { street: '12 FC Road', suite: 'Shop 3', zipCode: '411004', state: 'Maharashtra' }, cityName: 'Pune' });
    for (const property of LOCAL_BUSINESS_REQUIRED) expect(data).toHaveProperty(property);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': base.url,
      url: base.url,
      address: { '@type': 'PostalAddress', streetAddress: '12 FC Road, Shop 3', addressLocality: 'Pune', addressRegion: 'Maharashtra', postalCode: '411004', addressCountry: 'IN' },
    });
  });

  it('leaves out what the listing does not have instead of writing empty values', () => {
    const data = localBusinessJsonLd({ ...base, images: [], telephone: '', rating: { average: 0, count: 0 }, workingHours: [] });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('openingHoursSpecification');
    // Google rejects an AggregateRating without reviews.
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('geo');
  });

  it('writes an AggregateRating with its required ratingValue and reviewCount once there are reviews', () => {
    const data = localBusinessJsonLd({ ...base, rating: { average: 4.26, count: 31 } });
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 31, bestRating: 5, worstRating: 1 });
  });

  it('writes GeoCoordinates when the listing has them', () => {
    expect(localBusinessJsonLd({ ...base, geo: { latitude: 18.52, longitude: 73.85 } }).geo).toEqual({ '@type': 'GeoCoordinates', latitude: 18.52, longitude: 73.85 });
  });
});

describe('openingHoursSpecification', () => {
  it('writes one entry per open slot with dayOfWeek, opens and closes, skipping closed days', () => {
    const spec = openingHoursSpecification([
      { day: 'Monday', open: '09:00', close: '13:00', closed: false },
      { day: 'Monday', open: '5:00 PM', close: '9:30 PM', closed: false },
      { day: 'Tuesday', open: '', close: '', closed: true },
      { day: 'Friday', open: '20:00', close: '02:00', closed: false },
      { day: 'Sunday', open: '00:00', close: '00:00', closed: false },
    ]);
    expect(spec).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '13:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '17:00', closes: '21:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '20:00', closes: '02:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '00:00', closes: '23:59' },
    ]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers each ListItem from 1 with its name and absolute URL', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: 'https://sbiz.in/' },
      { name: 'Pune', url: 'https://sbiz.in/in/pune' },
      { name: 'Restaurants', url: 'https://sbiz.in/in/pune/restaurants' },
    ]);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
    const items = data.itemListElement as Array<Record<string, unknown>>;
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    for (const item of items) for (const property of BREADCRUMB_ITEM_REQUIRED) expect(item).toHaveProperty(property);
    expect(items.every((item) => String(item.item).startsWith('https://'))).toBe(true);
  });
});

describe('productJsonLd', () => {
  const product = { name: 'Cotton Kurta', url: 'https://sbiz.in/in/pune/product/cotton-kurta', inStock: true };

  it('offers the price in INR with its availability', () => {
    const data = productJsonLd({ ...product, price: 1499, seller: 'Fabindia Pune', sku: 'K-1' });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Cotton Kurta',
      sku: 'K-1',
      offers: { '@type': 'Offer', price: '1499.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock', seller: { name: 'Fabindia Pune' } },
    });
  });

  it('has no Offer for a price on request, and out of stock reads OutOfStock', () => {
    expect(productJsonLd({ ...product, price: null })).not.toHaveProperty('offers');
    expect(productJsonLd({ ...product, inStock: false, price: 10 }).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('rates only with reviews', () => {
    expect(productJsonLd({ ...product, rating: { average: 0, count: 0 } })).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ ...product, rating: { average: 4.26, count: 3 } }).aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
  });
});

describe('eventJsonLd', () => {
  const event = { name: 'Sunburn Arena', url: 'https://sbiz.in/in/pune/events/sunburn-arena', start: '2026-11-25T13:00:00.000Z', end: '2026-11-25T18:30:00.000Z', paid: false };

  it('writes the dates in IST, across midnight too', () => {
    expect(istIso('2026-11-25T13:00:00.000Z')).toBe('2026-11-25T18:30:00+05:30');
    expect(istIso('2026-11-25T18:30:00.000Z')).toBe('2026-11-26T00:00:00+05:30');
  });

  it('places a venue event at its address with a free offer', () => {
    const data = eventJsonLd({ ...event, online: false, place: { name: 'Mahalaxmi Lawns', address: 'Karve Nagar', city: 'Pune', state: 'Maharashtra' } });
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2026-11-25T18:30:00+05:30',
      endDate: '2026-11-26T00:00:00+05:30',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Mahalaxmi Lawns', address: { addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' } },
      offers: [{ price: '0', priceCurrency: 'INR' }],
    });
  });

  it('puts an online event at its link and lists each ticket in INR', () => {
    const data = eventJsonLd({
      ...event,
      online: true,
      link: 'https://meet.example.com/x',
      paid: true,
      tickets: [
        { name: 'Early bird', price: 499 },
        { name: 'VIP', price: 2500 },
      ],
    });
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: 'https://meet.example.com/x' });
    expect(data.offers).toEqual([expect.objectContaining({ name: 'Early bird', price: '499.00', priceCurrency: 'INR' }), expect.objectContaining({ name: 'VIP', price: '2500.00' })]);
  });

  it('marks a cancelled event EventCancelled, keeping its dates; any other event is EventScheduled', () => {
    expect(eventJsonLd({ ...event, online: true }).eventStatus).toBe('https://schema.org/EventScheduled');
    const cancelled = eventJsonLd({ ...event, online: true, cancelled: true });
    expect(cancelled).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled', startDate: '2026-11-25T18:30:00+05:30' });
    expect(eventOccurrencesJsonLd({ ...event, online: true, cancelled: true }, [{ start: new Date(event.start), end: new Date(event.end) }])[0]!.eventStatus).toBe('https://schema.org/EventCancelled');
  });
});

describe('eventOccurrencesJsonLd', () => {
  const walk = { name: 'Old Pune Heritage Walk', url: 'https://sbiz.in/in/pune/events/old-pune-walk', online: false, paid: false, place: { city: 'Pune' } };
  const weekly = Array.from({ length: 14 }, (_, week) => ({ start: new Date(Date.UTC(2026, 2, 4 + week * 7, 1, 0)), end: new Date(Date.UTC(2026, 2, 4 + week * 7, 2, 30)) }));

  it('marks up a weekly walk as one 90-minute Event per date, at most ten, each with its own @id', () => {
    const events = eventOccurrencesJsonLd(walk, weekly);
    expect(events).toHaveLength(EVENT_OCCURRENCES_MAX);
    expect(events[0]).toMatchObject({ '@type': 'Event', name: walk.name, url: walk.url, startDate: '2026-03-04T06:30:00+05:30', endDate: '2026-03-04T08:00:00+05:30' });
    expect(events[9]).toMatchObject({ startDate: '2026-05-06T06:30:00+05:30', endDate: '2026-05-06T08:00:00+05:30' });
    expect(new Set(events.map((event) => event['@id'])).size).toBe(10);
  });
});

/**
 * schema.org JSON-LD for the server-rendered pages (Google rich results):
 * LocalBusiness on a profile, BreadcrumbList on category pages. Each builder
 * leaves out what the listing does not have rather than writing empty values.
 */
import type { WorkingHourSlot } from '../business/working-hours';
import { slotEndMinutes, parseTime } from '../business/working-hours';
import { upcomingSpecialDays, type HoursExceptions } from '../business/special-hours';
import { indiaIso } from '../time/india';

export interface LocalBusinessInput {
  name: string;
  /** The profile's absolute URL. */
  url: string;
  description?: string;
  /** Absolute image URLs: logo first, then the gallery. */
  images?: string[];
  telephone?: string;
  email?: string;
  address?: { street?: string; suite?: string; city?: string; state?: string; zipCode?: string };
  /** The city of the listing, used when the address has none. */
  cityName?: string;
  geo?: { latitude: number; longitude: number };
  workingHours?: readonly WorkingHourSlot[] | null;
  /** Special days and a temporary closure, written as specialOpeningHoursSpecification from `today` on. */
  exceptions?: HoursExceptions | null;
  /** The India day the page is rendered on (YYYY-MM-DD): past special days are left out. */
  today?: string;
  rating?: { average: number; count: number };
  priceRange?: string;
}

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const withoutEmpty = (object: JsonLd): JsonLd => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)));

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** One OpeningHoursSpecification per open slot; a slot past midnight closes at its clock time (schema.org allows closes < opens). */
export function openingHoursSpecification(hours: readonly WorkingHourSlot[] | null | undefined): JsonLd[] {
  return (hours ?? []).flatMap((slot) => {
    if (slot.closed) return [];
    const opens = parseTime(slot.open);
    const end = slotEndMinutes(slot.open, slot.close);
    if (opens === null || end === null) return [];
    // 00:00-00:00 is open around the clock: schema.org writes that as 00:00 to 23:59.
    const closes = end - opens >= 24 * 60 ? '23:59' : hhmm(end);
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `${CONTEXT}/${slot.day}`, opens: hhmm(opens), closes }];
  });
}

/**
 * Special days and a temporary closure as schema.org writes them: one
 * OpeningHoursSpecification per open slot of a special day, and opens =
 * closes = 00:00 for a day or stretch closed (Google's convention), each
 * with validFrom and validThrough. A closure until further notice has no
 * validThrough. Days before `today` are left out; a closure already over too.
 */
export function specialOpeningHoursSpecification(exceptions: HoursExceptions | null | undefined, today: string): JsonLd[] {
  const closed = (validFrom: string, validThrough?: string): JsonLd => withoutEmpty({ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom, validThrough });
  const days = upcomingSpecialDays(exceptions?.specialHours, today).flatMap((special) => {
    if (special.closed || special.slots.length === 0) return [closed(special.date, special.date)];
    return special.slots.flatMap((slot) => {
      const opens = parseTime(slot.open);
      const end = slotEndMinutes(slot.open, slot.close);
      if (opens === null || end === null) return [];
      return [{ '@type': 'OpeningHoursSpecification', opens: hhmm(opens), closes: end >= 24 * 60 ? '23:59' : hhmm(end), validFrom: special.date, validThrough: special.date }];
    });
  });
  const closure = exceptions?.temporaryClosure;
  const closureLeft = closure && (!closure.until || closure.until >= today) ? [closed(closure.from, closure.until ?? undefined)] : [];
  return [...closureLeft, ...days];
}

export function localBusinessJsonLd(input: LocalBusinessInput): JsonLd {
  const address = input.address ?? {};
  const street = [address.street, address.suite].filter(Boolean).join(', ');
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': input.url,
    name: input.name,
    url: input.url,
    description: input.description,
    image: input.images,
    telephone: input.telephone,
    email: input.email,
    priceRange: input.priceRange,
    address: withoutEmpty({
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: address.city || input.cityName,
      addressRegion: address.state,
      postalCode: address.zipCode,
      addressCountry: 'IN',
    }),
    geo: input.geo ? { '@type': 'GeoCoordinates', latitude: input.geo.latitude, longitude: input.geo.longitude } : undefined,
    openingHoursSpecification: openingHoursSpecification(input.workingHours),
    specialOpeningHoursSpecification: input.today ? specialOpeningHoursSpecification(input.exceptions, input.today) : undefined,
    // Google rejects a rating without reviews: only when there are some.
    aggregateRating:
      input.rating && input.rating.count > 0
        ? { '@type': 'AggregateRating', ratingValue: Math.round(input.rating.average * 10) / 10, reviewCount: input.rating.count, bestRating: 5, worstRating: 1 }
        : undefined,
  });
}

/** A BreadcrumbList from the home page down to the page itself (absolute URLs). */
export function breadcrumbJsonLd(trail: ReadonlyArray<{ name: string; url: string }>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The site itself, on the home page: its name and its search box for Google's sitelinks. */
export function webSiteJsonLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: 'Sbiz',
    url: `${origin}/`,
  };
}

export interface ProductJsonLdInput {
  name: string;
  /** The product page's absolute URL. */
  url: string;
  description?: string;
  images?: string[];
  sku?: string;
  category?: string;
  seller?: string;
  /** Rupees; without a price the product is 'price on request' and gets no Offer. */
  price?: number | null;
  inStock: boolean;
  rating?: { average: number; count: number };
}

/** A Product with its Offer in INR (Google's merchant listing). */
export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': input.url,
    name: input.name,
    url: input.url,
    description: input.description,
    image: input.images,
    sku: input.sku,
    category: input.category,
    brand: input.seller ? { '@type': 'Brand', name: input.seller } : undefined,
    offers:
      input.price === null || input.price === undefined
        ? undefined
        : withoutEmpty({
            '@type': 'Offer',
            url: input.url,
            price: input.price.toFixed(2),
            priceCurrency: 'INR',
            availability: `${CONTEXT}/${input.inStock ? 'InStock' : 'OutOfStock'}`,
            seller: input.seller ? { '@type': 'Organization', name: input.seller } : undefined,
          }),
    aggregateRating:
      input.rating && input.rating.count > 0
        ? { '@type': 'AggregateRating', ratingValue: Math.round(input.rating.average * 10) / 10, reviewCount: input.rating.count, bestRating: 5, worstRating: 1 }
        : undefined,
  });
}

export interface EventJsonLdInput {
  name: string;
  url: string;
  description?: string;
  images?: string[];
  /** ISO instants; written in IST (+05:30) as an Indian visitor reads them. */
  start: string;
  end: string;
  online: boolean;
  /** The join link of an online event. */
  link?: string;
  place?: { name?: string; address?: string; city: string; state?: string };
  organizer?: { name: string; url: string };
  /** Ticket prices in rupees; none means a free event. */
  tickets?: Array<{ name: string; price: number }>;
  paid: boolean;
  /** Cancelled by its host: marked EventCancelled, its original dates kept (as schema.org asks). */
  cancelled?: boolean;
}

/** An instant as ISO 8601 with the India offset, e.g. 2026-11-25T18:30:00+05:30: no time-zone library, as json-ld is on every public page. */
export const istIso = indiaIso;

/** An Event with its place (or virtual location), IST dates, organizer and offers in INR. */
export function eventJsonLd(input: EventJsonLdInput): JsonLd {
  const place = input.place
    ? withoutEmpty({
        '@type': 'Place',
        name: input.place.name || input.place.city,
        address: withoutEmpty({ '@type': 'PostalAddress', streetAddress: input.place.address, addressLocality: input.place.city, addressRegion: input.place.state, addressCountry: 'IN' }),
      })
    : undefined;
  const offers = input.paid
    ? (input.tickets ?? []).map((ticket) => ({ '@type': 'Offer', name: ticket.name, price: ticket.price.toFixed(2), priceCurrency: 'INR', url: input.url, availability: `${CONTEXT}/InStock` }))
    : [{ '@type': 'Offer', price: '0', priceCurrency: 'INR', url: input.url, availability: `${CONTEXT}/InStock` }];
  return withoutEmpty({
    '@context': CONTEXT,
    '@type': 'Event',
    '@id': input.url,
    name: input.name,
    url: input.url,
    description: input.description,
    image: input.images,
    startDate: istIso(input.start),
    endDate: istIso(input.end),
    eventStatus: `${CONTEXT}/${input.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${CONTEXT}/${input.online ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
    location: input.online ? withoutEmpty({ '@type': 'VirtualLocation', url: input.link || input.url }) : place,
    organizer: input.organizer ? { '@type': 'Organization', name: input.organizer.name, url: input.organizer.url } : undefined,
    offers,
  });
}

/** Google reads a repeating event as one Event per date: this many upcoming dates at most. */
export const EVENT_OCCURRENCES_MAX = 10;

/** A recurring event's upcoming occurrences, one Event each (same page, its own @id), at most EVENT_OCCURRENCES_MAX. */
export function eventOccurrencesJsonLd(input: Omit<EventJsonLdInput, 'start' | 'end'>, occurrences: ReadonlyArray<{ start: Date; end: Date }>): JsonLd[] {
  return occurrences.slice(0, EVENT_OCCURRENCES_MAX).map((occurrence) => {
    const start = occurrence.start.toISOString();
    return { ...eventJsonLd({ ...input, start, end: occurrence.end.toISOString() }), '@id': `${input.url}#${istIso(start)}` };
  });
}

export interface ArticleJsonLdInput {
  headline: string;
  url: string;
  description: string;
  image?: string;
  datePublished: string;
  dateModified: string;
  author: { name: string; url: string };
  keywords: readonly string[];
  section: string;
}

/** An article of the blog, written by a business (schema.org Article). */
export function articleJsonLd(input: ArticleJsonLdInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: input.headline.slice(0, 110),
    description: input.description,
    mainEntityOfPage: input.url,
    url: input.url,
    ...(input.image ? { image: [input.image] } : {}),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: { '@type': 'Organization', name: input.author.name, url: input.author.url },
    publisher: { '@type': 'Organization', name: 'Sbiz' },
    articleSection: input.section,
    ...(input.keywords.length ? { keywords: input.keywords.join(', ') } : {}),
  };
}

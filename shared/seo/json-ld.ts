/**
 * schema.org JSON-LD for the server-rendered pages (Google rich results):
 * LocalBusiness on a profile, BreadcrumbList on category pages. Each builder
 * leaves out what the listing does not have rather than writing empty values.
 */
import type { WorkingHourSlot } from '../business/working-hours';
import { slotEndMinutes, parseTime } from '../business/working-hours';

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
  rating?: { average: number; count: number };
  priceRange?: string;
}

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const withoutEmpty = (object: JsonLd): JsonLd =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)));

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

import * as z from 'zod';
import { paymentMethodLabels, parsePaymentTypes, weekDays, type PaymentMethod, type WeekDay } from '../business/enums';
import type { WorkingHourSlot } from '../business/working-hours';
import type { SpecialDay, TemporaryClosure } from '../business/special-hours';
import { businessTypeIds, listingSortIds, priceBandIds, timeBandIds, type BusinessTypeId, type PriceBandId, type TimeBandId } from '../search/filters';
import { MAX_QUERY_LENGTH, searchWords } from '../search/text';
import { searchTypes, type SearchType } from '../search/types';
import type { ArticleSuggestion } from './article';
import type { GeoPoint } from '../geo/location';
import { latitudeSchema, longitudeSchema, radiusKmSchema, refineVisitorPosition } from './location';
import { msg } from '../i18n/catalog';

/**
 * Header search, business listings and the home lists (spec 1 §2 Header,
 * §7; spec 3 §2.8). The same schemas parse the query strings in the Lambdas
 * and build them in the web; their messages are what a client sees on a 400.
 */

export const SEARCH_QUERY_REQUIRED = msg('Please type something to search for');
export const SEARCH_QUERY_NO_WORDS = msg('Please type a letter or a number to search for');
export const LOCATION_REQUIRED = msg('Please select a location');
export { searchTypes, type SearchType };

export const CITY_NAME_REQUIRED = msg('cityName is required: choose a city first');
export const SORT_DISTANCE_NEEDS_POSITION = msg('sort=distance needs your position: send lat and lng');
export const RADIUS_NEEDS_POSITION = msg('radiusKm needs your position: send lat and lng');

const searchTypeAliases: Record<string, SearchType> = {
  business: 'business',
  businesses: 'business',
  sb: 'business',
  product: 'products',
  products: 'products',
  event: 'events',
  events: 'events',
  article: 'articles',
  articles: 'articles',
  blog: 'articles',
};

/** Suggestions per kind: the header shows 10 (spec 1 §9). */
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 20;
/** Listings per page, and the most a page may ask for. */
export const LISTINGS_DEFAULT_LIMIT = 10;
export const LISTINGS_MAX_LIMIT = 50;
/** Home lists (top reviewed, recently reviewed, recently viewed). */
export const HOME_LIST_DEFAULT_LIMIT = 10;
export const HOME_LIST_MAX_LIMIT = 30;

/** A page size: a whole number of at least 1; anything above the maximum is served as the maximum. */
export const clampedLimit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: msg('limit must be a whole number') })
    .int(msg('limit must be a whole number'))
    .min(1, msg('limit must be at least 1'))
    .default(fallback)
    .transform((limit) => Math.min(limit, max));

const flag = (name: string) => z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: `${name} must be true or false` }).transform((value) => value === 'true' || value === '1' || value === 'yes');

const id = (name: string) => z.string().trim().min(1, `${name} must not be empty`).max(200, `${name} is too long`);

/** A comma-separated list whose entries must all be known values. */
function list<T extends string>(name: string, parse: (entry: string) => T | undefined, known: string) {
  return z.string().transform((text, ctx) => {
    const values: T[] = [];
    for (const entry of text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const value = parse(entry);
      if (!value) {
        ctx.addIssue({ code: 'custom', message: `Unknown ${name} '${entry.slice(0, 40)}': use ${known}` });
        return z.NEVER;
      }
      if (!values.includes(value)) values.push(value);
    }
    return values;
  });
}

/** What the query pipeline understood that a results page can switch off (its chips: "Open now ×"). */
export const understoodParts = ['nearMe', 'openNow', 'price', 'sort', 'place'] as const;
export type UnderstoodPart = (typeof understoodParts)[number];

/**
 * What the search understood from the words of its query (issue #24 §1.4),
 * beside the results: intents it applies, the place and the categories it
 * named. The results page shows each as a removable chip.
 */
export interface SearchUnderstood {
  /** 'near me', 'paas': sorted by distance from the visitor when the request gave lat/lng. */
  nearMe?: true;
  /** 'open now', '24x7': only listings open now. */
  openNow?: true;
  /** 'cheap', 'sasta': listings with the lowest prices first. */
  price?: 'budget';
  /** 'best', 'top', 'achha': sorted by rating. */
  sort?: 'rating';
  /** 'in pune', 'in andheri west'. */
  place?: { kind: 'city' | 'locality'; name: string; slug?: string };
  /** Categories the lexicon named ('dawai ki dukan' → Chemists). */
  categories?: Array<{ _id: string; title: string; slug: string }>;
}

/** `exact=1`: search the text as typed, without spelling correction ("Search instead for …"). */
const exactFlag = () => flag('exact').optional();

const dayLookup = new Map<string, WeekDay>(weekDays.flatMap((day) => [[day.toLowerCase(), day] as const, [day.slice(0, 3).toLowerCase(), day] as const]));

export const SearchQuerySchema = z
  .object({
    query: z
      .string({ error: SEARCH_QUERY_REQUIRED })
      .trim()
      .min(1, SEARCH_QUERY_REQUIRED)
      .max(MAX_QUERY_LENGTH, `Search text must be at most ${MAX_QUERY_LENGTH} characters`)
      .refine((query) => searchWords(query).length > 0, SEARCH_QUERY_NO_WORDS),
    location: z.string({ error: LOCATION_REQUIRED }).trim().min(1, LOCATION_REQUIRED).max(80, msg('location is too long')),
    type: z
      .string()
      .trim()
      .toLowerCase()
      .default('business')
      .transform((type, ctx) => {
        const known = searchTypeAliases[type];
        if (!known) ctx.addIssue({ code: 'custom', message: `Unknown search type '${type.slice(0, 20)}': use business, products, events or articles` });
        return known ?? z.NEVER;
      }),
    limit: clampedLimit(SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT),
    exact: exactFlag(),
    /** The visitor's position (kept in their browser): suggestions then carry distanceKm. */
    lat: latitudeSchema.optional(),
    lng: longitudeSchema.optional(),
  })
  .superRefine(refineVisitorPosition);
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const ListingsQuerySchema = z
  .object({
    cityName: z.string({ error: CITY_NAME_REQUIRED }).trim().min(1, CITY_NAME_REQUIRED).max(80, msg('cityName is too long')),
    category: id('category').optional(),
    subcat: id('subcat').optional(),
    subsubCategoryId: id('subsubCategoryId').optional(),
    /** Search text of the results page; `title` is the admin forms' name for it. */
    find: z.string().trim().max(MAX_QUERY_LENGTH, `find must be at most ${MAX_QUERY_LENGTH} characters`).optional(),
    title: z.string().trim().max(MAX_QUERY_LENGTH, `title must be at most ${MAX_QUERY_LENGTH} characters`).optional(),
    openNow: flag('openNow').optional(),
    rating: z.coerce
      .number({ error: msg('rating must be a number from 0 to 5') })
      .min(0, msg('rating must be a number from 0 to 5'))
      .max(5, msg('rating must be a number from 0 to 5'))
      .optional(),
    paymentTypes: list<PaymentMethod>(msg('payment type'), (entry) => parsePaymentTypes(entry)[0], Object.values(paymentMethodLabels).join(', ')).optional(),
    days: list<WeekDay>('day', (entry) => dayLookup.get(entry.toLowerCase()), msg('Monday to Sunday')).optional(),
    timeBands: list<TimeBandId>(msg('time band'), (entry) => timeBandIds.find((band) => band === entry.toLowerCase()), timeBandIds.join(', ')).optional(),
    claimed: flag('claimed').optional(),
    priceRanges: list<PriceBandId>(msg('price range'), (entry) => priceBandIds.find((band) => band === entry), priceBandIds.join(', ')).optional(),
    businessTypes: list<BusinessTypeId>(msg('business type'), (entry) => businessTypeIds.find((type) => type === entry.toLowerCase()), businessTypeIds.join(', ')).optional(),
    /** Only active listings are ever listed; the admin forms send status=active. */
    sort: z.enum(listingSortIds, { error: `sort must be one of ${listingSortIds.join(', ')}` }).default('relevance'),
    status: z.literal('active', { error: msg('Only active listings can be listed: use status=active or leave it out') }).optional(),
    page: z.coerce
      .number({ error: msg('page must be a whole number') })
      .int(msg('page must be a whole number'))
      .min(1, msg('page must be at least 1'))
      .max(10_000, msg('page must be at most 10000'))
      .default(1),
    limit: clampedLimit(LISTINGS_DEFAULT_LIMIT, LISTINGS_MAX_LIMIT),
    exact: exactFlag(),
    /** Parts of what the search understood that the visitor switched off (a chip's ×). */
    ignore: list<UnderstoodPart>(msg('understood part'), (entry) => understoodParts.find((part) => part === entry), understoodParts.join(', ')).optional(),
    /** The visitor's position: cards then carry distanceKm, and sort=distance lists the nearest first. */
    lat: latitudeSchema.optional(),
    lng: longitudeSchema.optional(),
    /** Only listings within this many km of lat/lng. */
    radiusKm: radiusKmSchema.optional(),
  })
  .superRefine((query, ctx) => {
    refineVisitorPosition(query, ctx);
    if (query.lat !== undefined && query.lng !== undefined) return;
    if (query.sort === 'distance') ctx.addIssue({ code: 'custom', message: SORT_DISTANCE_NEEDS_POSITION, path: ['sort'] });
    if (query.radiusKm !== undefined) ctx.addIssue({ code: 'custom', message: RADIUS_NEEDS_POSITION, path: ['radiusKm'] });
  });
export type ListingsQuery = z.infer<typeof ListingsQuerySchema>;
/** Which list a listings page shows (a city, a category of it, or a search), as the web sends it to `GET /businesses/all`: `ignore` comma-separated. */
export type ListingsPageScope = Pick<ListingsQuery, 'cityName' | 'find' | 'category' | 'subcat' | 'subsubCategoryId' | 'exact'> & { ignore?: string };

export const CityListQuerySchema = z.object({
  cityName: z.string({ error: CITY_NAME_REQUIRED }).trim().min(1, CITY_NAME_REQUIRED).max(80, msg('cityName is too long')),
  limit: clampedLimit(HOME_LIST_DEFAULT_LIMIT, HOME_LIST_MAX_LIMIT),
});

interface Titled {
  _id: string;
  title?: string;
  /** The category's Hindi title, where the taxonomy has one (issue #28). */
  titleHi?: string;
}

/** A listing as cards show it (spec 3 §2.10) and as the filters read it. */
export interface BusinessCard {
  _id: string;
  name: string;
  slug: string;
  cityName: string;
  logo?: string;
  image?: string;
  media: { headerImage: string | null; gallery: string[] };
  rating: { count: number; average: number };
  reviews: { count: number };
  address: { street?: string; suite?: string; city?: string; state?: string; zipCode?: string };
  establishmentYear?: number;
  categories: Titled[];
  subCategoryId: Titled[];
  subsubCategoryId: Titled[];
  paymentTypes: string[];
  workingHours: WorkingHourSlot[];
  /** Its special days and temporary closure (issue #27 §4), when it has them; open now honours them. */
  specialHours?: SpecialDay[];
  temporaryClosure?: TemporaryClosure;
  unclaimed: boolean;
  verificationStatus: boolean;
  contact: { phone?: string };
  /** The span of its rupee prices, when it has any. */
  priceRange?: { min: number; max: number };
  /** Where it is (its pin, else its PIN code's or city's centre). */
  location?: GeoPoint;
  /** How far from the visitor, when the request gave lat and lng. */
  distanceKm?: number;
}

/** A business suggestion in the header's search. */
export interface BusinessSuggestion {
  _id: string;
  name: string;
  slug: string;
  cityName: string;
  logo?: string;
  rating: { count: number; average: number };
  /** The listing's main category title. */
  category?: string;
  /** Its category's Hindi name, where there is one (issue #28; categoryTitle picks it on Hindi pages). */
  categoryHi?: string;
  /** Its locality, from the street address. */
  area?: string;
  /** Whether the name matched, or only a category. */
  matchedOn: 'name' | 'category';
  location?: GeoPoint;
  /** How far from the visitor, when the search gave lat and lng. */
  distanceKm?: number;
}

/** A category suggestion ("options"): main, sub or sub-sub. */
export interface CategoryOption {
  _id: string;
  title: string;
  /** The Hindi title (event categories: name), where there is one (shared/i18n/category-title.ts picks it on Hindi pages). */
  titleHi?: string;
  slug: string;
  level: 'main' | 'sub' | 'subsub';
  parentId: string | null;
}

/** A product or event category among the options of the header's product or event search (issue #25 §3.17): its results are that tree's pages. */
export interface TreeCategoryOption extends Omit<CategoryOption, 'level'> {
  /** Product categories go down to a leaf; event categories are main or sub. */
  level: CategoryOption['level'] | 'leaf';
  tree: 'product' | 'event';
}

/** An event suggestion: upcoming or running public events of the city whose name matches. */
export interface EventSuggestion {
  _id: string;
  title: string;
  slug: string;
  cityName: string;
  banner?: string;
  category?: string;
  /** Its category's Hindi name, where there is one (issue #28; categoryTitle picks it on Hindi pages). */
  categoryHi?: string;
  categoryId?: string;
  area?: string;
  start: string;
  end: string;
}

/** A product the header suggests when searching products: its page is /in/{cityName}/product/{slug}. */
export interface ProductSuggestion {
  _id: string;
  title: string;
  slug: string;
  cityName: string;
  /** The first image (upload key or site path). */
  image?: string;
  category?: string;
  /** Its category's Hindi name, where there is one (issue #28; categoryTitle picks it on Hindi pages). */
  categoryHi?: string;
  /** The seller's name. */
  seller?: string;
}

export interface SearchResponse {
  businesses: BusinessSuggestion[];
  /** Business categories; product or event categories when the search is for products or events. */
  options: Array<CategoryOption | TreeCategoryOption>;
  events: EventSuggestion[];
  articles: ArticleSuggestion[];
  /** Filled when the search type is products. */
  products: ProductSuggestion[];
  /** Set when nothing matched the query as typed and these are the results for its spelling correction ('Restaurant'). */
  correctedQuery?: string;
  understood?: SearchUnderstood;
}

export interface ListingsResponse {
  data: BusinessCard[];
  pagination: {
    page: number;
    limit: number;
    /** Matching listings; when `capped`, those among the first `window` of the city or category. */
    total: number;
    totalPages: number;
    /** The most listings one request looks through; results beyond it are not reachable by paging. */
    window: number;
    capped: boolean;
  };
  /** Set when the search text as typed matched nothing and these are the results for its spelling correction ('Restaurant'). */
  correctedQuery?: string;
  understood?: SearchUnderstood;
}

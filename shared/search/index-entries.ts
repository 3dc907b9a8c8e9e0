/**
 * The derived index of a listing, as pure data: its search index records
 * (one per distinct name word) and its listing records (one per city plus
 * category partition set). The stream reactor writes the difference
 * between a listing's old and new records; the scale seeder writes them
 * directly. Nothing here talks to DynamoDB.
 *
 * Search record: keyed by its exact word (`{scope}#{kind}#{word}`) and filed
 * under up to three prefix partitions (`{scope}#{kind}#{prefix}` for the
 * prefix lengths in PREFIX_SLOTS), each with a sort key of match class then
 * rank, so every partition reads back best match first. A prefix partition
 * holds each listing once, under its best-matching word.
 *
 * Listing record: the card, keyed `{city}#_all` by rank (the city-wide list)
 * and filed under `{city}#{categoryId}` for one main, one sub and one
 * sub-sub category; a listing in more categories per level gets further
 * records for them. A listing with coordinates has one more, in its city's
 * geo list `{city}#_geo`, sorted by its geohash (nearby searches).
 */
import { parsePaymentTypes } from '../business/enums';
import { normalizeWorkingHours } from '../business/working-hours';
import type { SpecialDay, TemporaryClosure } from '../business/special-hours';
import { listingGeohash } from '../geo/geohash';
import type { BusinessLocation } from '../geo/location';
import type { BusinessCard, CategoryOption } from '../schemas/search';
import { MatchClass, rankKey, searchSortKey, type MatchClassValue } from './rank';
import { PREFIX_SLOTS, indexedWords, searchWords, slotPrefix, type PrefixSlot } from './text';
import { localitiesOf } from './locality';

/** What can be searched for. Events and articles plug in with their own reactors. */
export type SearchKind = 'business' | 'event' | 'article' | 'category' | 'product';
/** The scope of records that belong to no city (the category taxonomy). */
export const GLOBAL_SCOPE = '_';
/** An unused partition slot: the index keeps no key for it. */
export const NO_PARTITION = '-';
/** The city-wide listing partition's name. */
export const ALL_CATEGORIES = '_all';
/** The city's geo list: every located listing, sorted by geohash. */
export const GEO_LIST = '_geo';
/** A locality's list within the city ('in bandra'), in rank order like the city list. */
export const localityList = (locality: string) => `_area#${locality.toLowerCase()}`;
/** At most this many listing records per listing (the schema allows up to 10 main categories). */
const MAX_LISTING_RECORDS = 30;

/** The search partition of a word or prefix. */
export function searchPartition(scope: string, kind: SearchKind, word: string): string {
  return `${scope}#${kind}#${word}`;
}

/**
 * The partition of the titles that start with `word` ('jai>'), sorted by
 * their next word, then rank: 'jai sta' reads the 'Jai Star …' listings
 * with one Query, where the two words' own partitions hold thousands of
 * others. No word holds '>' (searchWords drops punctuation).
 */
export function leadingPairPartition(scope: string, kind: SearchKind, first: string): string {
  return searchPartition(scope, kind, `${first}${LEADING_PAIR}`);
}
const LEADING_PAIR = '>';

/** The sort key of a title in its leading pair partition: its second word, then its order. */
export const leadingPairSort = (second: string, order: string) => `${second}#${order}`;

/** Is this a leading pair record (see leadingPairPartition)? */
export const isLeadingPairRecord = (record: Pick<SearchRecord, 'exact'>) => record.exact.endsWith(LEADING_PAIR);

/** A record's document order (its rank, or the taxonomy's display order): after the match class, or after a leading pair's second word. */
export function recordOrder(record: Pick<SearchRecord, 'exact' | 'exactSort'>): string {
  return isLeadingPairRecord(record) ? record.exactSort.slice(record.exactSort.indexOf('#') + 1) : record.exactSort.slice(1);
}

/** The listing partition of a city and category (or ALL_CATEGORIES). */
export function listingPartition(cityName: string, categoryId: string): string {
  return `${cityName}#${categoryId}`;
}

/** The stored search record: its keys and what a suggestion shows. */
export interface SearchRecord {
  exact: string;
  exactSort: string;
  prefix1: string;
  prefix1Sort: string;
  prefix3: string;
  prefix3Sort: string;
  prefix5: string;
  prefix5Sort: string;
  kind: SearchKind;
  docId: string;
  title: string;
  /** Categories: the Hindi title, where there is one (shown on Hindi pages; not searched by). */
  titleHi?: string;
  slug: string;
  /** The name's words, space-separated (phrase ranking of multi-word queries). */
  words: string;
  /** Category words, space-separated (multi-word queries may mix name and category). */
  terms: string;
  cityName?: string;
  logo?: string;
  ratingAverage?: number;
  ratingCount?: number;
  category?: string;
  /** The Hindi of `category`, where there is one (issue #28). */
  categoryHi?: string;
  area?: string;
  /** The listing's rank key: finds its city-wide listing record. */
  rank?: string;
  level?: CategoryOption['level'];
  parentId?: string;
  /** Listings: where they are, so a suggestion can say how far it is. */
  lat?: number;
  lng?: number;
  /** Events: when they start and end (ISO), so suggestions can leave out ended ones. */
  startsAt?: string;
  endsAt?: string;
}

/** A document to index: its words and the order it sorts in after the match class. */
export interface SearchDocument {
  kind: SearchKind;
  scope: string;
  id: string;
  /** All words of the title in order (stop words too: they count for positions). */
  words: string[];
  /** Sorts documents of equal match (ascending); ends with the id so keys are unique. */
  order: string;
  fields: Omit<SearchRecord, 'exact' | 'exactSort' | `prefix${PrefixSlot}` | `prefix${PrefixSlot}Sort` | 'kind' | 'docId' | 'words'>;
}

/** How a word at its first position in the title matches a partition string. */
function wordClass(word: string, partition: string, position: number): MatchClassValue {
  if (word === partition) return position === 0 ? MatchClass.exactFirst : MatchClass.exactLater;
  return position === 0 ? MatchClass.prefixFirst : MatchClass.prefixLater;
}

/** The search records of a document: one per distinct indexed word, and one in its leading pair partition. */
export function searchRecords(document: SearchDocument): SearchRecord[] {
  const words = indexedWords(document.words);
  const position = (word: string) => document.words.indexOf(word);
  // Each prefix partition gets the document once, under the word that matches it best.
  const owner = new Map<string, string>();
  for (const slot of PREFIX_SLOTS) {
    for (const word of words) {
      const prefix = slotPrefix(word, slot);
      if (!prefix) continue;
      const held = owner.get(`${slot}:${prefix}`);
      if (!held || wordClass(word, prefix, position(word)) < wordClass(held, prefix, position(held))) owner.set(`${slot}:${prefix}`, word);
    }
  }
  const slotKeys = (word: string, slot: PrefixSlot) => {
    const prefix = slotPrefix(word, slot);
    if (!prefix || owner.get(`${slot}:${prefix}`) !== word) return [NO_PARTITION, NO_PARTITION] as const;
    return [searchPartition(document.scope, document.kind, prefix), searchSortKey(wordClass(word, prefix, position(word)), document.order)] as const;
  };
  const records = words.map((word): SearchRecord => {
    const [prefix1, prefix1Sort] = slotKeys(word, 1);
    const [prefix3, prefix3Sort] = slotKeys(word, 3);
    const [prefix5, prefix5Sort] = slotKeys(word, 5);
    return {
      exact: searchPartition(document.scope, document.kind, word),
      exactSort: searchSortKey(wordClass(word, word, position(word)), document.order),
      prefix1,
      prefix1Sort,
      prefix3,
      prefix3Sort,
      prefix5,
      prefix5Sort,
      kind: document.kind,
      docId: document.id,
      words: document.words.join(' '),
      ...document.fields,
    };
  });
  // The title's first two indexed words (see leadingPairPartition); in no prefix partition.
  const [first, second] = words;
  if (first && second) {
    const none = NO_PARTITION;
    records.push({
      ...records[0]!,
      exact: leadingPairPartition(document.scope, document.kind, first),
      exactSort: leadingPairSort(second, document.order),
      ...{ prefix1: none, prefix1Sort: none, prefix3: none, prefix3Sort: none, prefix5: none, prefix5Sort: none },
    });
  }
  return records;
}

interface Titled {
  _id: string;
  title?: string;
  /** The category's Hindi title, stored beside the English when the taxonomy has one (issue #28). */
  titleHi?: string;
}

/** A listing as stored (the business entity's attributes) or as the scale seeder builds it. */
export interface IndexableBusiness {
  businessId: string;
  name: string;
  slug: string;
  cityName: string;
  status: string;
  unclaimed?: boolean;
  verificationStatus?: boolean;
  logo?: string | null;
  media?: { headerImage?: string | null; gallery?: string[] } | null;
  address?: { street?: string; suite?: string; city?: string; state?: string; zipCode?: string } | null;
  contact?: { phone?: string } | null;
  establishmentYear?: number;
  categories?: Titled[] | null;
  subCategoryId?: Titled[] | null;
  subsubCategoryId?: Titled[] | null;
  paymentTypes?: unknown;
  workingHours?: unknown;
  specialHours?: SpecialDay[] | null;
  temporaryClosure?: TemporaryClosure | null;
  pricing?: unknown;
  ratingAverage?: number;
  ratingCount?: number;
  location?: BusinessLocation | null;
}

const titled = (list: Titled[] | null | undefined): Titled[] =>
  (list ?? []).filter((entry) => entry && typeof entry._id === 'string').map(({ _id, title, titleHi }) => ({ _id, ...(title ? { title } : {}), ...(titleHi ? { titleHi } : {}) }));

/** The locality shown under a suggestion: the last part of the street ("FC Road, Deccan Gymkhana" → "Deccan Gymkhana"), else the city. */
export function areaOf(address: IndexableBusiness['address']): string | undefined {
  const street = address?.street
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return (street ?? address?.city)?.slice(0, 60) || undefined;
}

/** The card of a listing (spec 3 §2.10 business card, plus what the filters need). */
export function businessCard(business: IndexableBusiness): BusinessCard {
  const media = business.media ?? {};
  const address = business.address ?? {};
  return {
    _id: business.businessId,
    name: business.name,
    slug: business.slug,
    cityName: business.cityName,
    ...(business.logo ? { logo: business.logo, image: business.logo } : {}),
    media: { headerImage: media.headerImage ?? null, gallery: (media.gallery ?? []).slice(0, 4) },
    rating: { count: business.ratingCount ?? 0, average: business.ratingAverage ?? 0 },
    reviews: { count: business.ratingCount ?? 0 },
    address: { street: address.street, suite: address.suite, city: address.city, state: address.state, zipCode: address.zipCode },
    ...(business.establishmentYear ? { establishmentYear: business.establishmentYear } : {}),
    categories: titled(business.categories),
    subCategoryId: titled(business.subCategoryId),
    subsubCategoryId: titled(business.subsubCategoryId),
    paymentTypes: parsePaymentTypes(business.paymentTypes),
    workingHours: normalizeWorkingHours(business.workingHours ?? []),
    // Open now is decided when a list is read, from these: a closure that starts tomorrow needs no re-index.
    ...cardExceptions(business),
    unclaimed: Boolean(business.unclaimed),
    verificationStatus: business.verificationStatus !== false,
    contact: business.contact?.phone ? { phone: business.contact.phone } : {},
    ...rupeePriceRange(business.pricing),
    ...(business.location ? { location: { lat: business.location.lat, lng: business.location.lng } } : {}),
  };
}

/** A listing's special days (without their entry ids) and temporary closure, when it has them. */
function cardExceptions(business: IndexableBusiness): Pick<BusinessCard, 'specialHours' | 'temporaryClosure'> {
  const specialHours = (business.specialHours ?? []).map(({ date, label, closed, slots }) => ({ date, label, closed, slots: closed ? [] : slots }));
  const closure = business.temporaryClosure;
  return {
    ...(specialHours.length ? { specialHours } : {}),
    ...(closure ? { temporaryClosure: { from: closure.from, until: closure.until ?? null, ...(closure.note ? { note: closure.note } : {}) } } : {}),
  };
}

/** The span of a listing's rupee prices (the sidebar's price filter); other currencies are not compared. */
function rupeePriceRange(pricing: unknown): { priceRange?: { min: number; max: number } } {
  const prices = (Array.isArray(pricing) ? (pricing as Array<{ currency?: string; minPrice?: unknown; maxPrice?: unknown }>) : [])
    .filter((range) => range?.currency === 'INR')
    .flatMap((range) => [range.minPrice, range.maxPrice])
    .filter((price): price is number => typeof price === 'number' && Number.isFinite(price));
  return prices.length ? { priceRange: { min: Math.min(...prices), max: Math.max(...prices) } } : {};
}

/** Only active listings are found or listed; a suspended one drops out of every index. */
export function isListed(business: Pick<IndexableBusiness, 'status'>): boolean {
  return business.status === 'active';
}

/** The words of a listing's category titles, once each. */
export function categoryWords(business: IndexableBusiness): string[] {
  const titles = [...titled(business.categories), ...titled(business.subCategoryId), ...titled(business.subsubCategoryId)].map((entry) => entry.title ?? '');
  return [...new Set(titles.flatMap((title) => searchWords(title)))];
}

/** The search document of a listing. */
export function businessSearchDocument(business: IndexableBusiness): SearchDocument {
  const rank = rankKey(business.ratingAverage, business.ratingCount, business.businessId);
  return {
    kind: 'business',
    scope: business.cityName,
    id: business.businessId,
    words: searchWords(business.name),
    order: rank,
    fields: {
      title: business.name,
      slug: business.slug,
      terms: categoryWords(business).join(' '),
      cityName: business.cityName,
      ...(business.logo ? { logo: business.logo } : {}),
      ratingAverage: business.ratingAverage ?? 0,
      ratingCount: business.ratingCount ?? 0,
      ...(titled(business.categories)[0]?.title ? { category: titled(business.categories)[0]!.title } : {}),
      ...(titled(business.categories)[0]?.title && titled(business.categories)[0]?.titleHi ? { categoryHi: titled(business.categories)[0]!.titleHi } : {}),
      ...(areaOf(business.address) ? { area: areaOf(business.address) } : {}),
      rank,
      ...(business.location ? { lat: business.location.lat, lng: business.location.lng } : {}),
    },
  };
}

/** The stored listing record. */
export interface ListingRecord {
  /** `{city}#_all` for the first record (the city-wide list), `{city}#_more#{id}` for the other category records, `{city}#_geo` for the geo record, `{city}#_area#{locality}` for the locality records. */
  partition: string;
  /** The sort key within `partition`: the rank on the city and locality records, the record's number on other category records, `{geohash}#{id}` on the geo record. */
  position: string;
  rank: string;
  main: string;
  sub: string;
  subsub: string;
  businessId: string;
  cityName: string;
  card: BusinessCard;
}

/** The listing records of a listing; none unless it is active. */
export function listingRecords(business: IndexableBusiness): ListingRecord[] {
  if (!isListed(business)) return [];
  const city = business.cityName;
  const rank = rankKey(business.ratingAverage, business.ratingCount, business.businessId);
  const card = businessCard(business);
  const ids = (list: Titled[]) => [...new Set(list.map((entry) => entry._id))];
  const [mains, subs, subsubs] = [ids(card.categories), ids(card.subCategoryId), ids(card.subsubCategoryId)];
  const count = Math.min(MAX_LISTING_RECORDS, Math.max(1, mains.length, subs.length, subsubs.length));
  const filed = (list: string[], index: number) => (list[index] ? listingPartition(city, list[index]) : NO_PARTITION);
  const records: ListingRecord[] = Array.from({ length: count }, (_, index) => ({
    partition: index === 0 ? listingPartition(city, ALL_CATEGORIES) : `${city}#_more#${business.businessId}`,
    position: index === 0 ? rank : String(index),
    rank,
    main: filed(mains, index),
    sub: filed(subs, index),
    subsub: filed(subsubs, index),
    businessId: business.businessId,
    cityName: city,
    card,
  }));
  if (card.location) records.push({ ...uncategorised(records[0]!), partition: listingPartition(city, GEO_LIST), position: `${listingGeohash(card.location)}#${business.businessId}` });
  return [...records, ...localityRecords(records[0]!)];
}

/** A copy of a listing's city record outside the category lists. */
const uncategorised = (cityRecord: ListingRecord): ListingRecord => ({ ...cityRecord, main: NO_PARTITION, sub: NO_PARTITION, subsub: NO_PARTITION });

/** The records filing a listing in its localities' lists, made from its city record (rank ordered, like the city list). */
export function localityRecords(cityRecord: ListingRecord): ListingRecord[] {
  return localitiesOf(areaOf(cityRecord.card.address)).map((locality) => ({
    ...uncategorised(cityRecord),
    partition: listingPartition(cityRecord.cityName, localityList(locality)),
    position: cityRecord.rank,
  }));
}

/** The search records of a listing; none unless it is active. */
export function businessSearchRecords(business: IndexableBusiness): SearchRecord[] {
  return isListed(business) ? searchRecords(businessSearchDocument(business)) : [];
}

/** A category of the business taxonomy as the category entity stores it. */
export interface IndexableCategory {
  categoryId: string;
  parentId: string;
  /** Business categories have three levels; 'leaf' (product categories) is never an option. */
  level: CategoryOption['level'] | 'leaf';
  title: string;
  titleHi?: string;
  slug: string;
  status: string;
  order: number;
  popularRank: number;
}

const LEVEL_ORDER: Record<CategoryOption['level'], number> = { main: 0, sub: 1, subsub: 2 };

/** The search records of a category: found by the words of its title, main categories (popular first) before sub and sub-sub ones. */
export function categorySearchRecords(category: IndexableCategory): SearchRecord[] {
  if (category.status !== 'active' || category.level === 'leaf') return [];
  const popular = category.popularRank > 0 ? `0${String(category.popularRank).padStart(3, '0')}` : `1${String(category.order).padStart(3, '0')}`;
  return searchRecords({
    kind: 'category',
    scope: GLOBAL_SCOPE,
    id: category.categoryId,
    words: searchWords(category.title),
    order: `${LEVEL_ORDER[category.level]}${popular}#${category.categoryId}`,
    fields: {
      title: category.title,
      ...(category.titleHi ? { titleHi: category.titleHi } : {}),
      slug: category.slug,
      terms: '',
      level: category.level,
      ...(category.parentId === 'root' ? {} : { parentId: category.parentId }),
    },
  });
}

/** What to write so that `before` becomes `after`: records to put (new or changed) and keys to delete. */
export function diffRecords<T>(before: readonly T[], after: readonly T[], keyOf: (record: T) => string): { put: T[]; remove: T[] } {
  const old = new Map(before.map((record) => [keyOf(record), JSON.stringify(record)]));
  const next = new Set(after.map(keyOf));
  return {
    put: after.filter((record) => old.get(keyOf(record)) !== JSON.stringify(record)),
    remove: before.filter((record) => !next.has(keyOf(record))),
  };
}

/** An event as the event entity stores it (the attributes its index needs). */
export interface IndexableEvent {
  eventId: string;
  name: string;
  slug: string;
  cityName: string;
  listingType: string;
  startsAt: string;
  endsAt: string;
  banner?: string;
  locationName?: string;
  eventTypeId?: string;
  eventTypeName?: string;
  eventTypeNameHi?: string;
  eventSubCatName?: string;
  cancelledAt?: string;
}

/** Sorts later starts first, so upcoming events come before past ones in a partition. */
const LATEST_FIRST = 9_999_999_999_999;

/** The search records of an event: public events that are not cancelled, filed in their city, the category id as `parentId`. */
export function eventSearchRecords(event: IndexableEvent): SearchRecord[] {
  if (event.listingType !== 'public' || event.cancelledAt) return [];
  const order = `${String(LATEST_FIRST - Date.parse(event.startsAt)).padStart(13, '0')}#${event.eventId}`;
  return searchRecords({
    kind: 'event',
    scope: event.cityName,
    id: event.eventId,
    words: searchWords(event.name),
    order,
    fields: {
      title: event.name,
      slug: event.slug,
      terms: [...new Set([event.eventTypeName, event.eventSubCatName].flatMap((title) => (title ? searchWords(title) : [])))].join(' '),
      cityName: event.cityName,
      ...(event.banner ? { logo: event.banner } : {}),
      ...(event.eventTypeName ? { category: event.eventTypeName } : {}),
      ...(event.eventTypeName && event.eventTypeNameHi ? { categoryHi: event.eventTypeNameHi } : {}),
      ...(event.eventTypeId ? { parentId: event.eventTypeId } : {}),
      ...(event.locationName ? { area: event.locationName.slice(0, 60) } : {}),
      startsAt: event.startsAt,
      endsAt: event.endsAt,
    },
  });
}

/** The key of a search record. */
export const searchRecordKey = (record: Pick<SearchRecord, 'exact' | 'exactSort'>) => `${record.exact}|${record.exactSort}`;
/** The key of a listing record. */
export const listingRecordKey = (record: Pick<ListingRecord, 'partition' | 'position'>) => `${record.partition}|${record.position}`;

/**
 * The listing generator of `npm run seed:scale` (the command is
 * ./scale-command.ts; products are ./scale-products.ts). It fills one city of the running local stack (`npm start`) with that many
 * generated, realistic listings: Indian names across the business
 * taxonomy, real localities and PIN codes of the city, opening hours,
 * payment modes and ratings. It writes each listing's search and listing
 * index records itself, in batches, and the business item (with its slug
 * claim) after them: the stream reactor then finds the index already there
 * and skips the listing (functions/streams/reactors/search-index.ts).
 *
 * Everything is drawn from a PRNG seeded with --seed and the listing's
 * number, and ids are `scale-{city}-{seed}-{number}`: running it again with
 * the same seed overwrites the same items; another seed adds other listings.
 *
 * The generator below is pure; the data layer is imported only when
 * seeding, so callers (bench/search.ts) can point it at their own table first.
 */
import type { BusinessItem } from '../../functions/data/entities/business';
import type { SeedCategory } from '../../functions/data/entities/category';
import type { NewCity } from '../../functions/data/entities/city';
import { weekDays, type PaymentMethod } from '../../shared/business/enums';
import type { WorkingHourSlot } from '../../shared/business/working-hours';
import { businessSearchRecords, listingRecords } from '../../shared/search/index-entries';
import { slugify } from '../../shared/slug';
import { auspicious, brandWords, cityProfiles, firstNames, hoursShapes, listingKinds, paymentProfiles, surnames, type CityProfile, type HoursShapeName } from './data/directory';
import { indianPlaces } from './data/india-places';
import { businessTaxonomyRows, categoryRef } from './data/taxonomy-rows';
import { mulberry32, type Random } from './random';
import { seededLocation } from './locations';
import { sanitizeRichText } from '../../functions/lib/rich-text';

/** The PRNG of one listing: its own stream, so listing n is the same whatever the count. */
export function listingRandom(seed: number, index: number): Random {
  let hash = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  hash = Math.imul(hash ^ (hash >>> 16), 0x7feb352d);
  return mulberry32(hash ^ (hash >>> 15));
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (random: Random, probability: number) => random() < probability;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

interface Titled {
  _id: string;
  title: string;
  titleHi?: string;
}

/** A kind of listing: where it is filed, how it is named, its hours and what it does. */
export interface ScaleKind {
  main: Titled;
  sub: Titled;
  subsubs: Titled[];
  /** Name templates: `{a}` auspicious word, `{s}` surname, `{f}` first name, `{b}` brand word, `{x|y}` one of x and y. */
  names: string[];
  hours: HoursShapeName;
  does: string;
}

const titled = (row: SeedCategory): Titled => categoryRef(row);

/** Opening hours of the generic kinds, by main category; 'shop' otherwise. */
const hoursOfMain: Record<string, HoursShapeName> = {
  restaurant: 'restaurant',
  'food-and-beverages': 'cafe',
  hotels: 'allDay',
  doctors: 'clinic',
  healthcare: 'clinic',
  fitness: 'gym',
  'beauty-and-spa': 'salon',
  'business-and-audit-services': 'office',
  'professional-services': 'office',
  'legal-services': 'office',
  'finance-and-insurance': 'office',
  'education-and-training': 'office',
  'real-estate': 'office',
  'computer-and-it-services': 'office',
  'entertainment-and-leisure': 'lateNight',
};

/**
 * The kinds of listing the seeder draws from: the directory's hand-written
 * kinds (curated names), then one generic kind per sub category of the
 * taxonomy ("Shree Packers & Movers"), so every category gets listings.
 * Categories are looked up by title in the taxonomy rows; a kind whose
 * categories are missing is an error.
 */
export function scaleKinds(rows: readonly SeedCategory[] = businessTaxonomyRows()): { curated: ScaleKind[]; generic: ScaleKind[] } {
  const active = rows.filter((row) => row.status === 'active');
  const mainByTitle = new Map(active.filter((row) => row.level === 'main').map((row) => [row.title, row]));
  const subsOf = (mainId: string) => active.filter((row) => row.level === 'sub' && row.mainIds.includes(mainId));
  const subsubsOf = (subId: string) => active.filter((row) => row.level === 'subsub' && row.subIds.includes(subId));
  const curated = listingKinds.map((kind): ScaleKind => {
    const main = mainByTitle.get(kind.main);
    const sub = main && subsOf(main.categoryId).find((row) => row.title === kind.sub);
    if (!main || !sub) throw new Error(`The taxonomy has no category ${kind.main} / ${kind.sub}`);
    const subsubs = (kind.subsubs ?? []).map((title) => {
      const row = subsubsOf(sub.categoryId).find((entry) => entry.title === title);
      if (!row) throw new Error(`The taxonomy has no category ${kind.main} / ${kind.sub} / ${title}`);
      return titled(row);
    });
    return { main: titled(main), sub: titled(sub), subsubs, names: kind.names, hours: kind.hours, does: kind.does };
  });
  const generic = active
    .filter((row) => row.level === 'sub')
    .map((sub): ScaleKind => {
      const main = active.find((row) => row.categoryId === sub.mainIds[0])!;
      return {
        main: titled(main),
        sub: titled(sub),
        subsubs: subsubsOf(sub.categoryId).map(titled),
        names: ['{a} {T}', '{b} {T}', '{s} {T}', "{f}'s {T}", '{a} {b} {T}', 'New {a} {T}'],
        hours: hoursOfMain[main.categoryId] ?? 'shop',
        does: `is a ${sub.title.toLowerCase()} business serving the neighbourhood`,
      };
    });
  return { curated, generic };
}

/** A name from a template; `{T}` is the category title of a generic kind. */
export function expandName(template: string, random: Random, categoryTitle = ''): string {
  return template
    .replace(/\{([^}]*)\}/g, (_, part: string) => {
      if (part === 'a') return pick(random, auspicious);
      if (part === 's') return pick(random, surnames);
      if (part === 'f') return pick(random, firstNames);
      if (part === 'b') return pick(random, brandWords);
      if (part === 'T') return categoryTitle;
      return pick(random, part.split('|'));
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Localities of cities the directory does not describe. */
const genericLocalities: CityProfile['localities'] = [
  ['Station Road', '', ['Station Road']],
  ['MG Road', '', ['MG Road']],
  ['Civil Lines', '', ['Civil Lines Main Road']],
  ['Gandhi Nagar', '', ['Gandhi Chowk']],
  ['Shivaji Nagar', '', ['Shivaji Road']],
  ['Market Yard', '', ['Market Road']],
  ['Old City', '', ['Main Bazaar']],
  ['Nehru Colony', '', ['Nehru Road']],
];

/** A city to fill: its catalogue row and its localities. */
export interface ScaleCity {
  city: NewCity;
  localities: CityProfile['localities'];
  std: string;
}

/** Finds a city of the catalogue by its slug ("new-delhi") or its name ("New Delhi"). */
export function scaleCity(text: string, cities: readonly NewCity[] = indianPlaces().cities): ScaleCity {
  const wanted = slugify(text);
  const city = cities.find((entry) => entry.slug === wanted) ?? cities.find((entry) => slugify(entry.name) === wanted);
  if (!city) throw new Error(`There is no city '${text}' in the catalogue: use a slug like mumbai or new-delhi`);
  const profile = cityProfiles.find((entry) => entry.slug === city.slug);
  return { city, localities: profile?.localities ?? genericLocalities, std: profile?.std ?? '0' };
}

/** A generated listing: every attribute of the business item, and what the index records are built from. */
export type ScaleBusiness = Omit<BusinessItem, 'updatedAt'> & { updatedAt: string };

/** What generating listings needs: the city, the kinds and the seed. */
export interface ScaleContext {
  city: ScaleCity;
  kinds: ReturnType<typeof scaleKinds>;
  seed: number;
}

/** The owner id of generated listings: unclaimed, nobody's. */
export const SCALE_OWNER = 'scale-seed';
/** Share of listings named from the directory's curated kinds; the rest are spread over every sub category. */
const CURATED_SHARE = 0.7;
const GENERATED_AT = Date.parse('2024-01-01T00:00:00.000Z');

const hex = (random: Random, length: number) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');

function workingHoursOf(shape: HoursShapeName, random: Random): WorkingHourSlot[] {
  const slots = hoursShapes[shape].flatMap(([days, open, close]) => days.map((day) => ({ _id: hex(random, 16), day: weekDays[day]!, open, close, closed: false })));
  const closedDays = weekDays.filter((day) => !slots.some((slot) => slot.day === day));
  return [...slots, ...closedDays.map((day) => ({ _id: hex(random, 16), day, open: '', close: '', closed: true }))];
}

/** Many listings have no reviews; the others from one to several hundred (log-uniform), averaging about 4. */
function ratingOf(random: Random): { ratingAverage: number; ratingCount: number } {
  if (chance(random, 0.35)) return { ratingAverage: 0, ratingCount: 0 };
  const ratingCount = Math.max(1, Math.floor(Math.exp(random() * Math.log(900))));
  const bell = (random() + random() + random()) / 3;
  const ratingAverage = Math.round(Math.min(5, Math.max(1, 2.6 + bell * 2.8)) * 10) / 10;
  return { ratingAverage, ratingCount };
}

/** The id of listing number `index` (0-based) of a city and seed. */
export const scaleBusinessId = (citySlug: string, seed: number, index: number) => `scale-${citySlug}-${seed}-${String(index + 1).padStart(7, '0')}`;

/**
 * Listing number `index`: the same listing for the same seed, city and
 * index. Its slug is the plain name's; `scaleBusinesses` makes it unique.
 */
export function scaleBusiness(index: number, context: ScaleContext): ScaleBusiness {
  const random = listingRandom(context.seed, index);
  const curated = chance(random, CURATED_SHARE);
  const kind = pick(random, curated ? context.kinds.curated : context.kinds.generic);
  const subsub = kind.subsubs.length && chance(random, curated ? 0.8 : 0.5) ? pick(random, kind.subsubs) : undefined;
  const [locality, zipCode, roads] = pick(random, context.city.localities);
  let name = expandName(pick(random, kind.names), random, subsub && chance(random, 0.5) ? subsub.title : kind.sub.title);
  if (chance(random, 0.12)) name = `${name} (${locality})`;
  const cityName = context.city.city.slug;
  const createdAt = new Date(GENERATED_AT + index * 60_000).toISOString();
  const email = chance(random, 0.4) ? `${slugify(name).replace(/-/g, '').slice(0, 20) || 'hello'}@example.in` : undefined;
  const businessId = scaleBusinessId(cityName, context.seed, index);
  const location = seededLocation(zipCode, businessId);
  return {
    businessId,
    ...(location ? { location } : {}),
    name,
    slug: slugify(name) || 'business',
    cityName,
    ownerId: SCALE_OWNER,
    status: 'active',
    verificationStatus: chance(random, 0.6),
    unclaimed: chance(random, 0.85),
    description: sanitizeRichText(`<p>${name} in ${locality} ${kind.does}.</p>`),
    establishmentYear: between(random, 1965, 2024),
    employeeCount: pick(random, ['1-10', '1-10', '11-50', '11-50', '51-100'] as const),
    ...(chance(random, 0.5) ? { logo: `/seed/logo-${between(random, 1, 6)}.svg` } : {}),
    media: { headerImage: null, gallery: [] },
    contact: {
      phone: `9${between(random, 100_000_000, 999_999_999)}`,
      ...(email ? { email } : {}),
      alternateEmails: [],
      alternatePhones: chance(random, 0.3) ? [`${context.city.std}${between(random, 2_000_0000, 2_999_9999)}`] : [],
    },
    address: {
      street: `${pick(random, roads)}, ${locality}`,
      ...(chance(random, 0.5) ? { suite: `Shop ${between(random, 1, 40)}` } : {}),
      city: context.city.city.name,
      state: context.city.city.stateName,
      ...(zipCode ? { zipCode } : {}),
      country: 'India',
    },
    workingHours: workingHoursOf(kind.hours, random),
    categories: [kind.main],
    subCategoryId: [kind.sub],
    subsubCategoryId: subsub ? [subsub] : [],
    paymentTypes: [...pick(random, paymentProfiles)] as PaymentMethod[],
    views: 0,
    followersCount: 0,
    ...ratingOf(random),
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Listings `from` to `to` (exclusive) in order, slugs unique among them:
 * the first of a name keeps its plain slug, later ones get `-2`, `-3`…
 * `slugCounts` carries the names seen so far across calls.
 */
export function scaleBusinesses(from: number, to: number, context: ScaleContext, slugCounts = new Map<string, number>()): ScaleBusiness[] {
  const businesses: ScaleBusiness[] = [];
  for (let index = from; index < to; index++) {
    const business = scaleBusiness(index, context);
    const seen = slugCounts.get(business.slug) ?? 0;
    slugCounts.set(business.slug, seen + 1);
    businesses.push(seen ? { ...business, slug: `${business.slug}-${seen + 1}` } : business);
  }
  return businesses;
}

export interface ScaleProgress {
  businesses: number;
  total: number;
  items: number;
  seconds: number;
}

export interface ScaleOptions {
  /** A city slug or name of the catalogue. */
  city: string;
  businesses: number;
  seed: number;
  /** Listings generated and written per round (their index first, then the listings). */
  chunkSize?: number;
  /** BatchWriteItem calls in flight. */
  concurrency?: number;
  onProgress?: (progress: ScaleProgress) => void;
}

export interface ScaleResult extends ScaleProgress {
  citySlug: string;
  /** The listings' names, in order (the benchmark draws its queries from them). */
  names: string[];
}

/**
 * Seeds the listings into the table the data layer points at (TABLE_NAME,
 * DYNAMODB_ENDPOINT): per chunk, the search and listing index records
 * first, then the business items with their slug claims. The city is added
 * to the catalogue when it is missing. A slug already claimed by another
 * listing of the city gets the listing's number appended.
 */
export async function seedScale(options: ScaleOptions): Promise<ScaleResult> {
  const [{ batchWriteAll }, { BusinessEntity }, { getCityBySlug, putCities }, { UniqueClaimEntity }, { searchRecordBatches }, { listingRecordBatches }] = await Promise.all([
    import('../../functions/data/batch-write'),
    import('../../functions/data/entities/business'),
    import('../../functions/data/entities/city'),
    import('../../functions/data/entities/unique-claim'),
    import('../../functions/data/entities/search-index'),
    import('../../functions/data/entities/listing-index'),
  ]);
  const city = scaleCity(options.city);
  if (!(await getCityBySlug(city.city.slug))) await putCities([city.city]);
  // The stream reactor skips listings whose index the seeder wrote, so the seeder names the city for the sitemap.
  await (await import('../../functions/data/entities/listed-city')).markCitiesListed([city.city.slug]);
  const context: ScaleContext = { city, kinds: scaleKinds(), seed: options.seed };
  const chunkSize = options.chunkSize ?? 1000;
  const concurrency = options.concurrency ?? 16;
  const slugCounts = new Map<string, number>();
  const names: string[] = [];
  const started = performance.now();
  let items = 0;

  /** Slugs of this chunk claimed by other listings (added through the app): taken, so the listing's number is appended. */
  async function freeSlugs(businesses: ScaleBusiness[]) {
    const claimKey = (business: ScaleBusiness) => ({ scope: 'businessSlug' as const, value: `${business.cityName}#${business.slug}` });
    const owners = new Map<string, string>();
    let pending = businesses.map(claimKey);
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt >= 8) throw new Error('BatchGetItem kept leaving slug claims unprocessed');
      const { data, unprocessed } = await UniqueClaimEntity.get(pending).go({ concurrency: 4 });
      for (const claim of data) owners.set(claim.value, claim.ownerId);
      pending = unprocessed.map(({ scope, value }) => ({ scope, value })) as typeof pending;
    }
    return businesses.map((business) => {
      const owner = owners.get(claimKey(business).value);
      return owner && owner !== business.businessId ? { ...business, slug: `${business.slug}-s${business.businessId.slice(-7)}` } : business;
    });
  }

  for (let from = 0; from < options.businesses; from += chunkSize) {
    const to = Math.min(options.businesses, from + chunkSize);
    const businesses = await freeSlugs(scaleBusinesses(from, to, context, slugCounts));
    // The index first: when the business item's INSERT reaches the stream reactor, its listing record is there and it is skipped.
    items += await batchWriteAll(
      [...searchRecordBatches(businesses.flatMap((business) => businessSearchRecords(business))), ...listingRecordBatches(businesses.flatMap((business) => listingRecords(business)))],
      concurrency,
    );
    items += await batchWriteAll(
      [
        BusinessEntity.put(businesses).params(),
        UniqueClaimEntity.put(businesses.map((business) => ({ scope: 'businessSlug' as const, value: `${business.cityName}#${business.slug}`, ownerId: business.businessId }))).params(),
      ],
      concurrency,
    );
    for (const business of businesses) names.push(business.name);
    options.onProgress?.({ businesses: to, total: options.businesses, items, seconds: (performance.now() - started) / 1000 });
  }
  return { citySlug: city.city.slug, businesses: options.businesses, total: options.businesses, items, seconds: (performance.now() - started) / 1000, names };
}

/** A count as Indians write it (1,00,000). */
export const count = (value: number) => value.toLocaleString('en-IN');

/** A progress line: listings, items and the write rate so far. */
export function progressLine(progress: ScaleProgress): string {
  const rate = progress.seconds > 0 ? Math.round(progress.items / progress.seconds) : 0;
  return `${count(progress.businesses)} / ${count(progress.total)} businesses · ${count(progress.items)} items · ${count(rate)} items/s · ${progress.seconds.toFixed(1)} s`;
}

/**
 * The generated directory: a few hundred realistic listings for the popular
 * cities, built from the raw material in ./data/directory.ts. Pure and
 * deterministic: the same seed gives the same listings, ids included, and
 * nothing here touches the table (scripts/seed/index.ts writes them).
 *
 * Each city gets one listing in every home-grid category, then more drawn
 * from all listing kinds (restaurants and daily needs more often). A listing
 * has an Indian name for its kind, unique in its city; an address on a real
 * road of a real locality with its PIN; a mobile number, sometimes an email
 * and website on a `.example.in` domain and a landline with the city's STD
 * code; opening hours from its kind's shape; payment types, a year, a staff
 * band, a short description and the seeded images. About a third are
 * unclaimed, with fewer details. Ratings and reviews are left empty.
 */
import type { SeedCategory } from '../../functions/data/entities/category';
import { weekDays, type EmployeeBand } from '../../shared/business/enums';
import { paymentMethodSchema } from '../../shared/schemas/business-fields';
import { parseTime, toTime24, type WorkingHourSlot } from '../../shared/business/working-hours';
import { popularCitySlugs } from '../../shared/places';
import { AddBusinessSchema, type AddBusinessInput } from '../../shared/schemas/business';
import { slugify } from '../../shared/slug';
import { popularCategoryTitles } from './data/business-taxonomy';
import { mulberry32 } from './random';
import { seededLocation } from './locations';
import type { BusinessLocation } from '../../shared/geo/location';
import {
  auspicious,
  brandWords,
  cityProfiles,
  firstNames,
  hoursNotes,
  hoursShapes,
  listingKinds,
  paymentProfiles,
  surnames,
  type CityProfile,
  type HoursShape,
  type ListingKind,
} from './data/directory';
import { businessTaxonomyRows, categoryRef } from './data/taxonomy-rows';

/** The seed `npm start` uses; change it and every generated listing changes. */
export const DIRECTORY_SEED = 2026;
/** Listings per popular city. */
export const LISTINGS_PER_CITY = 25;

/**
 * The hand-written demo listings (demo-businesses.ts). No generated listing
 * starts with the first two words of one of these, in any city, so searching
 * for them finds them alone.
 */
export const handWrittenNames = ['Shree Sagar Veg Restaurant', 'Midnight Chai Corner', 'Green Fitness Studio'] as const;

/** The existing seeded logos (web/public/seed/logo-N.svg) by the two letters drawn on them. */
const logosByInitials: Record<string, string> = {
  SS: '/seed/logo-1.svg',
  MC: '/seed/logo-2.svg',
  GF: '/seed/logo-3.svg',
  PB: '/seed/logo-4.svg',
  TK: '/seed/logo-5.svg',
  LS: '/seed/logo-6.svg',
};
const covers = ['/seed/cover-1.svg', '/seed/photo-1.svg', '/seed/photo-3.svg', '/seed/photo-5.svg', '/seed/photo-7.svg'];
const PHOTO_COUNT = 8;

/** How often a kind is drawn after the home-grid round, by its main category (1 when not listed). */
const mainWeights: Record<string, number> = { Restaurant: 3, 'Daily Needs': 2, Doctors: 2, 'Beauty & Spa': 2, Healthcare: 1.5, 'Home Services': 1.5 };

/** A generated listing: what createBusiness takes, with a fixed id. */
export type DirectoryListing = Omit<AddBusinessInput, 'location'> & {
  /** Inside its locality (scripts/seed/locations.ts). */
  location?: BusinessLocation;
  /**
   * `seed-{city}-{hash of the slug}`: the same on every run, and it sorts
   * after random UUIDs, so among equally rated listings the hand-written and
   * user-added ones list first.
   */
  businessId: string;
  unclaimed: boolean;
};

export interface DirectoryOptions {
  seed?: number;
  perCity?: number;
  /** The business taxonomy rows to file listings under (the seeded ones by default). */
  taxonomy?: readonly SeedCategory[];
}

type Titled = { _id: string; title: string; titleHi?: string };
interface ResolvedKind {
  kind: ListingKind;
  main: Titled;
  sub: Titled;
  subsubs: Titled[];
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return value;
}

class Dice {
  constructor(private readonly random: () => number) {}
  /** A number in [0, 1). */
  fraction(): number {
    return this.random();
  }
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.random() < probability;
  }
  pick<T>(list: readonly T[]): T {
    if (!list.length) throw new Error('Nothing to pick from');
    return list[Math.floor(this.random() * list.length)]!;
  }
  weighted<T>(list: readonly T[], weight: (item: T) => number): T {
    let left = this.random() * list.reduce((sum, item) => sum + weight(item), 0);
    for (const item of list) if ((left -= weight(item)) < 0) return item;
    return list[list.length - 1]!;
  }
  shuffle<T>(list: readonly T[]): T[] {
    const copy = [...list];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(this.random() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }
  digits(count: number): string {
    return Array.from({ length: count }, () => String(this.int(0, 9))).join('');
  }
}

/**
 * Files every listing kind under the taxonomy: its main by title, the sub by
 * title among that main's children, the sub-subs among the sub's. Throws on
 * a title the taxonomy does not have, so a renamed category cannot quietly
 * leave listings uncategorised, and on a category whose id is too long for
 * a listing's category references.
 */
export function resolveListingKinds(taxonomy: readonly SeedCategory[], kinds: readonly ListingKind[] = listingKinds): ResolvedKind[] {
  const find = (title: string, level: SeedCategory['level'], parentId: string, what: string) => {
    const row = taxonomy.find((candidate) => candidate.level === level && candidate.parentId === parentId && candidate.title === title);
    if (!row) throw new Error(`The directory listing kind ${what} names the ${level} category "${title}", which the business taxonomy does not have`);
    const reference = categoryRef(row);
    if (!AddBusinessSchema.shape.subsubCategoryId.safeParse([reference]).success) {
      throw new Error(`The directory listing kind ${what} names the ${level} category "${title}", whose id ${row.categoryId} a listing cannot store (shared/schemas/business.ts)`);
    }
    return reference;
  };
  return kinds.map((kind) => {
    const what = `"${kind.main} › ${kind.sub}"`;
    const main = find(kind.main, 'main', 'root', what);
    const sub = find(kind.sub, 'sub', main._id, what);
    return { kind, main, sub, subsubs: (kind.subsubs ?? []).map((title) => find(title, 'subsub', sub._id, what)) };
  });
}

/**
 * A week of opening hours from a shape, in the stored form (Monday to
 * Sunday, a closed marker on days without slots). The editor's rules hold:
 * a slot that runs past midnight is split into one until 00:00 (the end of
 * its day) and one from 00:00 on the next day.
 */
export function weeklyHours(shape: HoursShape): WorkingHourSlot[] {
  const slots: Array<{ day: number; start: number; end: number }> = [];
  for (const [days, open, close] of shape) {
    const start = parseTime(open);
    const end = parseTime(close);
    if (start === null || end === null) throw new Error(`Bad hours ${open}-${close}`);
    for (const day of days) {
      if (end === 0 || end > start) slots.push({ day, start, end: end === 0 ? 24 * 60 : end });
      else slots.push({ day, start, end: 24 * 60 }, { day: (day + 1) % 7, start: 0, end });
    }
  }
  return weekDays.flatMap<WorkingHourSlot>((day, index) => {
    const open = slots.filter((slot) => slot.day === index).sort((a, b) => a.start - b.start);
    if (!open.length) return [{ day, open: '', close: '', closed: true }];
    return open.map((slot) => ({ day, open: toTime24(slot.start), close: toTime24(slot.end), closed: false }));
  });
}

/** The two letters a logo shows: the first letters of the name's first two words. */
export function logoInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const firstTwoWords = (name: string) => slugify(name).split('-').slice(0, 2).join('-');
const reservedStarts = new Set(handWrittenNames.map(firstTwoWords));

/** Expands a name template: {a} auspicious word, {s} surname, {f} first name, {b} brand word, {x|y} one of those; a part never repeats in a name. */
function expandName(template: string, dice: Dice): string {
  const used = new Set<string>();
  const fresh = (list: readonly string[]) => {
    const left = list.filter((word) => !used.has(word));
    const word = dice.pick(left.length ? left : list);
    used.add(word);
    return word;
  };
  const parts: Record<string, readonly string[]> = { a: auspicious, s: surnames, f: firstNames, b: brandWords };
  return template.replace(/\{([^}]+)\}/g, (_, token: string) => fresh(parts[token] ?? token.split('|')));
}

/** The plausible web domain of a name: its first words, run together, under .example.in. */
function domainOf(name: string): string {
  const words = slugify(name)
    .split('-')
    .filter((word) => !['and', 'co', 'dr', 'the', 's'].includes(word));
  let label = '';
  for (const word of words) if (!label || label.length + word.length <= 20) label += word;
  return label;
}

const emailNames = ['info', 'hello', 'contact', 'enquiry', 'care', 'office'];
const suiteShapes: Array<(dice: Dice) => string> = [
  (dice) => `Shop ${dice.int(1, 40)}, ${dice.pick(brandWords)} Complex`,
  (dice) => `${dice.pick(['1st', '2nd', '3rd'])} Floor, ${dice.pick(surnames)} House`,
  (dice) => `Office ${dice.int(1, 9)}0${dice.int(1, 9)}, ${dice.pick(brandWords)} Plaza`,
  (dice) => `Ground Floor, ${dice.pick(brandWords)} Arcade`,
  (dice) => `Unit ${dice.int(2, 60)}, ${dice.pick(auspicious)} Towers`,
];

/** A ten-digit Indian mobile number (6, 7, 8 or 9 first). */
function mobileNumber(dice: Dice): string {
  return dice.pick(['9', '9', '9', '8', '8', '7', '7', '6']) + dice.digits(9);
}

/** A landline as dialled within India: the STD code and the local number, eleven digits in all. */
function landlineNumber(city: CityProfile, dice: Dice): string {
  return city.std + dice.pick(['2', '2', '4', '6']) + dice.digits(10 - city.std.length);
}

function cityListings(
  city: CityProfile,
  kinds: readonly ResolvedKind[],
  options: Required<Omit<DirectoryOptions, 'taxonomy'>>,
  taken: { phones: Set<string>; domains: Set<string> },
): DirectoryListing[] {
  const dice = new Dice(mulberry32(hash(`${options.seed}:${city.slug}`)));
  const home = popularCategoryTitles.map((title) => {
    const ofMain = kinds.filter((entry) => entry.kind.main === title);
    if (!ofMain.length) throw new Error(`No directory listing kind is filed under the home-grid category "${title}"`);
    return dice.pick(ofMain);
  });
  const chosen = [...home];
  while (chosen.length < options.perCity) chosen.push(dice.weighted(kinds, (entry) => mainWeights[entry.kind.main] ?? 1));

  const names = new Set<string>();
  const listings: DirectoryListing[] = [];
  for (const entry of dice.shuffle(chosen).slice(0, options.perCity)) {
    let name = '';
    for (let attempt = 0; attempt < 40 && !name; attempt++) {
      const candidate = expandName(dice.pick(entry.kind.names), dice);
      const slug = slugify(candidate);
      if (!names.has(slug) && !reservedStarts.has(firstTwoWords(candidate))) name = candidate;
    }
    if (!name) throw new Error(`Ran out of names for ${entry.kind.sub} in ${city.name}`);
    names.add(slugify(name));
    listings.push(listing(city, entry, name, dice, taken));
  }
  return listings;
}

function listing(city: CityProfile, entry: ResolvedKind, name: string, dice: Dice, taken: { phones: Set<string>; domains: Set<string> }): DirectoryListing {
  const { kind } = entry;
  const slug = slugify(name);
  const unclaimed = dice.chance(0.3);
  const [area, zipCode, roads] = dice.pick(city.localities);
  const road = dice.pick(roads);
  // Between 1966 and 2024, younger businesses more often.
  const year = 2024 - Math.floor(dice.fraction() ** 2 * 59);
  const staff: EmployeeBand = dice.pick(kind.staff ?? ['1-10', '1-10', '1-10', '11-50']);

  let phone = mobileNumber(dice);
  while (taken.phones.has(phone)) phone = mobileNumber(dice);
  taken.phones.add(phone);
  const contact: NonNullable<AddBusinessInput['contact']> = { phone };
  let website: string | undefined;
  if (!unclaimed && dice.chance(0.7)) {
    const base = domainOf(name);
    let domain = base;
    for (let suffix = 2; taken.domains.has(domain); suffix++) domain = `${base}${city.slug.replace(/-/g, '')}${suffix > 2 ? suffix : ''}`;
    taken.domains.add(domain);
    contact.email = `${dice.pick(emailNames)}@${domain}.example.in`;
    if (dice.chance(0.5)) website = `https://${domain}.example.in`;
  }
  if (dice.chance(unclaimed ? 0.3 : 0.6)) contact.alternatePhones = [landlineNumber(city, dice)];

  const photoFrom = dice.int(0, PHOTO_COUNT - 1);
  const galleryCount = unclaimed ? dice.int(0, 2) : dice.int(2, 6);
  const gallery = Array.from({ length: galleryCount }, (_, index) => `/seed/photo-${((photoFrom + index) % PHOTO_COUNT) + 1}.svg`);
  const headerImage = !unclaimed && dice.chance(0.6) ? dice.pick(covers) : undefined;
  const logo = unclaimed ? undefined : logosByInitials[logoInitials(name)];

  const subsubs = dice.shuffle(entry.subsubs).slice(0, entry.subsubs.length ? dice.int(1, Math.min(2, entry.subsubs.length)) : 0);
  const paymentTypes = dice.pick(paymentProfiles).map((type) => paymentMethodSchema.parse(type));
  const opening = `${name} in ${area} ${kind.does}.`;

  const businessId = `seed-${city.slug}-${hash(slug).toString(16).padStart(8, '0')}`;
  const location = seededLocation(zipCode, businessId);
  return {
    businessId,
    unclaimed,
    name,
    cityName: city.slug,
    description: `<p>${escapeHtml(opening)}</p><p>${escapeHtml(`${hoursNotes[kind.hours]} Serving ${area} and the rest of ${city.name} since ${year}.`)}</p>`,
    establishmentYear: year,
    employeeCount: staff,
    ...(website ? { website } : {}),
    ...(logo ? { logo } : {}),
    media: { ...(headerImage ? { headerImage } : {}), gallery },
    contact,
    address: {
      street: road === area ? road : `${road}, ${area}`,
      ...(!unclaimed && dice.chance(0.6) ? { suite: dice.pick(suiteShapes)(dice) } : {}),
      city: city.name,
      state: city.state,
      zipCode,
      country: 'India',
    },
    workingHours: weeklyHours(hoursShapes[kind.hours]),
    categories: [entry.main],
    subCategoryId: [entry.sub],
    ...(subsubs.length ? { subsubCategoryId: subsubs } : {}),
    paymentTypes,
    seoTitle: `${name}, ${area}, ${city.name}`.slice(0, 120),
    seoDescription: opening.slice(0, 320),
    ...(location ? { location } : {}),
  };
}

/** The generated listings of every popular city, in the popular-city order. */
export function directoryListings(options: DirectoryOptions = {}): DirectoryListing[] {
  const settings = { seed: options.seed ?? DIRECTORY_SEED, perCity: options.perCity ?? LISTINGS_PER_CITY };
  const kinds = resolveListingKinds(options.taxonomy ?? businessTaxonomyRows());
  const taken = { phones: new Set<string>(), domains: new Set<string>() };
  return popularCitySlugs.flatMap((slug) => {
    const city = cityProfiles.find((profile) => profile.slug === slug);
    if (!city) throw new Error(`The popular city ${slug} has no directory profile`);
    return cityListings(city, kinds, settings, taken);
  });
}

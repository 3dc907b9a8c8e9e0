/**
 * Formatting and small input rules for business listings: years in
 * business, Indian phone numbers, rupee amounts, the establishment-year list,
 * the description's plain-text length, price ranges, SEO length advice, star
 * ratings and city path segments (spec 1, §2, §3, §5 and §9).
 */
import { defaultFormCurrency, type Currency } from './enums';
import { indiaClock } from '../time/india';

/** Minimum plain-text length of a business description (spec §9). */
export const DESCRIPTION_MIN_CHARS = 50;
/** The registration form's message for a short description (spec §5). */
export const DESCRIPTION_TOO_SHORT_MESSAGE = 'Description must be at least 50 characters';
/** Characters a phone input accepts: ten digits and two hyphens (spec §5). */
export const PHONE_INPUT_MAX_LENGTH = 11;
/** Country code phone numbers default to (spec §5). */
export const INDIA_DIALING_CODE = '+91';
/** How many years the establishment-year list covers (spec §9). */
export const ESTABLISHMENT_YEAR_SPAN = 100;

function yearInIndia(now: Date): number {
  return indiaClock(now).year;
}

/**
 * Years in business: the current year (in India) minus the establishment
 * year, or null when that is not above 0 or the year is missing, not a
 * whole number or not a year at all (0 or less), since the profile shows it
 * only when above 0.
 */
export function yearsInBusiness(establishmentYear: number | string | null | undefined, now: Date): number | null {
  const text = typeof establishmentYear === 'string' ? establishmentYear.trim() : '';
  const year = typeof establishmentYear === 'number' ? establishmentYear : text ? Number(text) : Number.NaN;
  if (!Number.isInteger(year) || year <= 0) return null;
  const years = yearInIndia(now) - year;
  return years > 0 ? years : null;
}

/** The establishment-year choices: this year (in India) and the 99 before it, newest first. */
export function establishmentYearOptions(now: Date): number[] {
  const current = yearInIndia(now);
  return Array.from({ length: ESTABLISHMENT_YEAR_SPAN }, (_, index) => current - index);
}

/**
 * The ten national digits of an Indian phone number, accepting a leading
 * +91/91 or trunk 0 and any separators; null when it is not ten digits.
 */
export function indianPhoneDigits(phone: string | null | undefined): string | null {
  const digits = nationalDigits(phone ?? '');
  return digits.length === 10 ? digits : null;
}

/**
 * An Indian phone number in international format, grouped 5-5 as India
 * writes it: "+91 98765 43210". Text that is not a ten-digit Indian number is
 * returned trimmed but otherwise as it is.
 *
 * @example formatIndianPhone('09876543210') // '+91 98765 43210'
 */
export function formatIndianPhone(phone: string | null | undefined): string {
  const digits = indianPhoneDigits(phone);
  return digits ? `${INDIA_DIALING_CODE} ${groupPhone(digits)}` : (phone ?? '').trim();
}

/** The `tel:` link of a phone number: +91 and the ten digits for an Indian number. */
export function phoneHref(phone: string): string {
  const digits = indianPhoneDigits(phone);
  return `tel:${digits ? `${INDIA_DIALING_CODE}${digits}` : phone.replace(/[^\d+]/g, '')}`;
}

/**
 * What a phone input shows after a keystroke or paste: at most ten national
 * digits grouped 5-5, so never more than 11 characters. The +91 is shown
 * beside the input, so a pasted +91/91 or trunk 0 is dropped.
 *
 * @example phoneInputMask('987654') // '98765 4'
 */
export function phoneInputMask(value: string): string {
  return groupPhone(nationalDigits(value).slice(0, 10));
}

/**
 * Why a phone input did not keep everything typed or pasted into it, so it
 * can say so rather than silently cut: letters and symbols other than the
 * usual separators, or digits beyond ten. Null when nothing was lost.
 */
export function phoneInputNotice(value: string): string | null {
  const dropped = [...new Set(value.replace(/[\d\s+\-().]/g, ''))].join('');
  if (dropped) return `Only digits are kept, so we removed “${dropped}”`;
  if (nationalDigits(value).length > 10) return 'An Indian phone number has 10 digits, so we kept the first 10';
  return null;
}

/**
 * A list of alternate phones with `value` added, unless it is blank or the
 * same number (compared by digits) is already there.
 */
export function addAlternatePhone(list: readonly string[], value: string): string[] {
  const entry = value.trim();
  const key = nationalDigits(entry);
  if (!key || list.some((existing) => nationalDigits(existing) === key)) return [...list];
  return [...list, entry];
}

/**
 * A list of alternate emails with `value` added, unless it is blank or already
 * there (compared without case).
 */
export function addAlternateEmail(list: readonly string[], value: string): string[] {
  const entry = value.trim();
  const key = entry.toLowerCase();
  if (!key || list.some((existing) => existing.trim().toLowerCase() === key)) return [...list];
  return [...list, entry];
}

function nationalDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length > 10 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

function groupPhone(digits: string): string {
  return [digits.slice(0, 5), digits.slice(5, 10)].filter(Boolean).join(' ');
}

/**
 * An amount in rupees with Indian digit grouping: "₹1,00,000". Whole amounts
 * have no decimals, others two; negatives lead with "-".
 *
 * @example formatRupees(12345678.5) // '₹1,23,45,678.50'
 */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return '₹0';
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const whole = Number.isInteger(absolute);
  const [integer = '0', fraction] = (whole ? absolute.toFixed(0) : absolute.toFixed(2)).split('.');
  const lastThree = integer.slice(-3);
  const rest = integer.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  return `${sign}₹${grouped}${fraction ? `.${fraction}` : ''}`;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

const BLOCK_BOUNDARY = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|section|article|hr)\b[^>]*>/gi;

/**
 * The plain text of an HTML fragment without a DOM, so the Lambdas and the
 * browser agree: script and style bodies and comments removed, block tags
 * and line breaks read as spaces, other tags dropped, entities decoded, and
 * runs of white space collapsed.
 */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(BLOCK_BOUNDARY, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => decodeEntity(entity, body))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Characters of plain text in an HTML fragment, counting each code point once. */
export function plainTextLength(html: string | null | undefined): number {
  return [...plainText(html)].length;
}

/** The spec's message when a description has under 50 plain-text characters, else null. */
export function descriptionProblem(html: string | null | undefined): string | null {
  return plainTextLength(html) < DESCRIPTION_MIN_CHARS ? DESCRIPTION_TOO_SHORT_MESSAGE : null;
}

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/** One price range or package of a business. */
export interface PriceRange {
  _id?: string;
  /** How many units the price is for; a whole number. */
  units: number | null;
  /** A price unit (see `priceUnits`), or free text on older records. */
  unit?: string;
  /** The owner's unit text when `unit` is 'custom'. */
  customUnit?: string;
  minPrice: number | null;
  maxPrice: number | null;
  currency: Currency;
  title: string;
}

/** A new price range: 1 unit, no prices yet, titled 'Per Item' (spec §3), in rupees. */
export function defaultPriceRange(currency: Currency = defaultFormCurrency): PriceRange {
  return { units: 1, minPrice: null, maxPrice: null, title: 'Per Item', currency };
}

/**
 * The units field's value: a whole number, or null when the text is empty,
 * not a number or negative; a decimal keeps its whole part.
 */
export function parseUnitsInput(text: string): number | null {
  const value = text.trim();
  if (!/^\d+(?:\.\d*)?$/.test(value)) return null;
  return Number.parseInt(value, 10);
}

/**
 * A min or max price field's value: a decimal, or null when the text is
 * empty, not a number or negative. Grouping commas ("1,00,000") are ignored.
 */
export function parsePriceInput(text: string): number | null {
  const value = text.trim().replace(/,/g, '');
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(value)) return null;
  return Number(value);
}

/** A price range may be removed only while more than one exists (spec §5). */
export function canRemovePriceRange(ranges: readonly unknown[]): boolean {
  return ranges.length > 1;
}

/** How an SEO text's length compares with the advised range. */
export type SeoLengthAdvice = 'short' | 'good' | 'long';

/** Advised lengths, inclusive (spec §5). */
export const SEO_TITLE_LENGTH = { min: 50, max: 60 } as const;
/** Advised lengths, inclusive (spec §5). */
export const SEO_DESCRIPTION_LENGTH = { min: 150, max: 160 } as const;

function lengthAdvice(text: string | null | undefined, range: { min: number; max: number }): SeoLengthAdvice {
  const length = [...(text ?? '').trim()].length;
  if (length < range.min) return 'short';
  return length > range.max ? 'long' : 'good';
}

/** Advice on an SEO title's length: 50 to 60 characters is good. */
export function seoTitleAdvice(title: string | null | undefined): SeoLengthAdvice {
  return lengthAdvice(title, SEO_TITLE_LENGTH);
}

/** Advice on an SEO description's length: 150 to 160 characters is good. */
export function seoDescriptionAdvice(description: string | null | undefined): SeoLengthAdvice {
  return lengthAdvice(description, SEO_DESCRIPTION_LENGTH);
}

/**
 * A text cut to at most `max` characters (code points) at the last word that fits, with an ellipsis; shorter text
 * as it is. A first word longer than `max` is cut inside the word.
 */
export function clipAtWord(text: string, max: number): string {
  const characters = [...text.trim()];
  if (characters.length <= max) return characters.join('');
  // A space among the first `max` characters ends a word that still fits with the ellipsis after it.
  const room = characters.slice(0, max).join('');
  const lastSpace = room.lastIndexOf(' ');
  const kept = lastSpace > 0 ? room.slice(0, lastSpace) : characters.slice(0, max - 1).join('');
  return `${kept.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** One of the five stars of a rating display. */
export type StarFill = 'full' | 'half' | 'empty';

/**
 * The five stars for a rating: one full star per whole point, a half star
 * when the fraction is .5 or more, the rest empty. Ratings are clamped to 0-5.
 *
 * @example ratingStars(3.6) // ['full', 'full', 'full', 'half', 'empty']
 */
export function ratingStars(rating: number | null | undefined): StarFill[] {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return Array.from({ length: 5 }, (_, index) => (index < full ? 'full' : index === full && half ? 'half' : 'empty'));
}

/** A city's URL segment: trimmed, lower-case, white space turned into hyphens ("New Delhi" → "new-delhi"). */
export function cityToPathSegment(city: string): string {
  return city.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * A city name from its URL segment: percent-decoding undone, hyphens turned
 * back into spaces and each word capitalised ("new-delhi" → "New Delhi").
 */
export function pathSegmentToCity(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape is left as typed rather than failing the page.
  }
  return text
    .trim()
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

import { DEFAULT_LOCALE, intlLocale, type Locale } from '@shared/i18n/locales';

/** Dates in India time, with Intl rather than luxon (kept off public pages); `formatIndiaDate(iso, format, locale)`. */
export { formatIndiaDate } from '@shared/time/india';

// Built on first use, not at import: every page imports this module, and few show amounts. One per language.
const rupees = new Map<Locale, Intl.NumberFormat>();
const counts = new Map<Locale, Intl.NumberFormat>();

/** Indian digit grouping of a string of digits: the last three, then pairs ("12345678" is "1,23,45,678"). */
const groupIndian = (digits: string) => {
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
};

/**
 * Intl's text for an amount (at most 2 decimals, rounded half away from zero on the number's shortest decimal form,
 * trailing zeros dropped), written by hand: building a currency Intl.NumberFormat loads ICU's data, some 15 ms of a
 * phone's main thread while a product page hydrates. Undefined for what it does not cover (not finite, exponent form, huge).
 */
function rupeesByHand(amount: number): string | undefined {
  const [whole = '', fraction = ''] = String(Math.abs(amount)).split('.');
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction) || whole.length > 13) return undefined;
  const paise = Number(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charCodeAt(2) >= 53 /* '5' */ ? 1 : 0);
  const decimals = String(paise % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₹${groupIndian(String(Math.floor(paise / 100)))}${decimals ? `.${decimals}` : ''}`;
}

/** An amount in rupees with Indian digit grouping: 123456.5 becomes "₹1,23,456.5" (Latin digits in Hindi too). */
export function formatRupees(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  const byHand = rupeesByHand(amount);
  if (byHand !== undefined) return byHand;
  let format = rupees.get(locale);
  if (!format) rupees.set(locale, (format = new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 })));
  return format.format(amount);
}

/** A count with Indian digit grouping: 150000 becomes "1,50,000". */
export function formatCount(count: number, locale: Locale = DEFAULT_LOCALE): string {
  let format = counts.get(locale);
  if (!format) counts.set(locale, (format = new Intl.NumberFormat(intlLocale[locale])));
  return format.format(count);
}

/**
 * A count and its English noun, singular for exactly one: '1 follower', '1,234 followers', '0 reviews'.
 * English only: a translated screen writes an ICU plural instead,
 * `t('{count, plural, one {# follower} other {# followers}}', { count })`.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${nounOf(count, singular, plural)}`;
}

/** The English noun alone, for a count drawn apart from it (a bold number): 'report' for 1, else 'reports'. English only, as countOf. */
export function nounOf(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** A view count as English pages show it: '1 view', '1,234 views'. Translated: `t('{count, plural, one {# view} other {# views}}', { count })`. */
export function formatViews(views: number): string {
  return countOf(views, 'view');
}

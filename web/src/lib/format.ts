/** Dates in India time, with Intl rather than luxon (kept off public pages). */
export { formatIndiaDate } from '@shared/time/india';

// Built on first use, not at import: every page imports this module, and few show amounts.
let rupees: Intl.NumberFormat | undefined;
let counts: Intl.NumberFormat | undefined;

/** An amount in rupees with Indian digit grouping: 123456.5 becomes "₹1,23,456.5". */
export function formatRupees(amount: number): string {
  rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });
  return rupees.format(amount);
}

/** A count with Indian digit grouping: 150000 becomes "1,50,000". */
export function formatCount(count: number): string {
  counts ??= new Intl.NumberFormat('en-IN');
  return counts.format(count);
}

/** A count and its noun, singular for exactly one: '1 follower', '1,234 followers', '0 reviews'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${nounOf(count, singular, plural)}`;
}

/** The noun alone, for a count drawn apart from it (a bold number): 'report' for 1, else 'reports'. */
export function nounOf(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** A view count as pages show it: '1 view', '1,234 views'. */
export function formatViews(views: number): string {
  return countOf(views, 'view');
}

import { DateTime } from 'luxon';

/** India time: the spec evaluates every date and opening hour in Asia/Kolkata. */
export const INDIA_ZONE = 'Asia/Kolkata';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** An amount in rupees with Indian digit grouping: 123456.5 becomes "₹1,23,456.5". */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** An ISO date shown in India time, e.g. "2 Mar 2024" (luxon format tokens). */
export function formatIndiaDate(iso: string, format = 'd LLL yyyy'): string | undefined {
  const date = DateTime.fromISO(iso, { zone: INDIA_ZONE });
  return date.isValid ? date.toFormat(format) : undefined;
}

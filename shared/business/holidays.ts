/**
 * India's national holidays and major festivals for 2026 and 2027: the quick
 * pick of the Working Hours tab's special days (issue #27 §4).
 *
 * Reviewed data. The dates are the Government of India's gazetted (central
 * government) holiday list for 2026 and the projected dates for 2027, checked
 * against python-holidays 0.105 (country IN, public and optional categories).
 * Festivals set by the moon are observed on these dates across most of India;
 * some states keep a festival a day apart, which is why every pick can be
 * edited before it is saved. Islamic festivals in 2027 depend on the sighting
 * of the moon and are marked `estimated`. Add a year here before the
 * previous one ends (the pick offers the rest of this year and, from
 * October, next year).
 */

import { msg } from '../i18n/catalog';

/** A holiday or festival the quick pick offers. */
export interface IndiaHoliday {
  /** YYYY-MM-DD, the India calendar day. */
  date: string;
  /** The label a special day gets ("Diwali"): an English message, shown with `t(holiday.name)`. */
  name: string;
  /** National holidays close offices across India; festivals are widely kept but not by every business. */
  kind: 'national' | 'festival';
  /** The date follows the sighting of the moon and may move by a day. */
  estimated?: true;
}

export const indiaHolidays: readonly IndiaHoliday[] = [
  { date: '2026-01-01', name: msg("New Year's Day"), kind: 'festival' },
  { date: '2026-01-14', name: msg('Makar Sankranti / Pongal'), kind: 'festival' },
  { date: '2026-01-26', name: msg('Republic Day'), kind: 'national' },
  { date: '2026-02-15', name: msg('Maha Shivaratri'), kind: 'festival' },
  { date: '2026-03-04', name: msg('Holi'), kind: 'national' },
  { date: '2026-03-19', name: msg('Gudi Padwa / Ugadi'), kind: 'festival' },
  { date: '2026-03-21', name: msg('Eid al-Fitr'), kind: 'national' },
  { date: '2026-03-26', name: msg('Ram Navami'), kind: 'national' },
  { date: '2026-03-31', name: msg('Mahavir Jayanti'), kind: 'national' },
  { date: '2026-04-03', name: msg('Good Friday'), kind: 'national' },
  { date: '2026-04-14', name: msg('Ambedkar Jayanti'), kind: 'national' },
  { date: '2026-05-01', name: msg('Buddha Purnima'), kind: 'national' },
  { date: '2026-05-27', name: msg('Eid al-Adha (Bakrid)'), kind: 'national' },
  { date: '2026-06-26', name: msg('Muharram'), kind: 'national' },
  { date: '2026-08-15', name: msg('Independence Day'), kind: 'national' },
  { date: '2026-08-26', name: msg('Milad-un-Nabi / Onam'), kind: 'national' },
  { date: '2026-08-28', name: msg('Raksha Bandhan'), kind: 'festival' },
  { date: '2026-09-04', name: msg('Janmashtami'), kind: 'national' },
  { date: '2026-09-14', name: msg('Ganesh Chaturthi'), kind: 'festival' },
  { date: '2026-10-02', name: msg('Gandhi Jayanti'), kind: 'national' },
  { date: '2026-10-20', name: msg('Dussehra'), kind: 'national' },
  { date: '2026-11-08', name: msg('Diwali'), kind: 'national' },
  { date: '2026-11-10', name: msg('Govardhan Puja'), kind: 'festival' },
  { date: '2026-11-11', name: msg('Bhai Dooj'), kind: 'festival' },
  { date: '2026-11-15', name: msg('Chhath Puja'), kind: 'festival' },
  { date: '2026-11-24', name: msg('Guru Nanak Jayanti'), kind: 'national' },
  { date: '2026-12-25', name: msg('Christmas'), kind: 'national' },
  { date: '2027-01-01', name: msg("New Year's Day"), kind: 'festival' },
  { date: '2027-01-15', name: msg('Makar Sankranti / Pongal'), kind: 'festival' },
  { date: '2027-01-26', name: msg('Republic Day'), kind: 'national' },
  { date: '2027-03-06', name: msg('Maha Shivaratri'), kind: 'festival' },
  { date: '2027-03-10', name: msg('Eid al-Fitr'), kind: 'national', estimated: true },
  { date: '2027-03-22', name: msg('Holi'), kind: 'national' },
  { date: '2027-03-26', name: msg('Good Friday'), kind: 'national' },
  { date: '2027-04-07', name: msg('Gudi Padwa / Ugadi'), kind: 'festival' },
  { date: '2027-04-14', name: msg('Ambedkar Jayanti'), kind: 'national' },
  { date: '2027-04-15', name: msg('Ram Navami'), kind: 'national' },
  { date: '2027-04-18', name: msg('Mahavir Jayanti'), kind: 'national' },
  { date: '2027-05-17', name: msg('Eid al-Adha (Bakrid)'), kind: 'national', estimated: true },
  { date: '2027-05-20', name: msg('Buddha Purnima'), kind: 'national' },
  { date: '2027-06-16', name: msg('Muharram'), kind: 'national', estimated: true },
  { date: '2027-08-15', name: msg('Independence Day'), kind: 'national' },
  { date: '2027-08-17', name: msg('Raksha Bandhan'), kind: 'festival' },
  { date: '2027-08-25', name: msg('Janmashtami'), kind: 'national' },
  { date: '2027-09-04', name: msg('Ganesh Chaturthi'), kind: 'festival' },
  { date: '2027-09-12', name: msg('Onam'), kind: 'festival' },
  { date: '2027-10-02', name: msg('Gandhi Jayanti'), kind: 'national' },
  { date: '2027-10-09', name: msg('Dussehra'), kind: 'national' },
  { date: '2027-10-29', name: msg('Diwali'), kind: 'national' },
  { date: '2027-10-30', name: msg('Govardhan Puja'), kind: 'festival' },
  { date: '2027-10-31', name: msg('Bhai Dooj'), kind: 'festival' },
  { date: '2027-11-04', name: msg('Chhath Puja'), kind: 'festival' },
  { date: '2027-11-14', name: msg('Guru Nanak Jayanti'), kind: 'national' },
  { date: '2027-12-25', name: msg('Christmas'), kind: 'national' },
];

/** From this month (October) the pick also offers next year's dates: owners plan the new year's closures late in the year. */
export const NEXT_YEAR_FROM_MONTH = 10;

/**
 * The holidays the quick pick offers on India day `today` (YYYY-MM-DD): the
 * rest of this year's, today included, and next year's from October on.
 */
export function holidaysToPick(today: string): IndiaHoliday[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const lastYear = month >= NEXT_YEAR_FROM_MONTH ? year + 1 : year;
  return indiaHolidays.filter((holiday) => holiday.date >= today && Number(holiday.date.slice(0, 4)) <= lastYear);
}

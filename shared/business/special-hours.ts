/**
 * Special days and temporary closure (issue #27 §4): the dates on which a
 * listing keeps other hours than its week, and a stretch it is shut for.
 *
 * Rules, in order of precedence (open-status.ts applies them):
 * 1. a temporary closure covers every India day from `from` to `until`, both
 *    included, or from `from` on when `until` is null ("until further
 *    notice"); no opening starts on those days;
 * 2. a special day replaces that date's weekly hours: closed, or its own slots;
 * 3. every other day keeps the weekly hours.
 * A day's plan decides the openings that start on it: last night's slot that
 * runs past midnight still ends as usual on a special day or the first day of
 * a closure. A special day inside a closure is allowed (quick-picked holidays
 * stay when the owner closes for a while) and shows again once the closure
 * is lifted; two special days on one date are not.
 *
 * Dates are India calendar days, 'YYYY-MM-DD'. This file has no zod: public
 * pages and cards import it (business-fields.ts holds the schemas).
 */
import { indiaDay } from '../time/india';
import { formatTime, validateDayHours } from './working-hours';
import { msg } from '../i18n/catalog';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/** One opening of a special day; 24-hour "HH:mm", close after open (00:00 is midnight). */
export interface SpecialHoursSlot {
  open: string;
  close: string;
}

/** A date with other hours than the week's, or closed, and what it is ("Diwali"). */
export interface SpecialDay {
  _id?: string;
  /** YYYY-MM-DD in India. */
  date: string;
  label: string;
  closed: boolean;
  /** The day's openings when not closed. */
  slots: SpecialHoursSlot[];
}

/** The listing is shut from `from` to `until` (both included), or until further notice. */
export interface TemporaryClosure {
  from: string;
  /** The last day closed; null until further notice. */
  until: string | null;
  /** A short note for visitors ("Closed for renovation"). */
  note?: string;
}

/** What a listing carries besides its weekly hours. */
export interface HoursExceptions {
  specialHours?: readonly SpecialDay[] | null;
  temporaryClosure?: TemporaryClosure | null;
}

export const SPECIAL_DAYS_MAX = 60;
export const SPECIAL_DAY_SLOTS_MAX = 4;
export const SPECIAL_DAY_LABEL_MAX = 60;
export const CLOSURE_NOTE_MAX = 160;

/** The messages of the special-hours rules, as the form and the API give them. */
export const specialHoursMessages = {
  tooMany: `Please keep to ${SPECIAL_DAYS_MAX} special days`,
  pastDate: (day: string) => `${formatIsoDay(day)} is in the past; special days must be today or later`,
  sameDate: (day: string) => `There is already a special day on ${formatIsoDay(day)}`,
  noLabel: msg('Please say what the day is (for example, Diwali)'),
  noHours: msg('Please add the hours for this day, or mark it closed'),
  invalidDate: msg('Please enter a valid date'),
  closureEndsBeforeStart: msg('The last day closed must be on or after the first'),
  closureOver: msg('This closure has already ended; choose a last day of today or later'),
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** Whether the closure covers India day `day`. */
export function closureCovers(closure: TemporaryClosure | null | undefined, day: string): boolean {
  return Boolean(closure && closure.from <= day && (closure.until === null || closure.until === undefined || day <= closure.until));
}

/** Whether the listing is temporarily closed on the India day of `now`. */
export function isTemporarilyClosed(exceptions: HoursExceptions | null | undefined, now: Date): boolean {
  return closureCovers(exceptions?.temporaryClosure, indiaDay(now));
}

/** A closure that has not begun yet but will (so the profile can warn), else undefined. */
export function upcomingClosure(exceptions: HoursExceptions | null | undefined, now: Date): TemporaryClosure | undefined {
  const closure = exceptions?.temporaryClosure;
  return closure && closure.from > indiaDay(now) ? closure : undefined;
}

/** What decides the openings that start on a day. */
export type DayPlan = { kind: 'closure'; closure: TemporaryClosure } | { kind: 'special'; special: SpecialDay } | { kind: 'weekly' };

/** The plan of India day `day`: the closure, else its special day, else the week's hours. */
export function dayPlan(exceptions: HoursExceptions | null | undefined, day: string): DayPlan {
  const closure = exceptions?.temporaryClosure;
  if (closure && closureCovers(closure, day)) return { kind: 'closure', closure };
  const special = exceptions?.specialHours?.find((entry) => entry.date === day);
  return special ? { kind: 'special', special } : { kind: 'weekly' };
}

/** Special days from `today` on, by date. */
export function upcomingSpecialDays(specialHours: readonly SpecialDay[] | null | undefined, today: string): SpecialDay[] {
  return (specialHours ?? []).filter((entry) => entry.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

/** The open slots of a special day (none when closed). */
export function specialSlots(special: SpecialDay): SpecialHoursSlot[] {
  return special.closed ? [] : special.slots;
}

/** "Closed for Diwali", or "Diwali: 10:00 AM – 2:00 PM"; the times in `locale` ("Diwali: सुबह 10:00 – दोपहर 2:00"). */
export function describeSpecialDay(special: SpecialDay, locale: Locale = DEFAULT_LOCALE): string {
  if (special.closed || special.slots.length === 0) return `Closed for ${special.label}`;
  return `${special.label}: ${special.slots.map((slot) => `${formatTime(slot.open, locale)} – ${formatTime(slot.close, locale)}`).join(', ')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "8 Nov", or "8 Nov 2027" when the day is not in `thisYear`; with the week day first when asked ("Sun, 8 Nov"). */
export function formatIsoDay(day: string, options: { thisYear?: number; weekday?: boolean } = {}): string {
  const match = ISO_DAY.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = options.weekday ? `${WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]}, ` : '';
  return `${weekday}${date} ${MONTHS[month - 1]}${options.thisYear === year ? '' : ` ${year}`}`;
}

/** "Temporarily closed until 15 Dec", or "… until further notice". */
export function closureText(closure: TemporaryClosure, now: Date): string {
  const thisYear = Number(indiaDay(now).slice(0, 4));
  const span = closure.until ? `until ${formatIsoDay(closure.until, { thisYear })}` : 'until further notice';
  return closure.from > indiaDay(now) ? `Temporarily closed from ${formatIsoDay(closure.from, { thisYear })} ${span}` : `Temporarily closed ${span}`;
}

/** A problem with the special days or the closure; `path` is relative to the listing ('specialHours', 2, 'date'). */
export interface SpecialHoursProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The rules across entries and dates that the schema adds to its field
 * checks (a label, bounded strings): dates real and not past, one special
 * day per date, hours when not closed (30-minute steps,
 * close after open, no overlap), at most SPECIAL_DAYS_MAX days; a closure
 * whose last day is not before its first nor before today. A closure may
 * have begun already: the form sends its start back whenever the note or
 * end changes.
 */
export function specialHoursProblems(exceptions: HoursExceptions, today: string): SpecialHoursProblem[] {
  const problems: SpecialHoursProblem[] = [];
  const days = exceptions.specialHours ?? [];
  if (days.length > SPECIAL_DAYS_MAX) problems.push({ path: ['specialHours'], message: specialHoursMessages.tooMany });
  const seen = new Set<string>();
  days.forEach((special, index) => {
    const at = (...rest: (string | number)[]) => ['specialHours', index, ...rest];
    if (!isIsoDay(special.date)) problems.push({ path: at('date'), message: specialHoursMessages.invalidDate });
    else if (special.date < today) problems.push({ path: at('date'), message: specialHoursMessages.pastDate(special.date) });
    else if (seen.has(special.date)) problems.push({ path: at('date'), message: specialHoursMessages.sameDate(special.date) });
    seen.add(special.date);
    if (special.closed) return;
    if (special.slots.length === 0) problems.push({ path: at('slots'), message: specialHoursMessages.noHours });
    for (const problem of validateDayHours(special.slots.map((slot) => ({ ...slot, closed: false })))) {
      problems.push({ path: at('slots', problem.index, problem.code === 'close-before-open' ? 'close' : 'open'), message: problem.message });
    }
  });
  const closure = exceptions.temporaryClosure;
  if (closure) {
    if (!isIsoDay(closure.from)) problems.push({ path: ['temporaryClosure', 'from'], message: specialHoursMessages.invalidDate });
    if (closure.until !== null && closure.until !== undefined) {
      if (!isIsoDay(closure.until)) problems.push({ path: ['temporaryClosure', 'until'], message: specialHoursMessages.invalidDate });
      else if (closure.until < closure.from) problems.push({ path: ['temporaryClosure', 'until'], message: specialHoursMessages.closureEndsBeforeStart });
      else if (closure.until < today) problems.push({ path: ['temporaryClosure', 'until'], message: specialHoursMessages.closureOver });
    }
  }
  return problems;
}

/**
 * Working hours: the stored shape, parsing of the two time notations the
 * spec allows, the setup form's editing rules and their validation
 * (spec 1, §3, §4, §5 and §9).
 *
 * A day is open when it has at least one entry with `closed: false`; a closed
 * day is kept as one marker entry `{ day, open: '', close: '', closed: true }`
 * so the owner's choice survives a round trip. Editing functions address a
 * day's open slots by their position among that day's open entries, and
 * return a new array ordered Monday to Sunday.
 *
 * Midnight: a close of 00:00 means the end of that day, so 09:00-00:00 runs
 * until midnight and 00:00-00:00 is open all day. The public side reads any
 * other close at or before the open as running past midnight (see
 * open-status.ts); the editor requires close after open, as the spec says.
 */
import { weekDays, type WeekDay } from './enums';
import { msg } from '../i18n/catalog';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { formatTimeIn } from '../time/india';

/** One working-hours entry: an open slot, or a closed-day marker. */
export interface WorkingHourSlot {
  day: WeekDay;
  /** "HH:mm" (24-hour) or text with AM/PM such as "9:00 AM"; '' on a closed marker. */
  open: string;
  /** Same notation as `open`; a close at or before the open ends after midnight. */
  close: string;
  closed: boolean;
  _id?: string;
}

/** A business's working hours; several entries per day are allowed. */
export type WorkingHours = WorkingHourSlot[];

/** Minutes between selectable times (spec §9). */
export const WORKING_HOURS_STEP_MINUTES = 30;
/** The slot a day gets when it is switched to open (spec §9). */
export const DEFAULT_SLOT = { open: '09:00', close: '17:00' } as const;

const MINUTES_PER_DAY = 24 * 60;

/** The problems `validateDayHours` reports, in the words the editor shows. */
export const workingHoursMessages = {
  'invalid-time': msg('Please select a valid time'),
  'close-before-open': msg('Closing time must be after opening time'),
  overlap: msg('Time slots must not overlap'),
  'off-step': msg('Times must be in 30-minute steps'),
} as const;

/** What is wrong with a slot. */
export type DayHoursProblemCode = keyof typeof workingHoursMessages;

/** A problem with one of a day's slots; `index` is its position among the slots checked. */
export interface DayHoursProblem {
  index: number;
  code: DayHoursProblemCode;
  message: string;
}

/** A problem found by `validateWorkingHours`, located both by day and in the whole list. */
export interface WorkingHoursProblem extends DayHoursProblem {
  day: WeekDay;
  /** Position of the entry in the full working-hours array. */
  entryIndex: number;
}

const TWELVE_HOUR = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m?\.?$/i;
const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * Minutes after midnight for a time in either notation the spec allows:
 * 24-hour "HH:mm" (also "H:mm" and "HH:mm:ss") or text with AM/PM
 * ("9:00 AM", "9 pm", "09.30p.m."). "24:00" is read as midnight (0).
 * Returns null for anything else.
 */
export function parseTime(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  const twelve = TWELVE_HOUR.exec(value);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2] ?? '0');
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const pm = twelve[3]?.toLowerCase() === 'p';
    return (hour % 12) * 60 + minute + (pm ? 12 * 60 : 0);
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(value);
  if (twentyFour) {
    const hour = Number(twentyFour[1]);
    const minute = Number(twentyFour[2]);
    if (hour === 24 && minute === 0) return 0;
    if (hour > 23 || minute > 59) return null;
    return hour * 60 + minute;
  }
  return null;
}

/** "HH:mm" for minutes after midnight; 1440 and beyond wrap round the day. */
export function toTime24(minutes: number): string {
  const wrapped = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour = Math.floor(wrapped / 60);
  const minute = wrapped % 60;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "h:mm AM" for minutes after midnight, the way times are shown to visitors (English; formatTimeIn for the page's language). */
export function toTime12(minutes: number): string {
  return formatTimeIn(minutes, 'en');
}

/** A stored time as "h:mm AM", or in `locale` ("सुबह 9:00"); text that does not parse is shown as it is. */
export function formatTime(text: string, locale: Locale = DEFAULT_LOCALE): string {
  const minutes = parseTime(text);
  return minutes === null ? text : formatTimeIn(minutes, locale);
}

/**
 * Where a slot ends, in minutes after its day's midnight: a close of 00:00
 * is the end of the day (1440) and any other close at or before the open is
 * on the next day. Null when either time does not parse.
 */
export function slotEndMinutes(open: string, close: string): number | null {
  const start = parseTime(open);
  const end = parseTime(close);
  if (start === null || end === null) return null;
  return end <= start ? end + MINUTES_PER_DAY : end;
}

/** Whether a slot runs past midnight into the next day (ending exactly at midnight does not). */
export function crossesMidnight(slot: Pick<WorkingHourSlot, 'open' | 'close'>): boolean {
  const end = slotEndMinutes(slot.open, slot.close);
  return end !== null && end > MINUTES_PER_DAY;
}

/** A time picker option. */
export interface TimeOption {
  /** "HH:mm", the stored value. */
  value: string;
  /** "h:mm AM", the shown text. */
  label: string;
}

/** Every selectable time of day on the 30-minute grid: 00:00 to 23:30. */
export const timeOptions: readonly TimeOption[] = Array.from({ length: MINUTES_PER_DAY / WORKING_HOURS_STEP_MINUTES }, (_, step) => {
  const minutes = step * WORKING_HOURS_STEP_MINUTES;
  return { value: toTime24(minutes), label: toTime12(minutes) };
});

/**
 * The closing times the editor offers after `open`: every later step, then
 * 00:00 as midnight (the end of the day). With an unparseable open, all
 * steps from 00:30 are offered.
 */
export function closeTimeOptions(open: string): TimeOption[] {
  const start = parseTime(open) ?? 0;
  const later = timeOptions.filter((option) => (parseTime(option.value) ?? 0) > start);
  return [...later, { value: '00:00', label: toTime12(0) }];
}

/** Spec §3 defaults: Monday to Friday 09:00-17:00, Saturday 10:00-15:00, Sunday closed. */
export function defaultWorkingHours(): WorkingHours {
  return [...weekDays.slice(0, 5).map((day) => openSlot(day, DEFAULT_SLOT.open, DEFAULT_SLOT.close)), openSlot('Saturday', '10:00', '15:00'), closedMarker('Sunday')];
}

/** The open slots of one day, in stored order. */
export function daySlots(hours: readonly WorkingHourSlot[], day: WeekDay): WorkingHourSlot[] {
  return hours.filter((entry) => entry.day === day && !entry.closed);
}

/** Whether a day has at least one open slot. */
export function isDayOpen(hours: readonly WorkingHourSlot[], day: WeekDay): boolean {
  return daySlots(hours, day).length > 0;
}

/**
 * Switches a day open or closed. Opening a closed day gives it the one
 * default slot 09:00-17:00 (an already open day is left as it is); closing
 * removes its slots and leaves a closed marker.
 */
export function setDayOpen(hours: readonly WorkingHourSlot[], day: WeekDay, open: boolean): WorkingHours {
  if (!open) return replaceDay(hours, day, [closedMarker(day)]);
  if (isDayOpen(hours, day)) return replaceDay(hours, day, daySlots(hours, day));
  return replaceDay(hours, day, [openSlot(day, DEFAULT_SLOT.open, DEFAULT_SLOT.close)]);
}

/**
 * Adds a slot to a day. A closed day gets the default slot; otherwise the new
 * slot is the first free hour (or, failing that, half hour) on the grid from
 * the day's latest close, then from midnight. A full day gets the default
 * slot, which validation then reports as overlapping.
 */
export function addSlot(hours: readonly WorkingHourSlot[], day: WeekDay): WorkingHours {
  const slots = daySlots(hours, day);
  if (slots.length === 0) return setDayOpen(hours, day, true);
  const taken = slots.flatMap((slot) => {
    const start = parseTime(slot.open);
    const end = editorEndMinutes(slot);
    return start === null || end === null || end <= start ? [] : [{ start, end }];
  });
  const latestClose = Math.max(0, ...taken.map((range) => range.end));
  const starts = [latestClose, ...timeOptions.map((option) => parseTime(option.value) ?? 0)].map(ceilToStep);
  let added = openSlot(day, DEFAULT_SLOT.open, DEFAULT_SLOT.close);
  search: for (const length of [60, WORKING_HOURS_STEP_MINUTES]) {
    for (const start of starts) {
      const end = start + length;
      if (end > MINUTES_PER_DAY) continue;
      if (taken.some((range) => start < range.end && range.start < end)) continue;
      added = openSlot(day, toTime24(start), toTime24(end));
      break search;
    }
  }
  return replaceDay(hours, day, [...slots, added]);
}

/** Removes one of a day's slots; removing the last one closes the day. */
export function removeSlot(hours: readonly WorkingHourSlot[], day: WeekDay, index: number): WorkingHours {
  const slots = daySlots(hours, day);
  if (index < 0 || index >= slots.length)
    return replaceDay(
      hours,
      day,
      hours.filter((entry) => entry.day === day),
    );
  const remaining = slots.filter((_, position) => position !== index);
  return replaceDay(hours, day, remaining.length ? remaining : [closedMarker(day)]);
}

/**
 * Sets a slot's opening time. When the open moves to or past the close,
 * the close jumps to the next 30-minute step after the open (23:30 jumps
 * to 00:00, midnight), per spec §5.
 */
export function setSlotOpen(hours: readonly WorkingHourSlot[], day: WeekDay, index: number, open: string): WorkingHours {
  return updateSlot(hours, day, index, (slot) => {
    const start = parseTime(open);
    if (start === null) return { ...slot, open };
    const end = editorEndMinutes(slot);
    const close = end === null || start >= end ? toTime24(Math.floor(start / WORKING_HOURS_STEP_MINUTES + 1) * WORKING_HOURS_STEP_MINUTES) : slot.close;
    return { ...slot, open: toTime24(start), close };
  });
}

/** Sets a slot's closing time (validation reports a close that is not after the open). */
export function setSlotClose(hours: readonly WorkingHourSlot[], day: WeekDay, index: number, close: string): WorkingHours {
  return updateSlot(hours, day, index, (slot) => {
    const end = parseTime(close);
    return { ...slot, close: end === null ? close : toTime24(end) };
  });
}

/**
 * The editor's checks on one day's slots (spec §5): both times valid and on
 * 30-minute steps, close after open (00:00 counts as midnight, the end of the
 * day), and no two slots overlapping (one may start when another ends).
 * Closed markers are ignored. An overlap is reported on the later-starting slot.
 */
export function validateDayHours(slots: readonly Pick<WorkingHourSlot, 'open' | 'close' | 'closed'>[]): DayHoursProblem[] {
  const problems: DayHoursProblem[] = [];
  const report = (index: number, code: DayHoursProblemCode) => problems.push({ index, code, message: workingHoursMessages[code] });
  const ranges: { index: number; start: number; end: number }[] = [];
  slots.forEach((slot, index) => {
    if (slot.closed) return;
    const start = parseTime(slot.open);
    const end = editorEndMinutes(slot);
    if (start === null || end === null) return report(index, 'invalid-time');
    if (end <= start) return report(index, 'close-before-open');
    if (start % WORKING_HOURS_STEP_MINUTES !== 0 || end % WORKING_HOURS_STEP_MINUTES !== 0) report(index, 'off-step');
    ranges.push({ index, start, end });
  });
  ranges.sort((a, b) => a.start - b.start || a.index - b.index);
  let furthestEnd = -1;
  for (const range of ranges) {
    if (range.start < furthestEnd) report(range.index, 'overlap');
    furthestEnd = Math.max(furthestEnd, range.end);
  }
  return problems.sort((a, b) => a.index - b.index);
}

/** `validateDayHours` for every day; indexes are positions among that day's open slots. */
export function validateWorkingHours(hours: readonly WorkingHourSlot[]): WorkingHoursProblem[] {
  return weekDays.flatMap((day) => {
    const entryIndexes = hours.flatMap((entry, entryIndex) => (entry.day === day && !entry.closed ? [entryIndex] : []));
    return validateDayHours(daySlots(hours, day)).map((problem) => ({
      ...problem,
      day,
      entryIndex: entryIndexes[problem.index] ?? -1,
    }));
  });
}

/** The most slots a week may have: ten a day is far beyond any real timetable. */
export const WORKING_HOURS_MAX_SLOTS = 70;

const dayLookup = new Map<string, WeekDay>(
  weekDays.flatMap((day) => [
    [day.toLowerCase(), day],
    [day.slice(0, 3).toLowerCase(), day],
  ]),
);

/**
 * Working hours in the stored shape from whatever the API or an old record
 * holds: an array, its JSON text (multipart fields), or an object keyed by
 * day whose values are an entry or a list of entries. Days match any case and
 * three-letter abbreviations; `closed` may be a boolean, "true"/"false" or
 * 1/0, and defaults to false; parseable times become "HH:mm". Entries with an
 * unknown day or an open slot without valid times are dropped, a day with
 * open slots loses its closed markers, a closed day keeps one marker, and the
 * result runs Monday to Sunday with each day's slots by opening time.
 */
export function normalizeWorkingHours(raw: unknown): WorkingHours {
  const entries = rawEntries(raw);
  return weekDays.flatMap((day) => {
    const forDay = entries.filter((entry) => entry.day === day);
    const open = forDay.filter((entry) => !entry.closed && entry.start !== null && entry.end !== null);
    if (open.length) {
      return open.sort((a, b) => (a.start ?? 0) - (b.start ?? 0)).map((entry) => ({ ...openSlot(day, toTime24(entry.start ?? 0), toTime24(entry.end ?? 0)), ...idOf(entry.id) }));
    }
    const marker = forDay.find((entry) => entry.closed);
    return marker ? [{ ...closedMarker(day), ...idOf(marker.id) }] : [];
  });
}

interface RawEntry {
  day: WeekDay | undefined;
  closed: boolean;
  start: number | null;
  end: number | null;
  id: string | undefined;
}

function rawEntries(raw: unknown): RawEntry[] {
  if (typeof raw === 'string') {
    try {
      return rawEntries(JSON.parse(raw));
    } catch {
      return [];
    }
  }
  if (Array.isArray(raw)) return raw.flatMap((item) => (isRecord(item) ? [toRawEntry(item, item.day)] : []));
  if (!isRecord(raw)) return [];
  return Object.entries(raw).flatMap(([key, value]) => {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    return items.flatMap((item) => (isRecord(item) ? [toRawEntry(item, item.day ?? key)] : []));
  });
}

function toRawEntry(item: Record<string, unknown>, day: unknown): RawEntry {
  const closedValue = item.closed ?? item.isClosed;
  const closed = closedValue === true || closedValue === 1 || (typeof closedValue === 'string' && /^(true|1|yes)$/i.test(closedValue.trim()));
  return {
    day: typeof day === 'string' ? dayLookup.get(day.trim().toLowerCase()) : undefined,
    closed,
    start: typeof item.open === 'string' ? parseTime(item.open) : null,
    end: typeof item.close === 'string' ? parseTime(item.close) : null,
    id: typeof item._id === 'string' && item._id ? item._id : undefined,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idOf(id: string | undefined): { _id?: string } {
  return id ? { _id: id } : {};
}

function openSlot(day: WeekDay, open: string, close: string): WorkingHourSlot {
  return { day, open, close, closed: false };
}

function closedMarker(day: WeekDay): WorkingHourSlot {
  return { day, open: '', close: '', closed: true };
}

/** Where a slot ends in the editor's reading: 00:00 is midnight (1440), anything else as written. */
function editorEndMinutes(slot: Pick<WorkingHourSlot, 'close'>): number | null {
  const end = parseTime(slot.close);
  return end === 0 ? MINUTES_PER_DAY : end;
}

function ceilToStep(minutes: number): number {
  return Math.ceil(minutes / WORKING_HOURS_STEP_MINUTES) * WORKING_HOURS_STEP_MINUTES;
}

function updateSlot(hours: readonly WorkingHourSlot[], day: WeekDay, index: number, change: (slot: WorkingHourSlot) => WorkingHourSlot): WorkingHours {
  const slots = daySlots(hours, day);
  const target = slots[index];
  if (!target)
    return replaceDay(
      hours,
      day,
      hours.filter((entry) => entry.day === day),
    );
  return replaceDay(
    hours,
    day,
    slots.map((slot, position) => (position === index ? change(target) : slot)),
  );
}

/** Every day's entries in week order, with `day` given the new entries. */
function replaceDay(hours: readonly WorkingHourSlot[], day: WeekDay, entries: readonly WorkingHourSlot[]): WorkingHours {
  return weekDays.flatMap((each) => (each === day ? [...entries] : hours.filter((entry) => entry.day === each)));
}

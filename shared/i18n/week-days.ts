/**
 * The week days' names as messages, for screens that name a day in a
 * sentence or a list ('Open on {day}', a filter's options). Formatting a
 * date's week day uses Intl instead (shared/business/localized-days.ts).
 */
import type { WeekDay } from '../business/enums';
import { msg } from './catalog';

export const weekDayLabels: Readonly<Record<WeekDay, string>> = {
  Monday: msg('Monday'),
  Tuesday: msg('Tuesday'),
  Wednesday: msg('Wednesday'),
  Thursday: msg('Thursday'),
  Friday: msg('Friday'),
  Saturday: msg('Saturday'),
  Sunday: msg('Sunday'),
};

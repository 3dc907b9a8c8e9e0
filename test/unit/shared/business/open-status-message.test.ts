import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { dayExceptionMessage, hoursTableRows, openStatus, openStatusMessage } from '@shared/business/open-status';
import { defaultWorkingHours, type WorkingHours } from '@shared/business/working-hours';
import { describeSpecialDay, type HoursExceptions } from '@shared/business/special-hours';

/** A moment given as India wall-clock time. The week used: Mon 2025-06-02 to Sun 2025-06-08. */
const ist = (local: string) => new Date(`${local}+05:30`);

/** English, compiling each message at run time (the compiled catalogs may lag behind the code). */
const english = setupI18n({ locale: 'en', locales: ['en-IN'], messages: { en: {} } });
english.setMessagesCompiler(compileMessage);
const say = (message: { id: string; values?: Record<string, unknown> }) => english._(message.id, message.values);

describe('openStatusMessage says in English what openStatus says', () => {
  const hours = defaultWorkingHours();
  const exceptions: HoursExceptions = {
    specialHours: [
      { date: '2025-06-03', label: 'Diwali', closed: true, slots: [] },
      { date: '2025-06-04', label: 'Half day', closed: false, slots: [{ open: '10:00', close: '13:00' }] },
    ],
    temporaryClosure: { from: '2025-06-10', until: '2025-06-30', note: '' },
  };
  it.each([
    ['2025-06-02T08:30:00', undefined],
    ['2025-06-02T08:59:00', undefined],
    ['2025-06-02T12:00:00', undefined],
    ['2025-06-02T16:59:00', undefined],
    ['2025-06-02T20:00:00', undefined],
    ['2025-06-06T18:00:00', undefined],
    ['2025-06-07T16:00:00', undefined],
    ['2025-06-02T20:00:00', exceptions],
    ['2025-06-03T12:00:00', exceptions],
    ['2025-06-03T23:30:00', exceptions],
    ['2025-06-09T20:00:00', exceptions],
    ['2025-06-12T12:00:00', exceptions],
  ])('at %s', (local, withExceptions) => {
    const now = ist(local);
    expect(say(openStatusMessage(hours, now, withExceptions))).toBe(openStatus(hours, now, withExceptions).text);
  });

  it('names the next week day and dates beyond a week', () => {
    const weekly: WorkingHours = [{ day: 'Monday', open: '09:00', close: '17:00', closed: false }];
    const now = ist('2025-06-02T18:00:00');
    expect(say(openStatusMessage(weekly, now))).toBe('Closed, opens next Monday at 9:00 AM');
    const closure: HoursExceptions = { temporaryClosure: { from: '2025-06-03', until: '2025-06-20' } };
    expect(say(openStatusMessage(weekly, now, closure))).toBe(openStatus(weekly, now, closure).text);
    expect(openStatusMessage(weekly, now, closure, 'hi').values?.date).toMatch(/^23 /);
  });

  it('names the week day in Hindi with Intl, and the time with its part of the day', () => {
    expect(openStatusMessage(hours, ist('2025-06-07T16:00:00'), undefined, 'hi').values).toMatchObject({ day: 'सोमवार', time: 'सुबह 9:00' });
    expect(openStatusMessage(hours, ist('2025-06-02T12:00:00'), undefined, 'hi').values).toEqual({ time: 'शाम 5:00' });
    expect(openStatusMessage(hours, ist('2025-06-02T12:00:00'), undefined, 'en').values).toEqual({ time: '5:00 PM' });
  });

  it('writes the hours table and a special day in Hindi with parts of the day, English as before', () => {
    const now = ist('2025-06-02T12:00:00');
    const monday = (locale?: 'en' | 'hi') => hoursTableRows(hours, now, exceptions, locale).find((row) => row.day === 'Monday');
    expect(monday('hi')?.slots).toEqual([{ open: 'सुबह 9:00', close: 'शाम 5:00', overnight: false }]);
    expect(monday()?.slots).toEqual([{ open: '9:00 AM', close: '5:00 PM', overnight: false }]);
    const halfDay = exceptions.specialHours?.[1];
    expect(halfDay && describeSpecialDay(halfDay, 'hi')).toBe('Half day: सुबह 10:00 – दोपहर 1:00');
    expect(halfDay && describeSpecialDay(halfDay)).toBe('Half day: 10:00 AM – 1:00 PM');
  });

  it("words the table's exceptions as the rows do", () => {
    const now = ist('2025-06-02T12:00:00');
    for (const row of hoursTableRows(hours, now, exceptions)) {
      const message = row.exception && dayExceptionMessage(exceptions, row.exception.date);
      expect(message && say(message)).toBe(row.exception?.text);
    }
  });
});

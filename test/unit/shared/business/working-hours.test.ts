import { describe, expect, it } from 'vitest';
import type { WeekDay } from '@shared/business/enums';
import {
  DEFAULT_SLOT,
  WORKING_HOURS_STEP_MINUTES,
  addSlot,
  closeTimeOptions,
  crossesMidnight,
  daySlots,
  defaultWorkingHours,
  formatTime,
  isDayOpen,
  normalizeWorkingHours,
  parseTime,
  removeSlot,
  setDayOpen,
  setSlotClose,
  setSlotOpen,
  slotEndMinutes,
  timeOptions,
  toTime12,
  toTime24,
  validateDayHours,
  validateWorkingHours,
  type WorkingHours,
} from '@shared/business/working-hours';
import { workingHoursSchema } from '@shared/schemas/business-fields';

const slot = (day: WeekDay, open: string, close: string, _id?: string) => ({ day, open, close, closed: false, ...(_id ? { _id } : {}) });
const marker = (day: WeekDay) => ({ day, open: '', close: '', closed: true });
const times = (hours: WorkingHours, day: WeekDay) => daySlots(hours, day).map((entry) => `${entry.open}-${entry.close}`);

describe('parseTime', () => {
  it.each([
    ['09:00', 540],
    ['9:00', 540],
    ['00:00', 0],
    ['23:30', 1410],
    ['23:59', 1439],
    ['24:00', 0],
    ['09:00:00', 540],
    [' 17:45 ', 1065],
    ['9:00 AM', 540],
    ['9:00 am', 540],
    ['9:00AM', 540],
    ['12:00 AM', 0],
    ['12:30 am', 30],
    ['12:00 PM', 720],
    ['12:45 PM', 765],
    ['1:00 PM', 780],
    ['9 PM', 1260],
    ['9pm', 1260],
    ['09.30p.m.', 1290],
    ['11:59 PM', 1439],
    [' 7:15 pm ', 1155],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(parseTime(text)).toBe(minutes);
  });

  it.each(['', '   ', '25:00', '24:30', '9:60', '13:00 PM', '0:00 AM', '9', 'noon', '9:5', 'abc 9:00', '-1:00'])('rejects %j', (text) => {
    expect(parseTime(text)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
  });
});

describe('toTime24, toTime12 and formatTime', () => {
  it.each([
    [0, '00:00', '12:00 AM'],
    [30, '00:30', '12:30 AM'],
    [545, '09:05', '9:05 AM'],
    [720, '12:00', '12:00 PM'],
    [780, '13:00', '1:00 PM'],
    [1410, '23:30', '11:30 PM'],
    [1440, '00:00', '12:00 AM'],
    [1560, '02:00', '2:00 AM'],
  ])('%i minutes is %s and %s', (minutes, h24, h12) => {
    expect(toTime24(minutes)).toBe(h24);
    expect(toTime12(minutes)).toBe(h12);
  });

  it.each([
    ['09:00', '9:00 AM'],
    ['17:30', '5:30 PM'],
    ['00:00', '12:00 AM'],
    ['9:00 pm', '9:00 PM'],
    ['10 AM', '10:00 AM'],
    ['closed for lunch', 'closed for lunch'],
    ['', ''],
  ])('formatTime(%j) is %j', (text, shown) => {
    expect(formatTime(text)).toBe(shown);
  });
});

describe('slotEndMinutes and crossesMidnight', () => {
  it.each([
    ['09:00', '17:00', 1020, false],
    ['18:00', '02:00', 1560, true],
    ['22:00', '22:00', 2760, true],
    ['09:00', '00:00', 1440, false],
    ['00:00', '00:00', 1440, false],
    ['10:00 PM', '2:00 AM', 1560, true],
    ['9:00 AM', '5:00 PM', 1020, false],
  ])('%s-%s ends at minute %i (crosses midnight: %s)', (open, close, end, overnight) => {
    expect(slotEndMinutes(open, close)).toBe(end);
    expect(crossesMidnight({ open, close })).toBe(overnight);
  });

  it('gives null and no overnight for unparseable times', () => {
    expect(slotEndMinutes('x', '17:00')).toBeNull();
    expect(slotEndMinutes('09:00', '')).toBeNull();
    expect(crossesMidnight({ open: '', close: '' })).toBe(false);
  });
});

describe('time options', () => {
  it('has 48 half-hour steps from 00:00 to 23:30', () => {
    expect(WORKING_HOURS_STEP_MINUTES).toBe(30);
    expect(timeOptions).toHaveLength(48);
    expect(timeOptions[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(timeOptions[1]).toEqual({ value: '00:30', label: '12:30 AM' });
    expect(timeOptions[18]).toEqual({ value: '09:00', label: '9:00 AM' });
    expect(timeOptions[24]).toEqual({ value: '12:00', label: '12:00 PM' });
    expect(timeOptions[47]).toEqual({ value: '23:30', label: '11:30 PM' });
    expect(timeOptions.map((option) => parseTime(option.value))).toEqual(Array.from({ length: 48 }, (_, step) => step * 30));
  });

  it('offers closing times after the open, then midnight', () => {
    const options = closeTimeOptions('09:00');
    expect(options).toHaveLength(30);
    expect(options[0]).toEqual({ value: '09:30', label: '9:30 AM' });
    expect(options.at(-2)).toEqual({ value: '23:30', label: '11:30 PM' });
    expect(options.at(-1)).toEqual({ value: '00:00', label: '12:00 AM' });
  });

  it('offers only midnight after 23:30 and everything after an open of midnight', () => {
    expect(closeTimeOptions('23:30')).toEqual([{ value: '00:00', label: '12:00 AM' }]);
    expect(closeTimeOptions('00:00')).toHaveLength(48);
    expect(closeTimeOptions('9:00 PM').map((option) => option.value)).toEqual(['21:30', '22:00', '22:30', '23:00', '23:30', '00:00']);
  });
});

describe('defaultWorkingHours', () => {
  it('is Monday to Friday 09:00-17:00, Saturday 10:00-15:00 and Sunday closed', () => {
    expect(defaultWorkingHours()).toEqual([
      slot('Monday', '09:00', '17:00'),
      slot('Tuesday', '09:00', '17:00'),
      slot('Wednesday', '09:00', '17:00'),
      slot('Thursday', '09:00', '17:00'),
      slot('Friday', '09:00', '17:00'),
      slot('Saturday', '10:00', '15:00'),
      marker('Sunday'),
    ]);
    expect(DEFAULT_SLOT).toEqual({ open: '09:00', close: '17:00' });
  });

  it('returns a fresh list each time', () => {
    const first = defaultWorkingHours();
    first[0]!.open = '06:00';
    expect(defaultWorkingHours()[0]?.open).toBe('09:00');
  });

  it('passes its own validation', () => {
    expect(validateWorkingHours(defaultWorkingHours())).toEqual([]);
  });
});

describe('daySlots and isDayOpen', () => {
  const hours: WorkingHours = [slot('Monday', '09:00', '13:00'), marker('Sunday'), slot('Monday', '14:00', '18:00')];

  it("lists a day's open slots in stored order", () => {
    expect(times(hours, 'Monday')).toEqual(['09:00-13:00', '14:00-18:00']);
    expect(daySlots(hours, 'Sunday')).toEqual([]);
    expect(daySlots(hours, 'Tuesday')).toEqual([]);
  });

  it('counts a day open only with an open slot', () => {
    expect(isDayOpen(hours, 'Monday')).toBe(true);
    expect(isDayOpen(hours, 'Sunday')).toBe(false);
    expect(isDayOpen(hours, 'Tuesday')).toBe(false);
  });
});

describe('setDayOpen', () => {
  it('gives a closed day one default 09:00-17:00 slot in its place in the week', () => {
    const hours = setDayOpen(defaultWorkingHours(), 'Sunday', true);
    expect(hours.at(-1)).toEqual(slot('Sunday', '09:00', '17:00'));
    expect(hours.filter((entry) => entry.day === 'Sunday')).toHaveLength(1);
  });

  it('gives a day with no entries the default slot, in week order', () => {
    const hours = setDayOpen([slot('Friday', '10:00', '12:00')], 'Wednesday', true);
    expect(hours).toEqual([slot('Wednesday', '09:00', '17:00'), slot('Friday', '10:00', '12:00')]);
  });

  it("leaves an open day's slots alone", () => {
    const start: WorkingHours = [slot('Monday', '07:00', '11:00', 'a'), slot('Monday', '12:00', '20:00', 'b')];
    expect(setDayOpen(start, 'Monday', true)).toEqual(start);
  });

  it('closing removes every slot of the day and leaves one closed marker', () => {
    const start: WorkingHours = [slot('Monday', '07:00', '11:00'), slot('Monday', '12:00', '20:00'), slot('Tuesday', '09:00', '17:00')];
    expect(setDayOpen(start, 'Monday', false)).toEqual([marker('Monday'), slot('Tuesday', '09:00', '17:00')]);
  });

  it('does not change the list it was given', () => {
    const start = defaultWorkingHours();
    const copy = structuredClone(start);
    setDayOpen(start, 'Monday', false);
    setDayOpen(start, 'Sunday', true);
    expect(start).toEqual(copy);
  });

  it('round-trips: closing then opening gives the default slot back', () => {
    const hours = setDayOpen(setDayOpen([slot('Monday', '06:00', '08:00')], 'Monday', false), 'Monday', true);
    expect(hours).toEqual([slot('Monday', '09:00', '17:00')]);
  });
});

describe('addSlot', () => {
  it.each([
    ['after the latest close', [slot('Monday', '09:00', '17:00')], ['09:00-17:00', '17:00-18:00']],
    ['after the latest close of several', [slot('Monday', '14:00', '18:00'), slot('Monday', '09:00', '13:00')], ['14:00-18:00', '09:00-13:00', '18:00-19:00']],
    ['ending at midnight', [slot('Monday', '09:00', '23:00')], ['09:00-23:00', '23:00-00:00']],
    ['from midnight when the evening is taken', [slot('Monday', '09:00', '23:30')], ['09:00-23:30', '00:00-01:00']],
    ['in the first free hour when the night is taken', [slot('Monday', '00:00', '08:00'), slot('Monday', '10:00', '00:00')], ['00:00-08:00', '10:00-00:00', '08:00-09:00']],
    ['as a half hour when no hour is free', [slot('Monday', '00:00', '23:30')], ['00:00-23:30', '23:30-00:00']],
    ['on the next step after an off-step close', [slot('Monday', '09:00', '17:15')], ['09:00-17:15', '17:30-18:30']],
    ['as the default slot when the day is full', [slot('Monday', '00:00', '00:00')], ['00:00-00:00', '09:00-17:00']],
  ])('adds a slot %s', (_, start, expected) => {
    expect(times(addSlot(start, 'Monday'), 'Monday')).toEqual(expected);
  });

  it('opens a closed day with the default slot', () => {
    expect(addSlot(defaultWorkingHours(), 'Sunday').at(-1)).toEqual(slot('Sunday', '09:00', '17:00'));
  });

  it('keeps other days and ids', () => {
    const start: WorkingHours = [slot('Monday', '09:00', '12:00', 'm1'), slot('Tuesday', '09:00', '17:00', 't1')];
    expect(addSlot(start, 'Monday')).toEqual([slot('Monday', '09:00', '12:00', 'm1'), slot('Monday', '12:00', '13:00'), slot('Tuesday', '09:00', '17:00', 't1')]);
  });

  it('gives a day with a new slot no validation problems', () => {
    expect(validateWorkingHours(addSlot(addSlot(defaultWorkingHours(), 'Monday'), 'Monday'))).toEqual([]);
  });
});

describe('removeSlot', () => {
  const start: WorkingHours = [slot('Monday', '09:00', '13:00', 'a'), slot('Monday', '14:00', '18:00', 'b'), slot('Tuesday', '09:00', '17:00')];

  it('removes one of several slots', () => {
    expect(removeSlot(start, 'Monday', 0)).toEqual([slot('Monday', '14:00', '18:00', 'b'), slot('Tuesday', '09:00', '17:00')]);
  });

  it('closes the day when its last slot goes', () => {
    expect(removeSlot(removeSlot(start, 'Monday', 1), 'Monday', 0)).toEqual([marker('Monday'), slot('Tuesday', '09:00', '17:00')]);
  });

  it('ignores an index that does not exist', () => {
    expect(removeSlot(start, 'Monday', 5)).toEqual(start);
    expect(removeSlot(start, 'Monday', -1)).toEqual(start);
    expect(removeSlot(start, 'Sunday', 0)).toEqual(start);
  });
});

describe('setSlotOpen', () => {
  it.each([
    ['10:00', '10:00', '17:00'],
    ['16:30', '16:30', '17:00'],
    ['17:00', '17:00', '17:30'],
    ['18:00', '18:00', '18:30'],
    ['23:30', '23:30', '00:00'],
    ['17:10', '17:10', '17:30'],
    ['9:00 PM', '21:00', '21:30'],
    ['6 am', '06:00', '17:00'],
  ])('moving 09:00-17:00 to open %s gives %s-%s', (open, expectedOpen, expectedClose) => {
    const [changed] = setSlotOpen([slot('Monday', '09:00', '17:00', 'x')], 'Monday', 0, open);
    expect(changed).toEqual(slot('Monday', expectedOpen, expectedClose, 'x'));
  });

  it('leaves a midnight close alone, which is after any open', () => {
    expect(setSlotOpen([slot('Monday', '09:00', '00:00')], 'Monday', 0, '23:30')).toEqual([slot('Monday', '23:30', '00:00')]);
  });

  it('gives a slot with an unreadable close the next step', () => {
    expect(setSlotOpen([slot('Monday', '09:00', '??')], 'Monday', 0, '11:00')).toEqual([slot('Monday', '11:00', '11:30')]);
  });

  it('stores unreadable text as typed without touching the close', () => {
    expect(setSlotOpen([slot('Monday', '09:00', '17:00')], 'Monday', 0, 'soon')).toEqual([slot('Monday', 'soon', '17:00')]);
  });

  it('changes only the addressed slot of the addressed day', () => {
    const start: WorkingHours = [slot('Monday', '09:00', '12:00'), slot('Monday', '13:00', '17:00'), slot('Tuesday', '13:00', '17:00')];
    expect(setSlotOpen(start, 'Monday', 1, '17:00')).toEqual([slot('Monday', '09:00', '12:00'), slot('Monday', '17:00', '17:30'), slot('Tuesday', '13:00', '17:00')]);
  });

  it('ignores an index that does not exist', () => {
    const start = defaultWorkingHours();
    expect(setSlotOpen(start, 'Monday', 3, '10:00')).toEqual(start);
    expect(setSlotOpen(start, 'Sunday', 0, '10:00')).toEqual(start);
  });
});

describe('setSlotClose', () => {
  it('stores the close as HH:mm', () => {
    expect(setSlotClose([slot('Monday', '09:00', '17:00', 'x')], 'Monday', 0, '6:30 PM')).toEqual([slot('Monday', '09:00', '18:30', 'x')]);
  });

  it('stores a close before the open, for validation to report', () => {
    const hours = setSlotClose([slot('Monday', '09:00', '17:00')], 'Monday', 0, '08:00');
    expect(hours).toEqual([slot('Monday', '09:00', '08:00')]);
    expect(validateDayHours(hours).map((problem) => problem.code)).toEqual(['close-before-open']);
  });
});

describe('validateDayHours', () => {
  it.each([
    ['no slots', []],
    ['one default slot', [slot('Monday', '09:00', '17:00')]],
    ['touching slots', [slot('Monday', '09:00', '13:00'), slot('Monday', '13:00', '17:00')]],
    ['a close at midnight', [slot('Monday', '18:00', '00:00')]],
    ['a whole day', [slot('Monday', '00:00', '00:00')]],
    ['AM/PM text on steps', [slot('Monday', '9:30 AM', '5:00 PM')]],
    ['closed markers', [marker('Monday'), { day: 'Monday' as const, open: 'junk', close: '', closed: true }]],
  ])('accepts %s', (_, slots) => {
    expect(validateDayHours(slots)).toEqual([]);
  });

  it.each([
    ['close before open', [slot('Monday', '17:00', '09:00')], [[0, 'close-before-open', 'Closing time must be after opening time']]],
    ['close equal to open', [slot('Monday', '09:00', '09:00')], [[0, 'close-before-open', 'Closing time must be after opening time']]],
    ['an overnight slot', [slot('Monday', '22:00', '02:00')], [[0, 'close-before-open', 'Closing time must be after opening time']]],
    ['an open off the grid', [slot('Monday', '09:15', '17:00')], [[0, 'off-step', 'Times must be in 30-minute steps']]],
    ['a close off the grid', [slot('Monday', '09:00', '17:45')], [[0, 'off-step', 'Times must be in 30-minute steps']]],
    ['an unreadable time', [slot('Monday', '09:00', 'later')], [[0, 'invalid-time', 'Please select a valid time']]],
    ['an empty open slot', [slot('Monday', '', '')], [[0, 'invalid-time', 'Please select a valid time']]],
    ['overlapping slots', [slot('Monday', '09:00', '13:00'), slot('Monday', '12:00', '15:00')], [[1, 'overlap', 'Time slots must not overlap']]],
    ['an overlap where the later slot is listed first', [slot('Monday', '12:00', '15:00'), slot('Monday', '09:00', '13:00')], [[0, 'overlap', 'Time slots must not overlap']]],
    [
      'slots inside a longer one',
      [slot('Monday', '09:00', '18:00'), slot('Monday', '10:00', '11:00'), slot('Monday', '12:00', '13:00')],
      [
        [1, 'overlap', 'Time slots must not overlap'],
        [2, 'overlap', 'Time slots must not overlap'],
      ],
    ],
    ['two identical slots', [slot('Monday', '09:00', '17:00'), slot('Monday', '09:00', '17:00')], [[1, 'overlap', 'Time slots must not overlap']]],
    ['a slot overlapping one that runs to midnight', [slot('Monday', '18:00', '00:00'), slot('Monday', '23:00', '23:30')], [[1, 'overlap', 'Time slots must not overlap']]],
    [
      'several problems at once',
      [slot('Monday', '09:15', '12:00'), slot('Monday', '11:00', '10:00'), slot('Monday', '11:00', '13:00')],
      [
        [0, 'off-step', 'Times must be in 30-minute steps'],
        [1, 'close-before-open', 'Closing time must be after opening time'],
        [2, 'overlap', 'Time slots must not overlap'],
      ],
    ],
  ] as const)('reports %s', (_, slots, expected) => {
    expect(validateDayHours(slots).map((problem) => [problem.index, problem.code, problem.message])).toEqual(expected);
  });
});

describe('validateWorkingHours', () => {
  it('locates problems by day, position in the day and position in the list', () => {
    const hours: WorkingHours = [slot('Monday', '09:00', '17:00'), marker('Tuesday'), slot('Wednesday', '09:00', '13:00'), slot('Monday', '16:00', '18:00'), slot('Wednesday', '15:00', '14:00')];
    expect(validateWorkingHours(hours)).toEqual([
      { day: 'Monday', index: 1, entryIndex: 3, code: 'overlap', message: 'Time slots must not overlap' },
      { day: 'Wednesday', index: 1, entryIndex: 4, code: 'close-before-open', message: 'Closing time must be after opening time' },
    ]);
  });
});

describe('workingHoursSchema', () => {
  it('accepts the defaults', () => {
    expect(workingHoursSchema.parse(defaultWorkingHours())).toEqual(defaultWorkingHours());
  });

  it("reports the editor's problems at the entry and field", () => {
    const result = workingHoursSchema.safeParse([slot('Monday', '09:00', '13:00'), slot('Monday', '12:00', '15:00'), slot('Friday', '10:00', '09:00')]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [[1, 'open'], 'Time slots must not overlap'],
      [[2, 'close'], 'Closing time must be after opening time'],
    ]);
  });

  it('rejects an unknown day and a non-boolean closed', () => {
    expect(workingHoursSchema.safeParse([{ day: 'Funday', open: '09:00', close: '17:00', closed: false }]).success).toBe(false);
    expect(workingHoursSchema.safeParse([{ day: 'Monday', open: '09:00', close: '17:00', closed: 'false' }]).success).toBe(false);
  });
});

describe('normalizeWorkingHours', () => {
  it('keeps well-formed hours as they are', () => {
    expect(normalizeWorkingHours(defaultWorkingHours())).toEqual(defaultWorkingHours());
  });

  it('reads the JSON text a multipart field carries', () => {
    expect(normalizeWorkingHours(JSON.stringify(defaultWorkingHours()))).toEqual(defaultWorkingHours());
  });

  it('turns AM/PM text into HH:mm, matches days loosely and keeps ids', () => {
    expect(
      normalizeWorkingHours([
        { day: 'monday', open: '9:00 AM', close: '6:30 pm', closed: false, _id: 'm1' },
        { day: 'TUE', open: '10 am', close: '2 PM' },
        { day: ' Wed ', open: '12:00 PM', close: '12:00 AM', closed: 'false' },
      ]),
    ).toEqual([slot('Monday', '09:00', '18:30', 'm1'), slot('Tuesday', '10:00', '14:00'), slot('Wednesday', '12:00', '00:00')]);
  });

  it("reads closed as a boolean, text or number, and empties a closed day's times", () => {
    expect(
      normalizeWorkingHours([
        { day: 'Monday', open: '09:00', close: '17:00', closed: 'true' },
        { day: 'Tuesday', open: '09:00', close: '17:00', closed: 1 },
        { day: 'Wednesday', closed: true, _id: 'w' },
        { day: 'Thursday', open: '09:00', close: '17:00', closed: 0 },
        { day: 'Friday', open: '09:00', close: '17:00', closed: 'FALSE' },
      ]),
    ).toEqual([marker('Monday'), marker('Tuesday'), { ...marker('Wednesday'), _id: 'w' }, slot('Thursday', '09:00', '17:00'), slot('Friday', '09:00', '17:00')]);
  });

  it("orders Monday to Sunday and each day's slots by opening time", () => {
    expect(normalizeWorkingHours([slot('Sunday', '10:00', '12:00'), slot('Monday', '14:00', '18:00'), slot('Monday', '09:00', '13:00')])).toEqual([
      slot('Monday', '09:00', '13:00'),
      slot('Monday', '14:00', '18:00'),
      slot('Sunday', '10:00', '12:00'),
    ]);
  });

  it('drops closed markers of a day that has open slots, and duplicate markers', () => {
    expect(normalizeWorkingHours([marker('Monday'), slot('Monday', '09:00', '17:00'), marker('Sunday'), marker('Sunday')])).toEqual([slot('Monday', '09:00', '17:00'), marker('Sunday')]);
  });

  it('drops entries with an unknown day or unreadable open times, and non-objects', () => {
    expect(
      normalizeWorkingHours([
        { day: 'Someday', open: '09:00', close: '17:00' },
        { open: '09:00', close: '17:00' },
        { day: 'Monday', open: 'morning', close: '17:00' },
        { day: 'Tuesday', open: 900, close: 1700 },
        null,
        'Monday 9-5',
        slot('Friday', '09:00', '17:00'),
      ]),
    ).toEqual([slot('Friday', '09:00', '17:00')]);
  });

  it('reads an object keyed by day holding an entry or a list', () => {
    expect(
      normalizeWorkingHours({
        saturday: { open: '10:00', close: '15:00' },
        Monday: [
          { open: '14:00', close: '18:00' },
          { open: '09:00', close: '13:00' },
        ],
        sun: { closed: true },
      }),
    ).toEqual([slot('Monday', '09:00', '13:00'), slot('Monday', '14:00', '18:00'), slot('Saturday', '10:00', '15:00'), marker('Sunday')]);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['broken JSON', '[{"day":'],
    ['an empty string', ''],
    ['an empty list', []],
  ])('gives an empty list for %s', (_, raw) => {
    expect(normalizeWorkingHours(raw)).toEqual([]);
  });
});

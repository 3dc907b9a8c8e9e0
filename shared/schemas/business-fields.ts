/**
 * Zod schemas of the listing's value lists, price ranges and working hours. They live apart from
 * shared/business/{enums,format,working-hours}.ts so that public pages, which only show these
 * values, do not load zod (issue #8: zod loads with the forms only).
 */
import * as z from 'zod';
import { businessReportTypes, currencies, employeeBands, legalStatuses, paymentMethods, priceUnits, removalReasons, revenueBands, reviewSpamReasons, setupTabs, weekDays } from '../business/enums';
import { validateWorkingHours, WORKING_HOURS_MAX_SLOTS } from '../business/working-hours';
import { CLOSURE_NOTE_MAX, isIsoDay, SPECIAL_DAY_LABEL_MAX, SPECIAL_DAY_SLOTS_MAX, SPECIAL_DAYS_MAX, specialHoursMessages, specialHoursProblems } from '../business/special-hours';
import { indiaDay } from '../time/india';
import { msg } from '../i18n/catalog';

/** Validates a revenue band. */
export const revenueBandSchema = z.enum(revenueBands);

/** Validates an employee-count band. */
export const employeeBandSchema = z.enum(employeeBands);

/** Validates a mode of payment. */
export const paymentMethodSchema = z.enum(paymentMethods);

/** Validates a price currency. */
export const currencySchema = z.enum(currencies);

/** Validates a price unit. */
export const priceUnitSchema = z.enum(priceUnits);

/** Validates a business report type, with the dialog's message when missing. */
export const businessReportTypeSchema = z.enum(businessReportTypes, { error: msg('Please select an option') });

/** Validates a removal reason. */
export const removalReasonSchema = z.enum(removalReasons);

/** Validates a review-spam reason. */
export const reviewSpamReasonSchema = z.enum(reviewSpamReasons);

/** Validates a legal status. */
export const legalStatusSchema = z.enum(legalStatuses);

/** Validates a week day. */
export const weekDaySchema = z.enum(weekDays);

/** Validates a setup-form tab. */
export const setupTabSchema = z.enum(setupTabs);

/** A price range as the setup form sends it. */
export const priceRangeSchema = z
  .object({
    _id: z.string().max(64).optional(),
    units: z.number().int().nonnegative().max(1_000_000_000).nullable(),
    unit: z.string().max(60).optional(),
    customUnit: z.string().max(60).optional(),
    minPrice: z.number().nonnegative(msg('Prices cannot be negative')).max(1e12).nullable(),
    maxPrice: z.number().nonnegative(msg('Prices cannot be negative')).max(1e12).nullable(),
    currency: currencySchema,
    title: z.string().max(120),
  })
  .refine((range) => range.minPrice === null || range.maxPrice === null || range.minPrice <= range.maxPrice, {
    message: msg('The minimum price cannot be more than the maximum price'),
    path: ['minPrice'],
  });

/** A price range as the setup form sends it. */
export type PriceRangeInput = z.infer<typeof priceRangeSchema>;

/** One stored entry as the setup form sends it. */
export const workingHourSlotSchema = z.object({
  day: weekDaySchema,
  open: z.string().max(20),
  close: z.string().max(20),
  closed: z.boolean(),
  _id: z.string().max(64).optional(),
});

/** A full working-hours list as the setup form sends it, checked with the editor's rules. */
export const workingHoursSchema = z
  .array(workingHourSlotSchema)
  .max(WORKING_HOURS_MAX_SLOTS, `Please keep to ${WORKING_HOURS_MAX_SLOTS} time slots`)
  .superRefine((hours, ctx) => {
    for (const problem of validateWorkingHours(hours)) {
      const field = problem.code === 'close-before-open' ? 'close' : 'open';
      ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.entryIndex, field] });
    }
  });

/** Working hours as the setup form sends them. */
export type WorkingHoursInput = z.infer<typeof workingHoursSchema>;

/** What the shared rules report that a field's own schema already has (a list too long, a date that is none). */
const notFieldCheck = (problem: { path: unknown[]; message: string }) => problem.path.length > 1 && problem.message !== specialHoursMessages.invalidDate;

/** A calendar day, YYYY-MM-DD. */
const isoDaySchema = z.string().max(10, specialHoursMessages.invalidDate).refine(isIsoDay, specialHoursMessages.invalidDate);

/** A special day as the Working Hours tab sends it (issue #27 §4; rules in shared/business/special-hours.ts). */
export const specialDaySchema = z.object({
  _id: z.string().max(64).optional(),
  date: isoDaySchema,
  label: z.string().trim().min(1, specialHoursMessages.noLabel).max(SPECIAL_DAY_LABEL_MAX, `Please keep the name to ${SPECIAL_DAY_LABEL_MAX} characters`),
  closed: z.boolean(),
  slots: z
    .array(z.object({ open: z.string().max(20), close: z.string().max(20) }))
    .max(SPECIAL_DAY_SLOTS_MAX, `Please keep to ${SPECIAL_DAY_SLOTS_MAX} time slots a day`)
    .default([]),
});

/**
 * A listing's special days: each today or later, one per date, with hours
 * when not closed, at most SPECIAL_DAYS_MAX. "Today" is the India day at
 * the moment of parsing (the form drops days that have passed before it sends).
 */
export const specialHoursSchema = z
  .array(specialDaySchema)
  .max(SPECIAL_DAYS_MAX, specialHoursMessages.tooMany)
  .superRefine((specialHours, ctx) => {
    // The count and the dates' form are the fields' own checks above.
    for (const problem of specialHoursProblems({ specialHours }, indiaDay(Date.now())).filter(notFieldCheck)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path.slice(1) });
    }
  });

/** The listing is shut from one day to another (both included), or until further notice (`until: null`). */
export const temporaryClosureSchema = z
  .object({
    from: isoDaySchema,
    until: isoDaySchema.nullable(),
    note: z.string().trim().max(CLOSURE_NOTE_MAX, `Please keep the note to ${CLOSURE_NOTE_MAX} characters`).default(''),
  })
  .superRefine((temporaryClosure, ctx) => {
    for (const problem of specialHoursProblems({ temporaryClosure }, indiaDay(Date.now())).filter(notFieldCheck)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path.slice(1) });
    }
  });

export type SpecialDayInput = z.infer<typeof specialDaySchema>;
export type TemporaryClosureInput = z.infer<typeof temporaryClosureSchema>;

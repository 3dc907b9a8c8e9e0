import { get, set, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { SaveEventSchema } from '@shared/schemas/event';
import type { Translate } from '../../../../i18n';
import { toSaveBody, type EventFormValues } from './form-values';
import { controlOf, formTabs, tabOf, validateEventForm, type FormError } from './validation';

/** The form's names for the API body's fields where they differ (spec 3 §7: the body's eventType is the form's category, and so on). */
const formNames: Record<string, string> = {
  start: 'startDate',
  end: 'endDate',
  reccuring: 'recurringPattern',
  platform: 'locationType',
  discount: 'discountAmount',
  eventType: 'eventCategory',
  eventCategory: 'eventType',
};
const scheduleNames: Record<string, string> = { reccuringType: 'recurringPattern', startDate: 'recurringStartDate', endDate: 'recurringEndDate', slot: 'recurringSlots' };

/** The form value a body issue is about: tickets and slots keep their place in their list; other lists are one control. */
function formPathOf(issuePath: readonly PropertyKey[]): string {
  const [head, ...rest] = issuePath.map(String);
  if (head === 'tickets') return ['tickets', ...rest].join('.');
  if (head === 'reccuring' && rest[0] && scheduleNames[rest[0]]) return rest[0] === 'slot' ? ['recurringSlots', ...rest.slice(1)].join('.') : scheduleNames[rest[0]]!;
  return formNames[head!] ?? head!;
}

/**
 * What the API would refuse of the body the form sends: the shared schema's
 * checks (a state not in the list, a schedule longer than a year…), run once
 * the form's own rules pass, so a message is never about a value the form
 * has not turned into a body yet.
 */
function bodyProblems(values: EventFormValues, t: Translate): FormError[] {
  return (SaveEventSchema.safeParse(toSaveBody(values)).error?.issues ?? []).map((issue) => {
    const path = formPathOf(issue.path);
    const ticket = /^tickets\.(\d+)\./.exec(path);
    const message = ticket ? t('Ticket {number}: {problem}', { number: String(Number(ticket[1]) + 1), problem: t(issue.message) }) : t(issue.message);
    return { tab: tabOf(path), path, field: controlOf(path, values), message };
  });
}

/** What the form checks against, read when it validates. */
export interface EventFormChecks {
  /** The loaded start date in edit mode (see validateEventForm). */
  unchangedStart: string | undefined;
  /** The page's translator: the messages are shown as they are. */
  t: Translate;
}

/** Every problem a save would meet: the form's rules (spec 3 §5), then the API's schema. */
export function eventFormProblems(values: EventFormValues, { unchangedStart, t }: EventFormChecks, now = new Date()): FormError[] {
  const problems = validateEventForm(values, now, unchangedStart, t);
  return problems.length ? problems : bodyProblems(values, t);
}

/** The problems as react-hook-form's nested errors, one message a value (the first found). */
export function toFieldErrors(problems: readonly FormError[]): FieldErrors<EventFormValues> {
  const errors: FieldErrors<EventFormValues> = {};
  for (const { path, message } of problems) {
    // A list's own message sits beside its entries' (the schedule's days and a day's slots).
    const found: FieldError | undefined = get(errors, path);
    if (!found?.message) set(errors, path, { ...found, type: 'rule', message });
  }
  return errors;
}

/** The messages of react-hook-form's nested errors, by dotted path, in the order they were set. */
function* messagesOf(errors: object, prefix = ''): Generator<[string, string]> {
  for (const [key, node] of Object.entries(errors) as Array<[string, unknown]>) {
    if (key === 'ref' || typeof node !== 'object' || node === null) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in node && typeof node.message === 'string') yield [path, node.message];
    yield* messagesOf(node, path);
  }
}

/** The form's errors as the panel, the tabs and Next read them: in tab order, each with its tab and control. */
export function problemsOf(errors: FieldErrors<EventFormValues>, values: EventFormValues): FormError[] {
  return [...messagesOf(errors)].map(([path, message]) => ({ tab: tabOf(path), path, field: controlOf(path, values), message })).sort((a, b) => formTabs.indexOf(a.tab) - formTabs.indexOf(b.tab));
}

/** The event form's resolver: the checks of a save over the current values (`checks` read when it runs). */
export const eventFormResolver =
  (checks: { readonly current: EventFormChecks }): Resolver<EventFormValues> =>
  (values) => {
    const problems = eventFormProblems(values, checks.current);
    return problems.length ? { values: {}, errors: toFieldErrors(problems) } : { values, errors: {} };
  };

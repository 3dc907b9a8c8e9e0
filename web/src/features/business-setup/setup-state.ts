import type { FieldErrors, Resolver } from 'react-hook-form';
import { msg } from '@shared/i18n/catalog';
import { defaultPriceRange } from '@shared/business/format';
import { defaultWorkingHours } from '@shared/business/working-hours';
import { upcomingSpecialDays } from '@shared/business/special-hours';
import { indiaDay } from '@shared/time/india';
import { AddBusinessRequestSchema, UpdateBusinessSchema, type BusinessResponse, type UpdateBusinessInput } from '@shared/schemas/business';

/** The setup form's one state: what the API takes, with the name and city a new listing needs. */
export type Draft = UpdateBusinessInput & { name: string; cityName: string };

/** The form's values for a listing as loaded, or for a new one. */
export function fromBusiness(business: BusinessResponse | undefined): Draft {
  if (!business) return { name: '', cityName: '', workingHours: defaultWorkingHours(), pricing: [defaultPriceRange()], media: { headerImage: null, gallery: [] } };
  const {
    _id: _id,
    slug: _slug,
    status: _status,
    verificationStatus: _verified,
    unclaimed: _unclaimed,
    image: _image,
    cityNameFormatted,
    metrics: _metrics,
    rating: _rating,
    reviews: _reviews,
    followersCount: _followers,
    owner: _owner,
    createdAt: _created,
    updatedAt: _updated,
    media,
    ...fields
  } = business;
  return {
    ...fields,
    cityName: cityNameFormatted,
    media: { headerImage: media.headerImage, gallery: media.gallery },
    workingHours: fields.workingHours?.length ? fields.workingHours : defaultWorkingHours(),
    // Days gone by are no longer the owner's to edit (and the API refuses a past date): they are dropped here.
    specialHours: upcomingSpecialDays(fields.specialHours, indiaDay(new Date())),
    pricing: fields.pricing?.length ? fields.pricing : [defaultPriceRange()],
  };
}

/** The fields whose value differs from what was saved: an edit sends only these. */
function changedFields(draft: Draft, saved: Draft): Partial<Draft> {
  return Object.fromEntries(Object.entries(draft).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key as keyof Draft])));
}

/** What a save sends: a listing is created whole; later saves send (and check) only what changed. */
export const outgoingOf = (draft: Draft, saved: BusinessResponse | undefined) => (saved ? changedFields(draft, fromBusiness(saved)) : draft);

const issuesByPath = (issues: readonly { path: PropertyKey[]; message: string }[]) => Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));

/**
 * Field errors by dotted path, from the same schemas the API parses with: a
 * new listing must also have what creating one needs (spec 1 §5).
 */
function validate(draft: Partial<Draft>, isNew: boolean, registration: boolean): Record<string, string> {
  const required = isNew ? (AddBusinessRequestSchema.safeParse(registration ? { ...draft, registration: true } : draft).error?.issues ?? []) : [];
  return { ...issuesByPath(UpdateBusinessSchema.safeParse(draft).error?.issues ?? []), ...issuesByPath(required) };
}

/** What the form checks against, read when it validates. */
export interface SetupChecks {
  /** The listing as last saved; none while it is being created. */
  saved: BusinessResponse | undefined;
  registration: boolean;
  /** Once the owner has tried to save, a new listing's missing fields count too. */
  triedToSave: boolean;
}

/** The problems a save would refuse, by dotted path (the schemas' English messages). */
export function setupProblems(draft: Draft, { saved, registration, triedToSave }: SetupChecks): Record<string, string> {
  return {
    ...validate(outgoingOf(draft, saved), !saved && triedToSave, registration),
    ...(triedToSave && !draft.cityName.trim() ? { cityName: msg('Please select a city') } : {}),
  };
}

/** Dotted paths to react-hook-form's nested errors; a list's own error and its entries' errors live side by side. */
function nestErrors(problems: Record<string, string>): FieldErrors<Draft> {
  const errors: FieldErrors<Draft> = {};
  for (const [path, message] of Object.entries(problems)) {
    let node: Record<string, unknown> = errors;
    for (const part of path.split('.')) node = (node[part] ??= {}) as Record<string, unknown>;
    Object.assign(node, { type: 'schema', message });
  }
  return errors;
}

/** react-hook-form's nested errors back to messages by dotted path. */
export function errorsByPath(errors: FieldErrors, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') found[path] = (value as { message: string }).message;
    Object.assign(found, errorsByPath(value as FieldErrors, path));
  }
  return found;
}

/** The setup form's resolver: the checks of a save, over the current draft (read from `checks` when it runs). */
export const setupResolver =
  (checks: { readonly current: SetupChecks }): Resolver<Draft> =>
  (draft) => {
    const problems = setupProblems(draft, checks.current);
    return Object.keys(problems).length ? { values: {}, errors: nestErrors(problems) } : { values: draft, errors: {} };
  };

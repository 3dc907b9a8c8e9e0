import { upcomingSpecialDays, type SpecialDay, type TemporaryClosure } from './special-hours';

/**
 * How a change lands on a stored listing. The nested parts (address, contact,
 * socialMedia) are merged field by field, so a change to the street keeps the
 * PIN; other fields are replaced whole. A field is cleared only when it is
 * named in `removedFields`, never because an empty string arrived.
 */
export const NESTED_LISTING_FIELDS = ['address', 'contact', 'socialMedia'] as const;
export type NestedListingField = (typeof NESTED_LISTING_FIELDS)[number];

/** The parts of each nested object, in the order forms show them. */
export const NESTED_LISTING_KEYS = {
  address: ['street', 'suite', 'city', 'state', 'zipCode'],
  contact: ['phone', 'alternatePhones', 'email', 'alternateEmails'],
  socialMedia: ['facebook', 'instagram', 'twitter', 'youtube'],
} as const satisfies Record<NestedListingField, readonly string[]>;

/** Top-level fields an edit request may ask to clear (the name never). */
const REMOVABLE_TOP_LEVEL = ['website', 'description', 'establishmentYear', 'workingHours', 'specialHours', 'temporaryClosure', 'paymentTypes', 'seoTitle', 'seoDescription'] as const;

/** Every field an edit request may ask to clear: top-level names and `nested.key` paths. */
export const REMOVABLE_LISTING_FIELDS = [...REMOVABLE_TOP_LEVEL, ...NESTED_LISTING_FIELDS.flatMap((field) => NESTED_LISTING_KEYS[field].map((key) => `${field}.${key}` as const))] as const;
export type RemovableListingField = (typeof REMOVABLE_LISTING_FIELDS)[number];

type Fields = Record<string, unknown>;

const isNested = (field: string): field is NestedListingField => (NESTED_LISTING_FIELDS as readonly string[]).includes(field);
const isPlainObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Entry ids (working-hours slots, price ranges) are storage details, not content. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .filter((key) => key !== '_id' && value[key] !== undefined)
        .sort()
        .map((key) => [key, comparable(value[key])]),
    );
  }
  return value;
}

/** Whether two field values say the same thing (empty and absent are the same). */
export function sameValue(a: unknown, b: unknown): boolean {
  const blank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (blank(a) && blank(b)) return true;
  return JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
}

/**
 * The stored listing's fields after `changes`: each nested object is the
 * stored one with the sent keys laid over it; `removedFields` drops nested
 * keys here and lists the top-level attributes the caller must REMOVE.
 */
export function mergeListingChanges<T extends Fields>(current: Fields, changes: T, removedFields: readonly string[] = []): { set: T; remove: string[] } {
  const set: Fields = { ...changes };
  const remove: string[] = [];
  for (const field of NESTED_LISTING_FIELDS) {
    const removedKeys = removedFields.filter((path) => path.startsWith(`${field}.`)).map((path) => path.slice(field.length + 1));
    if (set[field] === undefined && removedKeys.length === 0) continue;
    const merged: Fields = { ...(isPlainObject(current[field]) ? current[field] : {}), ...(isPlainObject(set[field]) ? dropUndefined(set[field]) : {}) };
    for (const key of removedKeys) delete merged[key];
    set[field] = merged;
  }
  for (const path of removedFields) {
    if (path.includes('.')) continue;
    delete set[path];
    remove.push(path);
  }
  return { set: set as T, remove };
}

const dropUndefined = (fields: Fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** A phone as its ten digits, so '98200 12345', '+91 98200 12345' and '9820012345' are one number. */
const phoneDigits = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/\D/g, '').replace(/^(?:91|0)(?=\d{10}$)/, '') : value);

/** A nested key's value as compared: phones by their digits, the rest as they are. */
function comparableKey(field: string, key: string, value: unknown): unknown {
  if (field !== 'contact') return value;
  if (key === 'phone') return phoneDigits(value);
  if (key === 'alternatePhones' && Array.isArray(value)) return value.map(phoneDigits);
  return value;
}

/**
 * Only what a suggestion actually changes: fields equal to the stored ones
 * (or left blank) are dropped, nested objects keep just their changed keys,
 * and removals of fields that are already empty are dropped too.
 */
export function changedListingFields<T extends Fields>(current: Fields, requested: T, removedFields: readonly string[] = []): { changes: Partial<T>; removedFields: string[] } {
  const changes: Fields = {};
  for (const [field, value] of Object.entries(requested)) {
    if (value === undefined) continue;
    if (isNested(field) && isPlainObject(value)) {
      const stored = isPlainObject(current[field]) ? current[field] : {};
      const changedKeys = Object.entries(value).filter(
        ([key, part]) => part !== '' && part !== undefined && !(Array.isArray(part) && part.length === 0) && !sameValue(comparableKey(field, key, part), comparableKey(field, key, stored[key])),
      );
      // 'India' is the only country and a schema default, never a change.
      const meaningful = changedKeys.filter(([key]) => key !== 'country');
      if (meaningful.length > 0) changes[field] = Object.fromEntries(meaningful);
      continue;
    }
    if (value === '' || sameValue(value, current[field])) continue;
    changes[field] = value;
  }
  const stillThere = removedFields.filter((path) => {
    const [field = path, key] = path.split('.');
    const stored = key ? (isPlainObject(current[field]) ? current[field][key] : undefined) : current[field];
    return !sameValue(stored, undefined);
  });
  return { changes: changes as Partial<T>, removedFields: [...new Set(stillThere)] };
}

/**
 * An edit request's changes as they still apply when an admin approves it
 * (`today` in IST): special days that have passed since it was made are left
 * out (a listing never stores a past day, which the setup form's next save
 * would refuse), and so is a temporary closure that has ended meanwhile.
 */
export function stillApplicable<T extends { specialHours?: SpecialDay[]; temporaryClosure?: TemporaryClosure | null }>(fields: T, today: string): T {
  const { specialHours, temporaryClosure, ...rest } = fields;
  const upcoming = specialHours ? upcomingSpecialDays(specialHours, today) : undefined;
  const closureOver = Boolean(temporaryClosure?.until && temporaryClosure.until < today);
  return {
    ...rest,
    // An empty list asks to clear the special days; a list whose days have all passed asks nothing now.
    ...(upcoming && (upcoming.length > 0 || specialHours!.length === 0) ? { specialHours: upcoming } : {}),
    ...(temporaryClosure && !closureOver ? { temporaryClosure } : {}),
  } as T;
}

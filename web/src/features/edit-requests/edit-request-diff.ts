import { NESTED_LISTING_FIELDS } from '@shared/business/listing-changes';

/** One line of the admin's side-by-side view: what the listing shows now and what the request proposes. */
export interface DiffRow {
  /** 'name', or 'address.street' for a part of a nested object. */
  path: string;
  current: unknown;
  /** The proposed value; `removed` when the request clears the field. */
  proposed: unknown;
  removed: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The rows of a request: one per changed field, nested objects split into
 * their changed parts (never 'Country: India' or an unchanged key), then one
 * per field the request clears.
 */
export function editRequestDiffRows(request: { requestedFields: Record<string, unknown>; removedFields?: string[]; currentFields?: Record<string, unknown> }): DiffRow[] {
  const current = request.currentFields ?? {};
  const rows: DiffRow[] = [];
  for (const [field, proposed] of Object.entries(request.requestedFields)) {
    if ((NESTED_LISTING_FIELDS as readonly string[]).includes(field) && isObject(proposed)) {
      const stored = isObject(current[field]) ? current[field] : {};
      for (const [key, value] of Object.entries(proposed)) {
        if (key === 'country') continue;
        rows.push({ path: `${field}.${key}`, current: stored[key], proposed: value, removed: false });
      }
      continue;
    }
    rows.push({ path: field, current: current[field], proposed, removed: false });
  }
  for (const path of request.removedFields ?? []) {
    const [field = path, key] = path.split('.');
    const stored = key ? (isObject(current[field]) ? current[field][key] : undefined) : current[field];
    rows.push({ path, current: stored, proposed: undefined, removed: true });
  }
  return rows;
}

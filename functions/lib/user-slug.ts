import { randomBytes } from 'node:crypto';
import { slugify } from '../../shared/slug';

/** A readable profile address; a short random tail keeps it unique without a read-then-write race. */
export function newUserSlug(firstName: string, lastName: string): string {
  const base = slugify(`${firstName} ${lastName}`) || 'member';
  return `${base}-${randomBytes(3).toString('hex')}`;
}

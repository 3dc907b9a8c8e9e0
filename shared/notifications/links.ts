import { cityToPathSegment, plainText } from '../business/format';

/**
 * Where a notification leads on the site. Built on the server when the
 * notification is made (shared/ may not import web/), with the same URL
 * shapes as web/src/config/paths.ts.
 */
const segment = (value: string) => encodeURIComponent(value);
const city = (name: string) => `/in/${segment(cityToPathSegment(name))}`;

export const notificationLinks = {
  business: (cityName: string, slug: string) => `${city(cityName)}/sbiz/${segment(slug)}`,
  product: (cityName: string, slug: string) => `${city(cityName)}/product/${segment(slug)}`,
  event: (cityName: string, slug: string) => `${city(cityName)}/events/${segment(slug)}`,
  article: (slug: string) => `/blog/${segment(slug)}`,
  member: (slug: string) => `/sb-user/${segment(slug)}`,
  leads: () => '/dashboard/leads',
  questions: () => '/dashboard/questions',
  conversation: (conversationId: string) => `/dashboard/messages?conversation=${segment(conversationId)}`,
  notifications: () => '/dashboard/notifications',
};

/** The name a person is shown by to others in a notification: first name and last initial ("Asha K."). */
export function actorDisplayName(person: { firstName?: string; lastName?: string } | undefined): string | undefined {
  const first = person?.firstName?.trim();
  if (!first) return undefined;
  const initial = person?.lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** A plain-text excerpt of a person's words: white space folded, at most 160 characters. */
export function notificationExcerpt(text: string | undefined): string | undefined {
  const folded = plainText(text);
  if (!folded) return undefined;
  return folded.length > 160 ? `${folded.slice(0, 159).trimEnd()}…` : folded;
}

import { paymentMethodLabels, weekDays, type PaymentMethod } from '../../../shared/business/enums';
import { yearsInBusiness } from '../../../shared/business/format';
import type { BusinessItem } from '../../data/entities/business';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const withArticle = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
const titles = (value: unknown) => (Array.isArray(value) ? value.map((item: { title?: string }) => item?.title).filter((title): title is string => Boolean(title)) : []);

/**
 * A description draft written from the listing's own fields (no external
 * service): what it is, where, how long, what it offers, when it is open
 * and how to pay. The owner edits it before saving.
 */
export function generateDescription(business: BusinessItem, now = new Date()): string {
  const city = business.cityName.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
  const categories = [...titles(business.categories), ...titles(business.subCategoryId)];
  const years = yearsInBusiness(business.establishmentYear, now);
  const amenities = Array.isArray(business.amenities) ? (business.amenities.map((amenity: { title?: string }) => amenity.title).filter(Boolean) as string[]) : [];
  const payments = Array.isArray(business.paymentTypes) ? (business.paymentTypes as PaymentMethod[]).map((type) => paymentMethodLabels[type] ?? type) : [];
  const hours = Array.isArray(business.workingHours) ? (business.workingHours as Array<{ day: string; closed: boolean }>) : [];
  const openDays = weekDays.filter((day) => hours.some((slot) => slot.day === day && !slot.closed));
  const locality = (business.address as { street?: string } | undefined)?.street;

  const paragraphs = [
    `${business.name} is ${categories.length ? withArticle(`${list(categories.slice(0, 3)).toLowerCase()} business`) : 'a local business'} in ${locality ? `${locality}, ` : ''}${city}${years ? `, serving customers for ${years} ${years === 1 ? 'year' : 'years'}` : ''}.`,
    amenities.length ? `Visitors can count on ${list(amenities.slice(0, 5)).toLowerCase()}.` : '',
    openDays.length ? `We are open ${openDays.length === 7 ? 'all week' : `on ${list(openDays)}`}; see the hours table for today's timings.` : '',
    payments.length ? `We accept ${list(payments.slice(0, 6))}.` : '',
    `Get in touch to ask a question or request a quote: we are happy to help.`,
  ].filter(Boolean);
  // Every part is the owner's own text: escaped, so the draft is plain paragraphs whatever they typed.
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
}

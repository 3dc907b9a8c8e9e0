import type { SetupTab } from '@shared/business/enums';
import { msg } from '@shared/i18n/catalog';
import type { Translate } from '@shared/i18n/translate';

const english: Translate = (message, values) => message.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));

/** Which setup tab shows each top-level field (and `media.headerImage` vs the gallery). */
const tabOfField: Record<string, SetupTab> = {
  name: 'basic-info',
  cityName: 'basic-info',
  description: 'basic-info',
  establishmentYear: 'basic-info',
  employeeCount: 'basic-info',
  revenue: 'basic-info',
  website: 'basic-info',
  logo: 'basic-info',
  'media.headerImage': 'basic-info',
  contact: 'contact',
  socialMedia: 'social',
  address: 'location',
  location: 'location',
  workingHours: 'hours',
  specialHours: 'hours',
  temporaryClosure: 'hours',
  categories: 'categories',
  subCategoryId: 'categories',
  subsubCategoryId: 'categories',
  amenities: 'features',
  paymentTypes: 'features',
  pricing: 'pricing',
  gstn: 'pricing',
  pan: 'pricing',
  adhaar: 'pricing',
  iec: 'pricing',
  tax: 'pricing',
  natureOfBusiness: 'pricing',
  gstRegistration: 'pricing',
  annualTurnOver: 'pricing',
  legalStatus: 'pricing',
  media: 'images',
  awards: 'images',
  seoTitle: 'seo',
  seoDescription: 'seo',
};

/** What creating a listing asks for on Basic Info, under these labels; later they live on their own tabs. */
const creationFields: Record<string, string> = { 'contact.email': msg('Business email'), 'contact.phone': msg('Business phone'), 'address.street': msg('Street address') };

/** The tab holding the field at a dotted path ('address.zipCode' → location). */
export function setupTabOf(path: string, isNew = false): SetupTab | undefined {
  if (isNew && creationFields[path]) return 'basic-info';
  const [top = '', second] = path.split('.');
  return tabOfField[`${top}.${second}`] ?? tabOfField[top];
}

const labels: Record<string, string> = {
  name: msg('Business name'),
  cityName: msg('City'),
  description: msg('Description'),
  establishmentYear: msg('Established in'),
  website: msg('Website'),
  'contact.email': msg('Email'),
  'contact.phone': msg('Phone'),
  'address.street': msg('Street'),
  'address.suite': msg('Suite / building'),
  'address.city': msg('City'),
  'address.state': msg('State'),
  'address.zipCode': msg('PIN code'),
  location: msg('Pin on the map'),
  workingHours: msg('Working hours'),
  categories: msg('Category'),
  gstn: msg('GSTIN'),
  pan: msg('PAN'),
  adhaar: msg('Aadhaar'),
  iec: msg('IEC'),
  seoTitle: msg('SEO title'),
  seoDescription: msg('SEO description'),
};

const specialParts: Record<string, string> = { date: msg('date'), label: msg('name'), slots: msg('hours') };
const closureParts: Record<string, string> = { from: msg('closed from'), until: msg('last day closed'), note: msg('note') };
const priceParts: Record<string, string> = { title: msg('Title'), units: msg('Units'), minPrice: msg('Min price'), maxPrice: msg('Max price'), customUnit: msg('Custom unit') };

/** The label a person reads for a field's dotted path, as the form shows it, in the page's language (`t`). */
export function setupFieldLabel(path: string, isNew = false, t: Translate = english): string {
  if (isNew && creationFields[path]) return t(creationFields[path]);
  if (labels[path]) return t(labels[path]);
  const price = /^pricing\.(\d+)\.(\w+)/.exec(path);
  if (price) return t('Price range {number}, {part}', { number: Number(price[1]) + 1, part: priceParts[price[2]!] ? t(priceParts[price[2]!]!) : price[2] });
  const special = /^specialHours\.(\d+)(?:\.(\w+))?/.exec(path);
  if (special) {
    const number = Number(special[1]) + 1;
    if (!special[2]) return t('Special day {number}', { number });
    return t('Special day {number}, {part}', { number, part: specialParts[special[2]] ? t(specialParts[special[2]]!) : special[2] });
  }
  if (path === 'specialHours') return t('Special days');
  const closure = /^temporaryClosure\.(\w+)/.exec(path);
  if (closure) return t('Temporarily closed, {part}', { part: closureParts[closure[1]!] ? t(closureParts[closure[1]!]!) : closure[1] });
  const award = /^awards\.(\d+)/.exec(path);
  if (award) return t('Award {number}', { number: Number(award[1]) + 1 });
  const social = /^socialMedia\.(\w+)/.exec(path);
  if (social) return social[1]!.charAt(0).toUpperCase() + social[1]!.slice(1);
  // Anything else by its words: 'annualTurnOver' → 'Annual turn over'.
  const words = (path.split('.')[0] ?? path).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

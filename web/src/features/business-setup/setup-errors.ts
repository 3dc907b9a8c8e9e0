import type { SetupTab } from '@shared/business/enums';

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
const creationFields: Record<string, string> = { 'contact.email': 'Business email', 'contact.phone': 'Business phone', 'address.street': 'Street address' };

/** The tab holding the field at a dotted path ('address.zipCode' → location). */
export function setupTabOf(path: string, isNew = false): SetupTab | undefined {
  if (isNew && creationFields[path]) return 'basic-info';
  const [top = '', second] = path.split('.');
  return tabOfField[`${top}.${second}`] ?? tabOfField[top];
}

const labels: Record<string, string> = {
  name: 'Business name',
  cityName: 'City',
  description: 'Description',
  establishmentYear: 'Established in',
  website: 'Website',
  'contact.email': 'Email',
  'contact.phone': 'Phone',
  'address.street': 'Street',
  'address.suite': 'Suite / building',
  'address.city': 'City',
  'address.state': 'State',
  'address.zipCode': 'PIN code',
  location: 'Pin on the map',
  workingHours: 'Working hours',
  categories: 'Category',
  gstn: 'GSTIN',
  pan: 'PAN',
  adhaar: 'Aadhaar',
  iec: 'IEC',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
};

const specialParts: Record<string, string> = { date: 'date', label: 'name', slots: 'hours' };
const closureParts: Record<string, string> = { from: 'closed from', until: 'last day closed', note: 'note' };
const priceParts: Record<string, string> = { title: 'Title', units: 'Units', minPrice: 'Min price', maxPrice: 'Max price', customUnit: 'Custom unit' };

/** The label a person reads for a field's dotted path, as the form shows it. */
export function setupFieldLabel(path: string, isNew = false): string {
  if (isNew && creationFields[path]) return creationFields[path];
  if (labels[path]) return labels[path];
  const price = /^pricing\.(\d+)\.(\w+)/.exec(path);
  if (price) return `Price range ${Number(price[1]) + 1}, ${priceParts[price[2]!] ?? price[2]}`;
  const special = /^specialHours\.(\d+)(?:\.(\w+))?/.exec(path);
  if (special) return `Special day ${Number(special[1]) + 1}${special[2] ? `, ${specialParts[special[2]] ?? special[2]}` : ''}`;
  if (path === 'specialHours') return 'Special days';
  const closure = /^temporaryClosure\.(\w+)/.exec(path);
  if (closure) return `Temporarily closed, ${closureParts[closure[1]!] ?? closure[1]}`;
  const award = /^awards\.(\d+)/.exec(path);
  if (award) return `Award ${Number(award[1]) + 1}`;
  const social = /^socialMedia\.(\w+)/.exec(path);
  if (social) return social[1]!.charAt(0).toUpperCase() + social[1]!.slice(1);
  // Anything else by its words: 'annualTurnOver' → 'Annual turn over'.
  const words = (path.split('.')[0] ?? path).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

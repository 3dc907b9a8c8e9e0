/**
 * The business listing's closed value lists (spec 1, §3 and §2): each one is an
 * `as const` array (the order the pickers show), its union type and, where the
 * stored value is not what a person reads, labels. Their zod schemas are in
 * shared/schemas/business-fields.ts, so pages that only show values load no zod.
 * The labels are English messages (msg), shown translated with `t(label)`.
 */
import { msg } from '../i18n/catalog';

/** Annual revenue bands, smallest first. */
export const revenueBands = ['0-10l', '10l-20l', '20l-40l', '40l-80l', '80l-1.6cr', '1.6cr-3.2cr', '3.2cr-6.4cr', '6.4cr-10cr', '10cr+'] as const;
/** One annual revenue band. */
export type RevenueBand = (typeof revenueBands)[number];
/** What the revenue picker shows for each band. */
export const revenueBandLabels: Record<RevenueBand, string> = {
  '0-10l': msg('₹0 - 10 Lakh'),
  '10l-20l': msg('₹10 - 20 Lakh'),
  '20l-40l': msg('₹20 - 40 Lakh'),
  '40l-80l': msg('₹40 - 80 Lakh'),
  '80l-1.6cr': msg('₹80 Lakh - 1.6 Crore'),
  '1.6cr-3.2cr': msg('₹1.6 - 3.2 Crore'),
  '3.2cr-6.4cr': msg('₹3.2 - 6.4 Crore'),
  '6.4cr-10cr': msg('₹6.4 - 10 Crore'),
  '10cr+': msg('₹10 Crore+'),
};

/** Employee-count bands, smallest first. */
export const employeeBands = ['1-10', '11-50', '51-100', '101-250', '251-500', '501-750', '751-1000', '1000+'] as const;
/** One employee-count band. */
export type EmployeeBand = (typeof employeeBands)[number];
/** What the employee-count picker shows for each band. */
export const employeeBandLabels: Record<EmployeeBand, string> = {
  '1-10': msg('1 - 10 Employees'),
  '11-50': msg('11 - 50 Employees'),
  '51-100': msg('51 - 100 Employees'),
  '101-250': msg('101 - 250 Employees'),
  '251-500': msg('251 - 500 Employees'),
  '501-750': msg('501 - 750 Employees'),
  '751-1000': msg('751 - 1000 Employees'),
  '1000+': msg('1000+ Employees'),
};

/** Accepted modes of payment, in the order the features tab lists them. */
export const paymentMethods = ['cash', 'credit', 'debit', 'paypal', 'applepay', 'googlepay', 'crypto', 'upi', 'paytm', 'phonepe', 'mobikwik', 'banktransfer'] as const;
/** One mode of payment. */
export type PaymentMethod = (typeof paymentMethods)[number];
/** What the profile's "mode of payment" card and the picker show. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: msg('Cash'),
  credit: msg('Credit Card'),
  debit: msg('Debit Card'),
  paypal: msg('PayPal'),
  applepay: msg('Apple Pay'),
  googlepay: msg('Google Pay'),
  crypto: msg('Cryptocurrency'),
  upi: msg('UPI'),
  paytm: msg('Paytm'),
  phonepe: msg('PhonePe'),
  mobikwik: msg('MobiKwik'),
  banktransfer: msg('Bank Transfer'),
};

const paymentMethodLookup = new Map<string, PaymentMethod>(
  paymentMethods.flatMap((method) => [
    [method, method],
    [squash(paymentMethodLabels[method]), method],
  ]),
);

/**
 * The payment methods in a stored `paymentTypes` value. The API may hand back
 * an array or one comma-joined string, and older records carry labels
 * ("Google Pay") instead of values; unknown entries are dropped, duplicates
 * kept once, in first-seen order.
 *
 * @example parsePaymentTypes('cash, UPI,Google Pay') // ['cash', 'upi', 'googlepay']
 */
export function parsePaymentTypes(value: unknown): PaymentMethod[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const found = new Set<PaymentMethod>();
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const method = paymentMethodLookup.get(squash(item));
    if (method) found.add(method);
  }
  return [...found];
}

/** Price currencies. */
export const currencies = ['USD', 'INR'] as const;
/** One price currency. */
export type Currency = (typeof currencies)[number];
/** The currency a new price range starts with in the setup form. */
export const defaultFormCurrency: Currency = 'INR';
/** The currency the server stores when a price range arrives without one. */
export const defaultSavedCurrency: Currency = 'INR';
/** The sign shown before an amount in each currency. */
export const currencySymbols: Record<Currency, string> = { USD: '$', INR: '₹' };

/**
 * Units a price range is quoted per: common Indian-trade units, then
 * `custom`, which means the range's own `customUnit` text is shown instead.
 */
export const priceUnits = [
  'nos',
  'pieces',
  'ton',
  'meter',
  'liter',
  'carton',
  'container',
  'quintal',
  'kg',
  'gram',
  'dozen',
  'box',
  'bag',
  'bundle',
  'pair',
  'set',
  'roll',
  'sheet',
  'square feet',
  'sq meter',
  'square yard',
  'acre',
  'cubic feet',
  'cubic meter',
  'brass',
  'metric ton',
  'milligram',
  'centimeter',
  'millimeter',
  'inch',
  'feet',
  'running feet',
  'running meter',
  'kilometer',
  'milliliter',
  'gallon',
  'packet',
  'pouch',
  'bottle',
  'can',
  'jar',
  'drum',
  'barrel',
  'sack',
  'bale',
  'coil',
  'pallet',
  'strip',
  'tube',
  'unit',
  'hour',
  'day',
  'month',
  'plate',
  'truck load',
  'custom',
] as const;
/** One price unit. */
export type PriceUnit = (typeof priceUnits)[number];
/** What the unit picker shows for each unit. */
export const priceUnitLabels: Record<PriceUnit, string> = {
  nos: msg('Nos'),
  pieces: msg('Pieces'),
  ton: msg('Ton'),
  meter: msg('Meter'),
  liter: msg('Liter'),
  carton: msg('Carton'),
  container: msg('Container'),
  quintal: msg('Quintal'),
  kg: msg('Kilogram (kg)'),
  gram: msg('Gram'),
  dozen: msg('Dozen'),
  box: msg('Box'),
  bag: msg('Bag'),
  bundle: msg('Bundle'),
  pair: msg('Pair'),
  set: msg('Set'),
  roll: msg('Roll'),
  sheet: msg('Sheet'),
  'square feet': msg('Square Feet'),
  'sq meter': msg('Square Meter'),
  'square yard': msg('Square Yard'),
  acre: msg('Acre'),
  'cubic feet': msg('Cubic Feet'),
  'cubic meter': msg('Cubic Meter'),
  brass: msg('Brass (100 cu ft)'),
  'metric ton': msg('Metric Ton'),
  milligram: msg('Milligram'),
  centimeter: msg('Centimeter'),
  millimeter: msg('Millimeter'),
  inch: msg('Inch'),
  feet: msg('Feet'),
  'running feet': msg('Running Feet'),
  'running meter': msg('Running Meter'),
  kilometer: msg('Kilometer'),
  milliliter: msg('Milliliter'),
  gallon: msg('Gallon'),
  packet: msg('Packet'),
  pouch: msg('Pouch'),
  bottle: msg('Bottle'),
  can: msg('Can'),
  jar: msg('Jar'),
  drum: msg('Drum'),
  barrel: msg('Barrel'),
  sack: msg('Sack'),
  bale: msg('Bale'),
  coil: msg('Coil'),
  pallet: msg('Pallet'),
  strip: msg('Strip'),
  tube: msg('Tube'),
  unit: msg('Unit'),
  hour: msg('Hour'),
  day: msg('Day'),
  month: msg('Month'),
  plate: msg('Plate'),
  'truck load': msg('Truck Load'),
  custom: msg('Custom'),
};

/**
 * The unit text a price range shows: the label of a known unit, the owner's
 * own text for `custom` (or "Custom" when they left it blank), and any other
 * stored string as it is, since older records hold free text.
 */
export function priceUnitLabel(unit: string | null | undefined, customUnit?: string | null): string {
  if (!unit) return '';
  if (unit === 'custom') return customUnit?.trim() || priceUnitLabels.custom;
  return isOneOf(priceUnits, unit) ? priceUnitLabels[unit] : unit;
}

/** Business report types; the stored value is the text the dialog shows. */
export const businessReportTypes = ['Phone Number', 'Address', 'This Place has Closed Down', 'Other', 'Incorrect Website URL', 'Bad Reviews', 'Spam Location'] as const;
/** One business report type. */
export type BusinessReportType = (typeof businessReportTypes)[number];

/** Reasons for asking to remove a listing, in checkbox order. */
export const removalReasons = ['moved', 'duplicate', 'privacy', 'noListing', 'other'] as const;
/** One removal reason. */
export type RemovalReason = (typeof removalReasons)[number];
/** The remove-request checkboxes' labels. */
export const removalReasonLabels: Record<RemovalReason, string> = {
  moved: 'This business has moved',
  duplicate: 'This is a duplicate listing',
  privacy: 'Privacy concerns',
  noListing: 'This business should not be listed',
  other: 'Other',
};

/** Reasons for reporting a review as spam; the first is the default. */
export const reviewSpamReasons = ['irrelevant', 'inappropriate', 'fraudulent', 'personal-info', 'other'] as const;
/** One review-spam reason. */
export type ReviewSpamReason = (typeof reviewSpamReasons)[number];
/** The reason the spam dialog starts with. */
export const defaultReviewSpamReason: ReviewSpamReason = 'irrelevant';
/** The spam dialog's labels. */
export const reviewSpamReasonLabels: Record<ReviewSpamReason, string> = {
  irrelevant: 'Irrelevant',
  inappropriate: 'Inappropriate',
  fraudulent: 'Fraudulent',
  'personal-info': 'Contains personal information',
  other: 'Other',
};

/** Legal forms a business in India can take (taxation tab). */
export const legalStatuses = [
  'proprietorship',
  'partnership',
  'llp',
  'private-limited',
  'public-limited',
  'one-person-company',
  'huf',
  'trust',
  'society',
  'cooperative',
  'section-8',
  'government',
] as const;
/** One legal status. */
export type LegalStatus = (typeof legalStatuses)[number];
/** The legal-status picker's labels. */
export const legalStatusLabels: Record<LegalStatus, string> = {
  proprietorship: msg('Sole Proprietorship'),
  partnership: msg('Partnership Firm'),
  llp: msg('Limited Liability Partnership (LLP)'),
  'private-limited': msg('Private Limited Company'),
  'public-limited': msg('Public Limited Company'),
  'one-person-company': msg('One Person Company (OPC)'),
  huf: msg('Hindu Undivided Family (HUF)'),
  trust: msg('Trust'),
  society: msg('Society'),
  cooperative: msg('Co-operative Society'),
  'section-8': msg('Section 8 Company (Non-Profit)'),
  government: msg('Government / PSU'),
};

/** Week days, Monday first; the stored `day` of a working-hours entry. */
export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** One week day. */
export type WeekDay = (typeof weekDays)[number];

/** The setup form's tabs, in the order they are shown and stepped through. */
export const setupTabs = ['basic-info', 'contact', 'social', 'location', 'hours', 'categories', 'features', 'pricing', 'images', 'seo'] as const;
/** One setup-form tab. */
export type SetupTab = (typeof setupTabs)[number];
/** Tab card titles; the pricing tab is titled Taxation. */
export const setupTabLabels: Record<SetupTab, string> = {
  'basic-info': msg('Basic Info'),
  contact: msg('Contact'),
  social: msg('Social'),
  location: msg('Location'),
  hours: msg('Hours'),
  categories: msg('Categories'),
  features: msg('Features'),
  pricing: msg('Taxation'),
  images: msg('Images'),
  seo: msg('SEO'),
};

/** Whether `value` is one of `list`, narrowing it to the list's union. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Lower-case with spaces, hyphens and underscores removed, for lenient matching. */
function squash(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * The setup form's progress: which tabs are complete, the completion
 * percent, the stepper banner, tab order and when saving is allowed
 * (spec 1, §2 "Business setup form", §4, §5 and §8).
 */
import { setupTabLabels, setupTabs, type SetupTab } from './enums';
import { plainText } from './format';

/**
 * The parts of a business the completion rules look at. Fields are loose so
 * that both the stored business and the form's own values (where a logo may
 * still be a File) can be passed.
 */
export interface BusinessCompletionInput {
  name?: unknown;
  cityName?: unknown;
  cityId?: unknown;
  /** HTML; counts only when it has some plain text. */
  description?: unknown;
  establishmentYear?: unknown;
  employeeCount?: unknown;
  /** Older records hold the employee band here instead of `employeeCount`. */
  employees?: unknown;
  website?: unknown;
  logo?: unknown;
  revenue?: unknown;
  media?: { headerImage?: unknown; gallery?: unknown } | null;
  contact?: { email?: unknown; phone?: unknown } | null;
  socialMedia?: { facebook?: unknown; instagram?: unknown; twitter?: unknown; youtube?: unknown } | null;
  /** Street and country are accepted but not part of the location rule (spec §4). */
  address?: { street?: unknown; suite?: unknown; city?: unknown; state?: unknown; zipCode?: unknown; country?: unknown } | null;
  workingHours?: unknown;
  categories?: unknown;
  subCategoryId?: unknown;
  subsubCategoryId?: unknown;
  amenities?: unknown;
  pricing?: unknown;
  seoTitle?: unknown;
  seoDescription?: unknown;
}

/**
 * The tabs the completion percent counts. The spec lists a rule for all ten
 * tabs but says nine are counted; SEO is the one left out, because it is
 * the only tab that adds nothing a visitor sees on the profile (§5 calls its
 * lengths merely advisory), so a listing whose visible profile is complete
 * shows 100%. The stepper still shows SEO as Completed or Pending.
 */
export const countedSetupTabs: readonly SetupTab[] = setupTabs.filter((tab) => tab !== 'seo');

/** Whether each setup tab is complete, by the rules of spec §4. */
export function tabCompletion(business: BusinessCompletionInput): Record<SetupTab, boolean> {
  const { media, contact, socialMedia, address } = business;
  return {
    'basic-info': [
      business.name,
      business.cityName || business.cityId,
      plainText(typeof business.description === 'string' ? business.description : ''),
      business.establishmentYear,
      business.employeeCount || business.employees,
      business.website,
      business.logo,
      media?.headerImage,
      business.revenue,
    ].every(present),
    contact: present(contact?.email) || present(contact?.phone),
    social: [socialMedia?.facebook, socialMedia?.instagram, socialMedia?.twitter, socialMedia?.youtube].every(present),
    location: [address?.suite, address?.city, address?.state, address?.zipCode].every(present),
    hours: present(business.workingHours),
    categories: [business.categories, business.subCategoryId, business.subsubCategoryId].every(present),
    features: present(business.amenities),
    // A price range counts once it has a price: the form's starting 'Per Item' row is not the owner's entry.
    pricing: Array.isArray(business.pricing) && business.pricing.some((range: { minPrice?: unknown; maxPrice?: unknown } | null) => hasPrice(range?.minPrice) || hasPrice(range?.maxPrice)),
    images: present(media?.gallery),
    seo: present(business.seoTitle) && present(business.seoDescription),
  };
}

/** Completed counted tabs over the nine counted tabs, as a whole percent. */
export function completionPercent(business: BusinessCompletionInput): number {
  const done = tabCompletion(business);
  const completed = countedSetupTabs.filter((tab) => done[tab]).length;
  return Math.round((completed / countedSetupTabs.length) * 100);
}

/** One tab in the stepper banner. */
export interface SetupStep {
  tab: SetupTab;
  label: string;
  status: 'Completed' | 'Pending';
  /** The first pending tab, which the stepper marks as current. */
  isCurrent: boolean;
}

/** The stepper banner's model. */
export interface SetupStepper {
  steps: SetupStep[];
  /** The first pending tab, or null when every tab is complete. */
  current: SetupTab | null;
  percent: number;
}

/** Every tab in order with Completed/Pending, the first pending one marked current, and the percent. */
export function setupStepper(business: BusinessCompletionInput): SetupStepper {
  const done = tabCompletion(business);
  const current = setupTabs.find((tab) => !done[tab]) ?? null;
  return {
    steps: setupTabs.map((tab) => ({
      tab,
      label: setupTabLabels[tab],
      status: done[tab] ? 'Completed' : 'Pending',
      isCurrent: tab === current,
    })),
    current,
    percent: completionPercent(business),
  };
}

/** The tab Next moves to, or null on the last tab. */
export function nextSetupTab(tab: SetupTab): SetupTab | null {
  return setupTabs[setupTabs.indexOf(tab) + 1] ?? null;
}

/** What decides whether the setup form may be saved. */
export interface SetupSubmitInput {
  name?: string | null;
  cityName?: string | null;
  submitting?: boolean;
  /** How many fields the form schema currently rejects. */
  errorCount?: number;
}

/** Create/Update are disabled while submitting or while the name or city is missing (spec §2). */
export function isSetupSubmitDisabled({ name, cityName, submitting }: SetupSubmitInput): boolean {
  return Boolean(submitting) || !name?.trim() || !cityName?.trim();
}

/**
 * The toast a save attempt shows instead of saving, in the spec's order
 * (§5): a missing name, then a missing city, then the count of invalid
 * fields; null when the save may go ahead.
 */
export function setupSubmitProblem({ name, cityName, errorCount = 0 }: SetupSubmitInput): string | null {
  if (!name?.trim()) return 'Business name is required';
  if (!cityName?.trim()) return 'Please select a city';
  if (errorCount > 0) return `Please fix ${errorCount} validation error(s)`;
  return null;
}

/**
 * Whether a field has a value: non-blank text, a number above 0, a
 * non-empty list, or any other object (such as a File picked in the form).
 */
const hasPrice = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function present(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'object' && value !== null;
}

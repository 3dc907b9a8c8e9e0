import type { CategoryResponse } from '@shared/schemas/taxonomy';

/** How many popular categories get a tab on the home page, and how many sub categories a tab lists. */
export const TAB_COUNT = 6;
export const TAB_SUBS_SHOWN = 12;

/** The four themed groups of the home page (spec 1 §2 Home blocks), by main category title, and the sub categories each lists. */
export const THEMED_GROUPS = ['Wedding', 'Daily Needs', 'Beauty & Spa', 'Education & Training'] as const;
export const THEMED_SUBS_SHOWN = 6;

/** The main categories that get a tab: the popular ones, in order. */
export const popularTabs = (mains: CategoryResponse[]) => mains.filter((category) => category.popular).slice(0, TAB_COUNT);

/** The main categories of the themed groups, in the groups' order (a missing one is left out). */
export const themedGroups = (mains: CategoryResponse[]) =>
  THEMED_GROUPS.map((title) => mains.find((category) => category.title === title)).filter((category): category is CategoryResponse => Boolean(category));

/**
 * Only what the tabs and themed groups show: their categories, each with the
 * sub categories listed and no description. The home page's server state
 * carries this (about a fifth of the whole list) into its HTML.
 */
export function homeSectionCategories(mains: CategoryResponse[]): CategoryResponse[] {
  const shown = new Map([...popularTabs(mains), ...themedGroups(mains)].map((category) => [category._id, category]));
  return [...shown.values()].map((category) => ({
    ...category,
    description: undefined,
    subCategories: category.subCategories?.slice(0, Math.max(TAB_SUBS_SHOWN, THEMED_SUBS_SHOWN)),
  }));
}

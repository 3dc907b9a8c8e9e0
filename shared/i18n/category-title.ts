import type { Locale } from './locales';
import { htmlIn } from '../rich-text/safe-html';

/**
 * A category's title in a language (issue #28). Category names are data, not
 * interface strings: they never go through t(). The API sends the Hindi
 * title beside the English where an admin or the seed gave one; a category
 * without it shows its English title on Hindi pages too.
 */
export function categoryTitle(category: { title: string; titleHi?: string | null }, locale: Locale): string {
  return (locale === 'hi' && category.titleHi?.trim()) || category.title;
}

/** The same for the event categories, which have a name rather than a title. */
export function categoryName(category: { name: string; nameHi?: string | null }, locale: Locale): string {
  return (locale === 'hi' && category.nameHi?.trim()) || category.name;
}

/** A category's description (HTML) in a language: the Hindi one where there is one, else the English. */
export function categoryDescription<H extends string>(category: { description?: H; descriptionHi?: H | null }, locale: Locale): H | undefined {
  return htmlIn(category.description, category.descriptionHi, locale === 'hi');
}

/** A search suggestion's category (its English `category`, its Hindi `categoryHi`) in a language: the Hindi where there is one, else the English. */
export function suggestionCategory(suggestion: { category?: string; categoryHi?: string | null }, locale: Locale): string | undefined {
  return (locale === 'hi' && suggestion.categoryHi?.trim()) || suggestion.category;
}

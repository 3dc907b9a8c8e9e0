/**
 * The texts of a page's head, cut to what search results show: a title of at
 * most 60 characters with the site name, a description of at most 160, each
 * cut at a word with an ellipsis.
 */
import { clipAtWord, SEO_DESCRIPTION_LENGTH, SEO_TITLE_LENGTH } from '../business/format';

const SITE_SUFFIX = ' | Sbiz';
/** The title of a page that names none (home). */
export const DEFAULT_TITLE = 'Sbiz: Find trusted local businesses in India';

/** A page's document title: its own title cut so that, with ' | Sbiz', it fits in 60 characters. */
export const documentTitle = (title?: string) => (title ? `${clipAtWord(title, SEO_TITLE_LENGTH.max - SITE_SUFFIX.length)}${SITE_SUFFIX}` : DEFAULT_TITLE);

/** A meta description cut to 160 characters. */
export const metaDescription = (description: string) => clipAtWord(description, SEO_DESCRIPTION_LENGTH.max);

/** An Open Graph title: the document title's length limit, without the site name (og:site_name carries it). */
export const socialTitle = (title: string) => clipAtWord(title, SEO_TITLE_LENGTH.max);

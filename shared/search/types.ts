/**
 * The header's search-type toggle; `sb` is the search page's path segment for businesses.
 * Kept free of zod: the header (in every page's first-load code) reads it, and the schemas
 * module would bring zod, whose eval probe the Content-Security-Policy reports.
 */
export const searchTypes = ['business', 'products', 'events', 'articles'] as const;
export type SearchType = (typeof searchTypes)[number];

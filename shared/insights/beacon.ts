/**
 * The most listings one results page reports (a page shows 20; the fold of a
 * long list more). Apart from metrics.ts, whose labels the results pages'
 * code would otherwise load as a file of its own.
 */
export const MAX_APPEARANCES_PER_BEACON = 50;

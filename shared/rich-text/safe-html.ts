declare const safeHtmlBrand: unique symbol;

/**
 * HTML that went through the server's sanitiser (functions/lib/rich-text.ts,
 * sanitizeRichText) before it was stored: the only HTML the web may put into
 * the page (web/src/components/ui/rich-html.tsx). The brand exists only in the
 * types; the sanitiser is the one place that mints it, and ESLint forbids an
 * `as SafeHtml` anywhere else, so a plain string (user input, a query
 * parameter, an unsanitised field) cannot reach the DOM as markup.
 */
export type SafeHtml = string & { readonly [safeHtmlBrand]: true };

/**
 * The Hindi HTML where there is some, else the English (issue #28). It
 * returns one of the two values untouched, so SafeHtml stays SafeHtml (a trim
 * would lose the brand; the sanitiser already trims).
 */
export function htmlIn<E extends string | undefined, H extends string>(english: E, hindi: H | null | undefined, useHindi: boolean): E | H {
  return useHindi && hindi?.trim() ? hindi : english;
}

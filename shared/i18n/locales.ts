/**
 * The interface's languages (issue #28). English is the source: its text is
 * the message id, so English pages carry no catalog. Hindi pages live under
 * /hi. Kept free of zod and of the catalogs: the header's shell imports it.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'hi';

/** The URL prefix of a language's pages: '' for English, '/hi' for Hindi. */
export const localePrefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** `<html lang>` and hreflang of each language. */
export const htmlLang: Record<Locale, string> = { en: 'en', hi: 'hi' };
export const hreflang: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * The Intl locale of numbers and dates: Indian digit grouping in both, and
 * Latin digits in Hindi too, as Indian sites write them ("₹1,23,456").
 */
export const intlLocale: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

/** Each language's name in itself, for the language menu. */
export const localeName: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The language and the rest of a path: '/hi/in/pune' → hi and '/in/pune'; '/in/pune' → en and itself. */
export function splitLocale(pathname: string): { locale: Locale; pathname: string } {
  const match = /^\/(hi)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, pathname };
  return { locale: match[1] as Locale, pathname: match[2] ?? '/' };
}

/** Paths that are not pages, the same in every language: the API, uploads, built files, dev tools, any file with an extension. */
const NOT_PAGES = /^\/(api|uploads|assets|dev)(\/|$)|\.[a-z0-9]{2,5}$/i;
const isPagePath = (pathname: string) => !NOT_PAGES.test(pathname);

/** A site path in a language: '/in/pune' in Hindi is '/hi/in/pune'; the home page is '/hi'. Other origins and relative paths are left alone. */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//') || !isPagePath(path.replace(/[?#].*$/, ''))) return path;
  const bare = splitLocale(path.replace(/[?#].*$/, '')).pathname;
  const rest = path.slice(path.replace(/[?#].*$/, '').length);
  if (locale === DEFAULT_LOCALE) return `${bare}${rest}`;
  return `${localePrefix(locale)}${bare === '/' ? '' : bare}${rest}`;
}

/** The cookie that remembers the visitor's choice (read by the server for the API's messages and the suggestion). */
export const LOCALE_COOKIE = 'sbiz_lang';

/** The language an Accept-Language header prefers among ours, if it names one ('hi-IN,hi;q=0.9,en;q=0.8' → hi). */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}

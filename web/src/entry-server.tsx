/**
 * The server renderer: one function, `renderPage`, that the local gateway
 * (scripts/local/gateway.ts) and the render Lambda (functions/render) both
 * call. It answers a public page's full HTML: the app's router matches the
 * URL against the same route table the browser uses and loads the page's
 * code, then each matched route's `prefetch` (see app/ssr/page-data.ts)
 * fills a React Query cache before React renders. The cache is
 * sent along in the page, so the browser hydrates from the same data.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { App } from './app';
import { routes } from './app/router';
import { errorStatus, type PageHandle, type PageHead } from './app/ssr/page-data';
import { renderMarkup } from './app/ssr/render-markup';
import { setServerEnv } from './config/env';
import { PAGE_STATE_ID } from './config/page-state';
import { DEFAULT_TITLE, documentTitle, metaDescription, socialTitle } from '@shared/seo/head';
import { createStaticRouter, loadMatches, matchRoutes } from './lib/router';
import { queryConfig } from './lib/react-query';
import { createI18n, translatorOf } from '@shared/i18n/translate';
import { hindiMessages } from '@shared/i18n/compiled/hi.generated';
import { HINDI_CITY_NAMES } from '@shared/i18n/hindi-city-names';
import { messageTranslator } from '@shared/i18n/message-translator';
import { provideHindiCityNames } from '@shared/i18n/city-names';
import { provideMessageTranslator } from './lib/message-text';
import { hreflang, htmlLang, localizePath, LOCALES, splitLocale, type Locale } from '@shared/i18n/locales';

// The server renders both languages: the Hindi page's extras are here from the start (the browser loads them with the catalog).
provideHindiCityNames(HINDI_CITY_NAMES);
provideMessageTranslator(messageTranslator);

export interface RenderOptions {
  /** The built index.html (web/dist/index.html): its asset links and the ssr markers. */
  template: string;
  /** Where the renderer calls the API, e.g. http://127.0.0.1:3000/api or the REST API's stage URL. */
  serverApiBase: string;
  /** The runtime configuration the browser gets, inlined (instead of fetching /config.json). */
  browserConfig: { apiBase: string; websocketUrl?: string; googleClientId?: string; facebookAppId?: string };
}

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** HTML is cached briefly by CloudFront and revalidated in the background; browsers always revalidate. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** The site's share image (1200×630, web/public), for pages without one of their own. */
export const DEFAULT_SHARE_IMAGE = '/og-default.png';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a <script>: nothing in it can close the element or break the line. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** React writes a page's hoisted <title>, <meta> and <link> elements before the app's markup: they belong in the head. */
function splitHoisted(html: string): { hoisted: string; body: string } {
  const match = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/.exec(html);
  const hoisted = match?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page in each language, and the English one for everyone else (issue #28): search engines index them as twins. */
function alternateLinks(path: string, origin: string): string[] {
  const href = (locale: Locale) => escapeHtml(new URL(localizePath(path, locale), origin).href);
  return [...LOCALES.map((locale) => `<link rel="alternate" hreflang="${hreflang[locale]}" href="${href(locale)}"/>`), `<link rel="alternate" hreflang="x-default" href="${href('en')}"/>`];
}

/**
 * A Hindi page preloads the Devanagari fonts that the build named in the
 * template (web/vite.config.ts, markHindiFonts): they arrive with the page,
 * so its text does not shift when they swap in.
 */
function fontPreloads(template: string, locale: Locale): string[] {
  if (locale !== 'hi') return [];
  const fonts = /<!--hindi-fonts:([^>]*)-->/.exec(template)?.[1]?.split(',').filter(Boolean) ?? [];
  return fonts.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin/>`);
}

/** `url` is the page's URL without its language prefix; the canonical link and og:url point at the page in its own language. */
function headTags(hoisted: string, head: PageHead, url: URL, locale: Locale, template: string): string {
  const hoistedTitle = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1];
  const title = head.title ? socialTitle(head.title) : unescapeHtml(hoistedTitle ?? DEFAULT_TITLE);
  const description = metaDescription(head.description ?? unescapeHtml(/<meta name="description" content="([^"]*)"/.exec(hoisted)?.[1] ?? ''));
  const canonicalPath = head.canonicalPath ?? url.pathname;
  const canonical = new URL(localizePath(canonicalPath, locale), url.origin).href;
  // Every page has a share image: its own, else the site's (crawlers' cards show no SVG, so a vector logo gives way too).
  const image = new URL(head.image && !/\.svg(\?|#|$)/i.test(head.image) ? head.image : DEFAULT_SHARE_IMAGE, url.origin).href;
  const tags = [
    hoistedTitle === undefined ? `<title>${escapeHtml(documentTitle(head.title))}</title>` : '',
    hoisted.includes('name="description"') || !description ? '' : `<meta name="description" content="${escapeHtml(description)}"/>`,
    head.noindex ? '<meta name="robots" content="noindex, follow"/>' : '',
    hoisted,
    `<link rel="canonical" href="${escapeHtml(canonical)}"/>`,
    ...fontPreloads(template, locale),
    ...(head.noindex ? [] : alternateLinks(canonicalPath, url.origin)),
    `<meta property="og:site_name" content="Sbiz"/>`,
    `<meta property="og:type" content="website"/>`,
    `<meta property="og:locale" content="${locale === 'hi' ? 'hi_IN' : 'en_IN'}"/>`,
    `<meta property="og:title" content="${escapeHtml(title)}"/>`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}"/>` : '',
    `<meta property="og:url" content="${escapeHtml(canonical)}"/>`,
    `<meta property="og:image" content="${escapeHtml(image)}"/>`,
    `<meta name="twitter:card" content="summary_large_image"/>`,
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Puts the page's parts into the built index.html. Each part goes in through a replacer function: a replacement
 * string would read `$'`, `` $` ``, `$&` or `$1` in page content (a business name) as patterns and splice the template in.
 */
export function fillTemplate(template: string, parts: { head: string; html: string; state: string }): string {
  return template
    .replace(/<!--ssr-head-->[\s\S]*?<!--\/ssr-head-->/, () => parts.head)
    .replace('<!--ssr-html-->', () => parts.html)
    .replace('<!--ssr-state-->', () => parts.state);
}

/** Renders the page at `request.url`: 200, 404 (unknown page or thing), 410 (a removed listing) or a redirect. */
export async function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage> {
  setServerEnv({ apiBase: options.serverApiBase, websocketUrl: options.browserConfig.websocketUrl ?? '' });
  const requested = new URL(request.url);
  // A Hindi page (/hi/…) renders the same route as its English twin, in Hindi.
  const { locale, pathname } = splitLocale(requested.pathname);
  const url = new URL(requested);
  url.pathname = pathname;
  const i18n = createI18n(locale, locale === 'hi' ? hindiMessages : undefined);
  // No retries on the server: a failed call renders the page's own error or loading state and the browser tries again.
  const queryClient = new QueryClient({ defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } } });
  const matches = matchRoutes(routes, url.pathname);
  await loadMatches(matches);

  // A prefetch that fails (the API down, or a 404 it did not expect) still renders: the page shows its own error state.
  let failure: number | undefined;
  const heads = await Promise.all(
    matches.map(async (match) => {
      try {
        return await (match.route.handle as PageHandle | undefined)?.prefetch?.({ params: match.params, url, queryClient, locale, t: translatorOf(i18n) });
      } catch (error) {
        failure = errorStatus(error) === 404 ? 404 : 500;
        if (failure === 500) console.error('Prefetch failed', url.pathname, error);
        return undefined;
      }
    }),
  );
  const head: PageHead = Object.assign({}, ...heads.filter(Boolean));
  const deepest = matches.at(-1)?.route;
  const status = failure ?? head.status ?? (deepest?.path === '*' || !deepest ? 404 : 200);

  const rendered = await renderMarkup(
    <StrictMode>
      <App queryClient={queryClient} router={createStaticRouter(requested, matches)} i18n={i18n} />
    </StrictMode>,
  );
  const { hoisted, body } = splitHoisted(rendered);
  // Data, not a script: the Content-Security-Policy runs no inline script.
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson({ config: options.browserConfig, queryState: dehydrate(queryClient) })}</script>`;
  const html = fillTemplate(options.template, { head: headTags(hoisted, head, url, locale, options.template), html: body, state }).replace(
    '<html lang="en-IN">',
    () => `<html lang="${locale === 'en' ? 'en-IN' : htmlLang[locale]}">`,
  );
  return {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // A missing page may appear soon (a new listing): its 404 is cached as briefly as a page; a failure not at all.
      'Cache-Control': status >= 500 ? 'no-store' : PAGE_CACHE_CONTROL,
    },
    body: `<!doctype html>${html.replace(/^<!doctype html>/i, '')}`,
  };
}

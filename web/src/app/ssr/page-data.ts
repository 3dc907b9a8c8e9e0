import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@shared/i18n/locales';
import type { Translate } from '@shared/i18n/translate';
import type { Params } from '../../lib/router';
import { breadcrumbJsonLd } from '@shared/seo/json-ld';
import { paths } from '../../config/paths';
import { cityNameOf } from '../../features/location/components/city-button';

/**
 * What a server-rendered page adds to the document head, and its HTTP status.
 * Tags are built on the server only (they are not part of the React tree, so
 * they never take part in hydration).
 */
export interface PageHead {
  /** For Open Graph; by default the <title> and meta description the page's <Head> rendered. */
  title?: string;
  description?: string;
  /** The page's own URL path (no query) for the canonical link and og:url; defaults to the request's path. */
  canonicalPath?: string;
  /** An absolute or site-relative image for Open Graph. */
  image?: string;
  /** Keeps the page out of search indexes (search results, empty category pages); its links are still followed. */
  noindex?: boolean;
  /** schema.org objects, each written as one application/ld+json script. */
  jsonLd?: object[];
  /** 404 when the thing the URL names does not exist, 410 when it was taken down. */
  status?: number;
}

export interface PagePrefetchContext {
  params: Params;
  /** The page's URL without its language prefix ('/hi/in/pune' is read as '/in/pune'): the canonical link and hreflang add it back. */
  url: URL;
  locale: Locale;
  /** Translates the head's own text (a title, a description) into the page's language. */
  t: Translate;
  /** Fill it with `ensureQueryData(...)`/`prefetchQuery(...)` of the same query options the page's hooks use. */
  queryClient: QueryClient;
}

/**
 * A route module's server data hook: it loads into the query client what the
 * page shows above the fold (so the first HTML byte carries it and the
 * browser hydrates from the same cache), and answers the page's head.
 *
 * To server-render a new page: export `prefetch` from its route module and
 * register the route with `ssrPage()` in app/router.tsx.
 */
export type PagePrefetch = (context: PagePrefetchContext) => Promise<PageHead | undefined>;

/** A route's `handle`: how the server renders it. */
export interface PageHandle {
  prefetch?: PagePrefetch;
}

/** Reads an API error's status, also after the error went through JSON (the dehydrated cache). */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The head of a category page: its canonical URL and the BreadcrumbList Home › {city} › {category}
 * (without the city on pages whose URL names none); `t`, the prefetch context's, names Home in the page's language.
 */
export function categoryPageHead(url: URL, categoryTitle: string, city?: string, t: Translate = (message) => message): PageHead {
  const at = (path: string) => new URL(path, url.origin).href;
  return {
    canonicalPath: url.pathname,
    jsonLd: [
      breadcrumbJsonLd([
        { name: t('Home'), url: at(paths.home.getHref()) },
        ...(city ? [{ name: cityNameOf(city), url: at(paths.city.home.getHref({ city })) }] : []),
        { name: categoryTitle, url: at(url.pathname) },
      ]),
    ],
  };
}

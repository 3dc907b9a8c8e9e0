import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryResponse } from '@shared/schemas/taxonomy';
import { getMainCategories } from '../../../api/get-categories';
import type { StaticPage } from '@shared/schemas/content';
import { apiRoute } from '../../../lib/api-route';
import { useDeferredResult } from '../../../lib/react-query';
import type { Locale } from '@shared/i18n/locales';
import { homeSectionCategories } from '../sections';
import { htmlIn, type SafeHtml } from '@shared/rich-text/safe-html';

export type { Advertisement, FooterGroup, HomeCategory, StaticPage } from '@shared/schemas/content';

/** A static page's title and HTML in a language: the Hindi where the page has it, else the English. */
export function staticPageIn(page: StaticPage, locale: Locale): { title: string; content: SafeHtml } {
  const hindi = locale === 'hi';
  return { title: (hindi && page.titleHi?.trim()) || page.title, content: htmlIn(page.content, page.contentHi, hindi) };
}

const CONTENT_STALE_MS = 10 * 60_000;
/** The position of the ads in the home page's top banner. */
export const HOME_TOP_POSITION = 'homepage_top';

/** GET /homeCat/all: the home grid's and mosaic's categories, in order. */
export function getHomeCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['home-categories'],
    queryFn: ({ signal }) => apiRoute('GET /homeCat/all', {}, { signal }).then((answer) => answer.data),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useHomeCategories() {
  return useQuery(getHomeCategoriesQueryOptions());
}

/** The main categories the home page's tabs and themed groups show, trimmed to what they list (see ../sections). */
export function getHomeSectionCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'main', 'home-sections'],
    queryFn: ({ signal }): Promise<CategoryResponse[]> => getMainCategories(signal).then(homeSectionCategories),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useHomeSectionCategories() {
  return useQuery(getHomeSectionCategoriesQueryOptions());
}

/** GET /advertisements/all: the ads of the home banner (unlike the spec's client, kept and shown). */
export function useHomeAdvertisements() {
  return useDeferredResult(
    useQuery({
      queryKey: ['advertisements', HOME_TOP_POSITION],
      queryFn: ({ signal }) => apiRoute('GET /advertisements/all', { query: { limit: 10_000, position: HOME_TOP_POSITION } }, { signal }).then((answer) => answer.data),
      staleTime: CONTENT_STALE_MS,
    }),
  );
}

/** GET /footer/getFooters: the footer's link groups. */
export function getFooterGroupsQueryOptions() {
  return queryOptions({
    queryKey: ['footer-groups'],
    queryFn: ({ signal }) => apiRoute('GET /footer/getFooters', {}, { signal }).then((answer) => answer.data),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useFooterGroups() {
  return useQuery(getFooterGroupsQueryOptions());
}

/** GET /static-pages/all?slug: one static page (HTML sanitised on the server), or null. */
export function getStaticPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['static-pages', slug],
    queryFn: ({ signal }) => apiRoute('GET /static-pages/all', { query: { slug } }, { signal }).then((answer) => answer.results[0] ?? null),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useStaticPage(slug: string) {
  return useDeferredResult(useQuery(getStaticPageQueryOptions(slug)));
}

/** The home page's lists of a city's listings. */
type HomeList = 'getTopReviewedBusinesses' | 'getRecentlyViewedBusinesses';

/** GET /businesses/{list}?cityName: a home carousel's cards. */
export function getHomeBusinessesQueryOptions(list: HomeList, cityName: string) {
  return queryOptions({
    queryKey: ['home-businesses', list, cityName],
    queryFn: ({ signal }) => apiRoute(`GET /businesses/${list}`, { query: { cityName, limit: 12 } }, { signal }).then((answer) => answer.data),
    staleTime: 60_000,
  });
}

export function useHomeBusinesses(list: HomeList, cityName: string) {
  return useDeferredResult(useQuery(getHomeBusinessesQueryOptions(list, cityName)));
}

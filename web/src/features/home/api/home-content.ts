import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessCard } from '@shared/schemas/search';
import type { CategoryResponse } from '@shared/schemas/taxonomy';
import { getMainCategories } from '../../../api/get-categories';
import { api } from '../../../lib/api-client';
import type { Locale } from '@shared/i18n/locales';
import { homeSectionCategories } from '../sections';

/** A tile of the home grid and mosaic (spec 3 §3 Home category entry). */
export interface HomeCategory {
  _id: string;
  title: string;
  /** The tile's title in Hindi, where it has one (issue #28; categoryTitle picks it on Hindi pages). */
  titleHi?: string;
  image: string;
  categoryId: { _id: string; slug: string };
}

export interface Advertisement {
  _id: string;
  image: string;
  position: string;
  /** Where a click goes, when the ad has somewhere to go. */
  url?: string;
  alt?: string;
}

export interface FooterGroup {
  _id: string;
  title: string;
  urls: Array<{ title: string; url: string }>;
}

export interface StaticPage {
  slug: string;
  title: string;
  content: string;
  /** The page in Hindi, where it has one (issue #28: a page's text is data, not a catalog message). */
  titleHi?: string;
  contentHi?: string;
}

/** A static page's title and HTML in a language: the Hindi where the page has it, else the English. */
export function staticPageIn(page: StaticPage, locale: Locale): { title: string; content: string } {
  const hindi = locale === 'hi';
  return { title: (hindi && page.titleHi?.trim()) || page.title, content: (hindi && page.contentHi?.trim()) || page.content };
}

const CONTENT_STALE_MS = 10 * 60_000;
/** The position of the ads in the home page's top banner. */
export const HOME_TOP_POSITION = 'homepage_top';

/** GET /homeCat/all: the home grid's and mosaic's categories, in order. */
export function getHomeCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['home-categories'],
    queryFn: ({ signal }) => api.get<{ data: HomeCategory[] }>('/homeCat/all', { signal }).then((answer) => answer.data),
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
  return useQuery({
    queryKey: ['advertisements', HOME_TOP_POSITION],
    queryFn: ({ signal }) => api.get<{ data: Advertisement[] }>('/advertisements/all', { params: { limit: 10_000, position: HOME_TOP_POSITION }, signal }).then((answer) => answer.data),
    staleTime: CONTENT_STALE_MS,
  });
}

/** GET /footer/getFooters: the footer's link groups. */
export function getFooterGroupsQueryOptions() {
  return queryOptions({
    queryKey: ['footer-groups'],
    queryFn: ({ signal }) => api.get<{ data: FooterGroup[] }>('/footer/getFooters', { signal }).then((answer) => answer.data),
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
    queryFn: ({ signal }) => api.get<{ results: StaticPage[] }>('/static-pages/all', { params: { slug }, signal }).then((answer) => answer.results[0] ?? null),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useStaticPage(slug: string) {
  return useQuery(getStaticPageQueryOptions(slug));
}

/** The home page's lists of a city's listings. */
type HomeList = 'getTopReviewedBusinesses' | 'getRecentlyViewedBusinesses';

/** GET /businesses/{list}?cityName: a home carousel's cards. */
export function getHomeBusinessesQueryOptions(list: HomeList, cityName: string) {
  return queryOptions({
    queryKey: ['home-businesses', list, cityName],
    queryFn: ({ signal }) => api.get<{ data: BusinessCard[] }>(`/businesses/${list}`, { params: { cityName, limit: 12 }, signal }).then((answer) => answer.data),
    staleTime: 60_000,
  });
}

export function useHomeBusinesses(list: HomeList, cityName: string) {
  return useQuery(getHomeBusinessesQueryOptions(list, cityName));
}

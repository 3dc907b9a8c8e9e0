import { useParams, useSearchParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { useQuery } from '@tanstack/react-query';
import { getCategoryBySlugQueryOptions, getListingsQueryOptions } from '../../../features/listings/api/listings';
import { ListingResults } from '../../../features/listings/components/listing-results';
import { filtersFromParams, pageFromParams } from '../../../features/listings/filter-state';
import { cityNameOf } from '../../../features/location/components/city-button';
import { SearchUnderstanding } from '../../../features/search/components/search-understood';
import type { PagePrefetch } from '../../ssr/page-data';
import type { ListingsPageScope } from '@shared/schemas/search';
import { useLocale, useT, type Translate } from '../../../i18n';
import type { Locale } from '@shared/i18n/locales';
import { categoryTitle } from '@shared/i18n/category-title';
import type { CategoryDetailResponse } from '@shared/schemas/taxonomy';

/** The words of a slug or search text, as a heading shows them ('chartered-accountants' → 'Chartered Accountants'). */
const titleOf = (text: string) =>
  text
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/**
 * A category link's `find` is the category's slug. A Hindi page names the
 * category by its Hindi title, so it looks the slug up (the category must be
 * the one the link filters by); an English page titles the slug as before.
 */
const categorySlugOf = (params: URLSearchParams, locale: Locale) => {
  const find = params.get('find')?.trim() ?? '';
  const inCategory = Boolean(params.get('category') || params.get('subcat') || params.get('subsubCategoryId'));
  return locale === 'hi' && inCategory && find ? find : '';
};

/** What a search URL asks for: the listings' scope and the page's heading (the same on the server and in the browser). */
function searchOf(
  city: string,
  params: URLSearchParams,
  t: Translate,
  locale: Locale,
  category?: CategoryDetailResponse | null,
): { scope: ListingsPageScope; heading: string; find: string; what: string } {
  const find = params.get('find')?.trim() ?? '';
  const scope = {
    cityName: city,
    category: params.get('category') ?? undefined,
    subcat: params.get('subcat') ?? undefined,
    subsubCategoryId: params.get('subsubCategoryId') ?? undefined,
    exact: params.get('exact') === '1' || undefined,
    ignore: params.get('ignore') || undefined,
  };
  const inCategory = Boolean(scope.category || scope.subcat || scope.subsubCategoryId);
  // A category link carries the category's slug in `find` for the heading; the category itself is the filter.
  const text = inCategory ? undefined : find || undefined;
  const cityName = cityNameOf(city, locale);
  const named = category && [scope.category, scope.subcat, scope.subsubCategoryId].includes(category._id) ? category : undefined;
  // What was searched for, as the heading names it: the category (in Hindi on a Hindi page) or the words.
  const what = named ? categoryTitle(named, locale) : titleOf(find);
  const heading = !find
    ? t('Businesses in {cityName}', { cityName })
    : inCategory
      ? t('{category} in {cityName}', { category: what, cityName })
      : t('Results for “{find}” in {cityName}', { find, cityName });
  return { scope: { ...scope, find: text }, heading, find, what };
}

/** The server's data for a search: the first page of results, as the URL's filters ask. */
export const prefetch: PagePrefetch = async ({ params, url, queryClient, t, locale }) => {
  const { scope } = searchOf(params.city ?? '', url.searchParams, t, locale);
  const slug = categorySlugOf(url.searchParams, locale);
  await Promise.all([
    queryClient.prefetchQuery(getListingsQueryOptions(scope, filtersFromParams(url.searchParams), pageFromParams(url.searchParams))),
    slug ? queryClient.prefetchQuery(getCategoryBySlugQueryOptions(slug)) : undefined,
  ]);
  // Each search is its own page: the canonical link keeps what was searched for. Result pages stay out of search indexes.
  return { canonicalPath: url.pathname + url.search, noindex: true };
};

/** /in/{city}/search/sb?find=&category=&subcat=&subsubCategoryId=: business search results. */
export function SearchResultsRoute() {
  const { city = '' } = useParams();
  const [params] = useSearchParams();
  const t = useT();
  const locale = useLocale();
  const slug = categorySlugOf(params, locale);
  const category = useQuery({ ...getCategoryBySlugQueryOptions(slug), enabled: Boolean(slug) });
  const { scope, heading, find, what } = searchOf(city, params, t, locale, slug ? category.data : undefined);
  const cityName = cityNameOf(city, locale);
  const description = find
    ? t('Find the best {what} in {cityName}: ratings, opening hours, contact details and prices.', { what: what.toLowerCase(), cityName })
    : t('Find the best businesses in {cityName}: ratings, opening hours, contact details and prices.', { cityName });
  return (
    <>
      <Head title={heading} description={description} />
      <ListingResults scope={scope} heading={heading} notice={(data) => <SearchUnderstanding find={scope.find} correctedQuery={data?.correctedQuery} understood={data?.understood} />} />
    </>
  );
}

import { useParams, useSearchParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { getListingsQueryOptions } from '../../../features/listings/api/listings';
import { ListingResults } from '../../../features/listings/components/listing-results';
import { filtersFromParams, pageFromParams } from '../../../features/listings/filter-state';
import { cityNameOf } from '../../../features/location/components/city-button';
import { SearchUnderstanding } from '../../../features/search/components/search-understood';
import type { PagePrefetch } from '../../ssr/page-data';
import type { ListingsPageScope } from '@shared/schemas/search';
import { useLocale, useT, type Translate } from '../../../i18n';
import type { Locale } from '@shared/i18n/locales';

/** The words of a slug or search text, as a heading shows them ('chartered-accountants' → 'Chartered Accountants'). */
const titleOf = (text: string) =>
  text
    .replace(/[-_]+/g, ' ')
    .trim()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** What a search URL asks for: the listings' scope and the page's heading (the same on the server and in the browser). */
function searchOf(city: string, params: URLSearchParams, t: Translate, locale: Locale): { scope: ListingsPageScope; heading: string; find: string } {
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
  const heading = !find
    ? t('Businesses in {cityName}', { cityName })
    : inCategory
      ? t('{category} in {cityName}', { category: titleOf(find), cityName })
      : t('Results for “{find}” in {cityName}', { find, cityName });
  return { scope: { ...scope, find: text }, heading, find };
}

/** The server's data for a search: the first page of results, as the URL's filters ask. */
export const prefetch: PagePrefetch = async ({ params, url, queryClient, t, locale }) => {
  const { scope } = searchOf(params.city ?? '', url.searchParams, t, locale);
  await queryClient.prefetchQuery(getListingsQueryOptions(scope, filtersFromParams(url.searchParams), pageFromParams(url.searchParams)));
  // Each search is its own page: the canonical link keeps what was searched for. Result pages stay out of search indexes.
  return { canonicalPath: url.pathname + url.search, noindex: true };
};

/** /in/{city}/search/sb?find=&category=&subcat=&subsubCategoryId=: business search results. */
export function SearchResultsRoute() {
  const { city = '' } = useParams();
  const [params] = useSearchParams();
  const t = useT();
  const locale = useLocale();
  const { scope, heading, find } = searchOf(city, params, t, locale);
  const cityName = cityNameOf(city, locale);
  const description = find
    ? t('Find the best {what} in {cityName}: ratings, opening hours, contact details and prices.', { what: titleOf(find).toLowerCase(), cityName })
    : t('Find the best businesses in {cityName}: ratings, opening hours, contact details and prices.', { cityName });
  return (
    <>
      <Head title={heading} description={description} />
      <ListingResults scope={scope} heading={heading} notice={(data) => <SearchUnderstanding find={scope.find} correctedQuery={data?.correctedQuery} understood={data?.understood} />} />
    </>
  );
}

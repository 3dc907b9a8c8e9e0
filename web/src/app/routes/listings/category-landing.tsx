import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cityNameOf } from '../../../features/location/components/city-button';
import { getCategoryBySlugQueryOptions, getListingsQueryOptions, useCategoryBySlug, useCategoryDescription } from '../../../features/listings/api/listings';
import { filtersFromParams, pageFromParams } from '../../../features/listings/filter-state';
import { categoryPageHead, type PagePrefetch } from '../../ssr/page-data';
import { ListingResults } from '../../../features/listings/components/listing-results';
import { getChildCategoriesQueryOptions } from '../../../api/get-categories';
import type { CategoryDetailResponse } from '@shared/schemas/taxonomy';
import type { ListingsPageScope } from '@shared/schemas/search';
import { NotFoundRoute } from '../not-found';
import { useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';
import { RichHtml } from '../../../components/ui/rich-html';

/** The listings query parameter of a category's level. */
function scopeOf(category: CategoryDetailResponse, cityName: string): ListingsPageScope {
  if (category.level === 'sub') return { cityName, subcat: category._id };
  if (category.level === 'subsub') return { cityName, subsubCategoryId: category._id };
  return { cityName, category: category._id };
}

/**
 * The server's data for a category in a city: the category, then the first
 * page of its listings (as the URL's filters ask), and a BreadcrumbList.
 */
export const prefetch: PagePrefetch = async ({ params, url, queryClient, t, locale }) => {
  const slug = params.categorySlug ?? params.slug ?? '';
  const city = params.city ?? '';
  const category = await queryClient.ensureQueryData(getCategoryBySlugQueryOptions(slug));
  if (!category || category.level === 'leaf') return { status: 404 };
  // The listings and the sub-category chips above them, so nothing moves in after hydration.
  const listings = getListingsQueryOptions(scopeOf(category, city), filtersFromParams(url.searchParams), pageFromParams(url.searchParams));
  await Promise.all([
    queryClient.prefetchQuery(listings),
    category.hasChild ? queryClient.prefetchQuery(getChildCategoriesQueryOptions(category.level === 'main' ? 'sub' : 'subsub', category._id)) : undefined,
  ]);
  // A category with nothing listed in the city is a thin page: kept out of search indexes (and the sitemap) until it lists something.
  return { ...categoryPageHead(url, categoryTitle(category, locale), city, t), noindex: queryClient.getQueryData(listings.queryKey)?.data.length === 0 };
};

function CategoryListings({ slug }: { slug: string }) {
  const { city = '' } = useParams();
  const category = useCategoryBySlug(slug);
  const description = useCategoryDescription(category.data?._id, city);
  const childLevel = category.data?.level === 'main' ? 'sub' : 'subsub';
  const children = useQuery({ ...getChildCategoriesQueryOptions(childLevel, category.data?._id ?? ''), enabled: Boolean(category.data?.hasChild) });
  const t = useT();
  const locale = useLocale();
  if (category.isPending) return <PageSpinner />;
  if (!category.data || category.data.level === 'leaf') return <NotFoundRoute />;
  const cityName = cityNameOf(city, locale);
  const title = categoryTitle(category.data, locale);
  // English lower-cases a category inside a sentence ('The best restaurants'); Hindi has no case.
  const inSentence = title.toLowerCase();
  const heading = t('{category} in {cityName}', { category: title, cityName });
  const intro = (
    <>
      {children.data && children.data.length > 0 && (
        <ul className="category-chips" aria-label={t('Kinds of {category}', { category: inSentence })}>
          {children.data.map((child) => (
            <li key={child._id}>
              <Link className="category-chip" to={paths.city.subCategoryLanding.getHref({ city, slug: child.slug })}>
                {categoryTitle(child, locale)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
  // The category's text for this city is long: it follows the results, so the listings come first.
  const about = description.data ? (
    <section className="listings-page__about" aria-labelledby="category-about">
      <h2 id="category-about">{t('About {category} in {cityName}', { category: inSentence, cityName })}</h2>
      <RichHtml className="prose" html={description.data} />
    </section>
  ) : undefined;
  return (
    <>
      <Head title={heading} description={t('The best {category} in {cityName}, with ratings, opening hours and contact details.', { category: inSentence, cityName })} />
      <ListingResults scope={scopeOf(category.data, city)} heading={heading} intro={intro} about={about} />
    </>
  );
}

/** /in/{city}/{categorySlug}: a main category's listings in a city. */
export function CategoryLandingRoute() {
  const { categorySlug = '' } = useParams();
  return <CategoryListings key={categorySlug} slug={categorySlug} />;
}

/** /in/{city}/sub-cat/{slug}: a sub (or sub-sub) category's listings in a city. */
export function SubCategoryLandingRoute() {
  const { slug = '' } = useParams();
  return <CategoryListings key={slug} slug={slug} />;
}

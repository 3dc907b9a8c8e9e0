import { queryOptions, useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/access-denied';
import { Link, useParams } from '../../../lib/router';
import { uploadUrl } from '@shared/uploads';
import { Head } from '../../../components/ui/head';
import { paths } from '../../../config/paths';
import { apiRoute } from '../../../lib/api-route';
import { cityNameOf } from '../../../features/location/components/city-button';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import type { PagePrefetch } from '../../ssr/page-data';
import { msg, useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';

/** Sub categories listed on each card before 'View all'. */
const SUBS_PER_CARD = 6;

/** Every active main category with its sub categories: the page's one read. */
const allCategoriesQuery = queryOptions({
  queryKey: ['categories', 'main', 'with-subs'],
  queryFn: ({ signal }) => apiRoute('GET /categories/all', { query: { status: 'active', limit: 1000 } }, { signal }).then((answer) => answer.data),
  staleTime: 10 * 60_000,
});

/** The server's data: the whole list, so the HTML carries every category link. */
export const prefetch: PagePrefetch = async ({ queryClient }) => {
  await queryClient.prefetchQuery(allCategoriesQuery);
  return undefined;
};

/** /in/{location}/all-categories: every main category with its sub categories, for one city. */
export function AllCategoriesRoute() {
  const { city = '' } = useParams();
  const categories = useQuery(allCategoriesQuery);
  const t = useT();
  const locale = useLocale();
  const cityName = cityNameOf(city, locale);
  const heading = t('All categories in {cityName}', { cityName });
  return (
    <div className="container page">
      <Head title={heading} description={t('Browse every kind of local business in {cityName} on Sbiz.', { cityName })} />
      <h1 className="page__title">{heading}</h1>
      {categories.isPending ? (
        <LoadingRegion label={t('Loading categories…')} className="category-cards">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height="14rem" />
          ))}
        </LoadingRegion>
      ) : categories.isError ? (
        <LoadError error={categories.error} what={msg('the categories')} onRetry={() => void categories.refetch()} />
      ) : (
        <ul className="category-cards">
          {categories.data.map((category) => {
            const subs = category.subCategories ?? [];
            return (
              <li key={category._id} className="category-card">
                <Link to={paths.city.categoryLanding.getHref({ city, categorySlug: category.slug })} className="category-card__head">
                  {category.image && <img src={uploadUrl(category.image)} alt="" loading="lazy" className="category-card__image" />}
                  <h2 className="category-card__title">{categoryTitle(category, locale)}</h2>
                </Link>
                {subs.length > 0 && (
                  <ul className="link-stack">
                    {subs.slice(0, SUBS_PER_CARD).map((sub) => (
                      <li key={sub._id}>
                        <Link to={paths.city.subCategoryLanding.getHref({ city, slug: sub.slug })}>{categoryTitle(sub, locale)}</Link>
                      </li>
                    ))}
                  </ul>
                )}
                {subs.length > SUBS_PER_CARD && (
                  <Link className="text-link category-card__more" to={paths.city.categoryLanding.getHref({ city, categorySlug: category.slug })}>
                    {t('View all {count}', { count: subs.length })}
                    <span className="visually-hidden"> {t('kinds of {category}', { category: categoryTitle(category, locale) })}</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from '../../../lib/router';
import type { CategoryDetailResponse, CategoryPageResponse, CategoryResponse } from '@shared/schemas/taxonomy';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { apiRoute } from '../../../lib/api-route';
import { selectedLocation, useBrowsingCity } from '../../../lib/preferences';
import { LeadCard } from '../../../features/products/components/lead-card';
import { productCategoryBySlugQuery } from '../../../features/products/api/product';
import { categoryPageHead, type PagePrefetch } from '../../ssr/page-data';
import { NotFoundRoute } from '../not-found';
import { useLocale, useT } from '../../../i18n';
import { categoryDescription, categoryTitle } from '@shared/i18n/category-title';
import { RichHtml } from '../../../components/ui/rich-html';

/** Sub categories per page (spec 2 §9) and sub-sub items per card (spec 2 §2.2). */
const SUB_PAGE_SIZE = 50;
const ITEMS_PER_CARD = 5;
const SEARCH_DEBOUNCE_MS = 300;

/** The product search of a category, by its level's query parameter (spec 1 §2 route map). */
function productSearchHref(city: string, category: Pick<CategoryResponse, '_id' | 'slug' | 'level'>) {
  const find = category.slug;
  if (category.level === 'main') return paths.search.products.getHref({ city, category: category._id, find });
  if (category.level === 'sub') return paths.search.products.getHref({ city, subcat: category._id, find });
  if (category.level === 'subsub') return paths.search.products.getHref({ city, subsubCat: category._id, find });
  return paths.search.products.getHref({ city, productCategoryId: category._id, find });
}

/** Where a child category's card leads: its own page when it has children, else its product search (spec 2 §2.2). */
function childCategoryHref(city: string, child: CategoryResponse) {
  if (child.hasChild && child.level === 'sub') return paths.city.productSubCategoryLanding.getHref({ city, slug: child.slug });
  if (child.hasChild && child.level === 'subsub') return paths.city.productSubSubCategoryLanding.getHref({ city, slug: child.slug });
  return productSearchHref(city, child);
}

/** One page of a product category's children, by its level; a sub-sub's product categories come from the full list, filtered here. */
async function childCategoryPage(parent: CategoryDetailResponse, page: number, title: string, signal: AbortSignal): Promise<CategoryPageResponse> {
  const query = { limit: SUB_PAGE_SIZE, page, title: title || undefined, status: 'active' } as const;
  if (parent.level === 'main') return apiRoute('GET /psubcategories/subCatByParent/{parentId}', { path: { parentId: parent._id }, query }, { signal });
  if (parent.level === 'sub') return apiRoute('GET /psubsub/subsubCatByParent', { query: { ...query, parentSub: parent._id } }, { signal });
  const all = await apiRoute('GET /product-categories/all', { query: { limit: 1000, title: title || undefined, status: 'active' } }, { signal });
  const data = all.data.filter((leaf) => leaf.parentIds.includes(parent._id));
  return { ...all, data, pagination: { ...all.pagination, page: 1, totalPages: 1, total: data.length } };
}

/** A product category by its id or slug (null when there is none). */
const categoryBySlugQuery = productCategoryBySlugQuery;

/** The category's text for a city, in English and (where there is one) Hindi: the page picks with categoryDescription. */
const descriptionQuery = (categoryId: string, city: string) =>
  queryOptions({
    queryKey: ['pcategories', 'description', categoryId, city],
    queryFn: ({ signal }) => apiRoute('GET /pcategories/getDescByCategoryId', { query: { id: categoryId, cityName: city } }, { signal }).then((answer) => answer.data),
    staleTime: 10 * 60_000,
  });

/** The category's children, page by page, filtered by the search box's text. */
const childrenQuery = (parent: CategoryDetailResponse, title: string) =>
  infiniteQueryOptions({
    queryKey: ['pcategories', 'children', parent._id, title],
    queryFn: ({ signal, pageParam }) => childCategoryPage(parent, pageParam, title, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined),
  });

/** A sub category card's first sub-sub categories (one more than shown, to know whether to offer View more). */
const cardItemsQuery = (sub: CategoryResponse) =>
  queryOptions({
    queryKey: ['pcategories', 'subsub', sub._id],
    queryFn: ({ signal }) => apiRoute('GET /psubsub/subsubCatByParent', { query: { parentSub: sub._id, limit: ITEMS_PER_CARD + 1, status: 'active' } }, { signal }).then((answer) => answer.data),
    staleTime: 10 * 60_000,
  });
const hasCardItems = (sub: CategoryResponse) => sub.level === 'sub' && sub.hasChild;

/**
 * The server's data for a product category page: the category, its text, the first page of its
 * children and their cards' items, so the HTML carries the whole page; 404 when there is none.
 * /categories/{category} names no city: the server renders the default one, as the browser's first render does.
 */
export const prefetch: PagePrefetch = async ({ params, url, queryClient, t, locale }) => {
  const category = await queryClient.ensureQueryData(categoryBySlugQuery(params.slug ?? params.category ?? ''));
  if (!category) return { status: 404 };
  const city = params.city ?? selectedLocation.fallback;
  const [children] = await Promise.all([queryClient.fetchInfiniteQuery(childrenQuery(category, '')), queryClient.prefetchQuery(descriptionQuery(category._id, city))]);
  const [hasProducts] = await Promise.all([
    params.city ? cityHasProducts(params.city, category) : true,
    ...(children.pages[0]?.data ?? []).filter(hasCardItems).map((sub) => queryClient.prefetchQuery(cardItemsQuery(sub))),
  ]);
  // A category with no products in the city is a thin page: kept out of search indexes (and the sitemap) until one is listed.
  return { ...categoryPageHead(url, categoryTitle(category, locale), params.city, t), noindex: !hasProducts };
};

/** Does the city have at least one product in this category (at its level)? One product is asked for. */
async function cityHasProducts(city: string, category: Pick<CategoryResponse, '_id' | 'level'>): Promise<boolean> {
  const filter = { main: 'category', sub: 'subcat', subsub: 'subsubCat' }[category.level as string] ?? 'productCategoryId';
  const found = await apiRoute('GET /products/search', { query: { cityName: city, [filter]: category._id, limit: 1 } });
  return found.data.length > 0;
}

/** A child category's card; a sub category's card also lists its first sub-sub categories. */
function SubCategoryCard({ city, sub }: { city: string; sub: CategoryResponse }) {
  const items = useQuery({ ...cardItemsQuery(sub), enabled: hasCardItems(sub) });
  const shown = items.data?.slice(0, ITEMS_PER_CARD) ?? [];
  const t = useT();
  const locale = useLocale();
  const subTitle = categoryTitle(sub, locale);
  return (
    <li className="category-card">
      <Link to={childCategoryHref(city, sub)} className="category-card__head">
        <h2 className="category-card__title">{subTitle}</h2>
      </Link>
      {shown.length > 0 && (
        <ul className="link-stack">
          {shown.map((item) => (
            <li key={item._id}>
              <Link to={childCategoryHref(city, item)}>{categoryTitle(item, locale)}</Link>
            </li>
          ))}
        </ul>
      )}
      {(items.data?.length ?? 0) > ITEMS_PER_CARD && (
        <Link className="text-link category-card__more" to={childCategoryHref(city, sub)}>
          {t('View more')}
          <span className="visually-hidden"> {t('in {category}', { category: subTitle })}</span>
        </Link>
      )}
    </li>
  );
}

function CategoryPage({ category, city }: { category: CategoryDetailResponse; city: string }) {
  const [text, setText] = useState('');
  // A cleared search box reloads the unfiltered first page (spec 2 §2.2).
  const title = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const locale = useLocale();
  const description = useQuery({ ...descriptionQuery(category._id, city), select: (data) => categoryDescription(data, locale) });
  const subs = useInfiniteQuery(childrenQuery(category, title));
  const list = subs.data?.pages.flatMap((page) => page.data) ?? [];
  const explore = productSearchHref(city, category);
  const t = useT();
  const name = categoryTitle(category, locale);
  const lowerName = name.toLowerCase();
  return (
    <div className="container page">
      <Head title={t('{category}: suppliers and products', { category: name })} description={t('Find {category} suppliers, manufacturers and products near you on Sbiz.', { category: lowerName })} />
      <section className="category-hero">
        <h1 className="category-hero__title">{name}</h1>
        <p>
          {t('Compare {category} from sellers across India.', { category: lowerName })}{' '}
          <Link className="text-link" to={explore}>
            {t('Explore all {category}', { category: name })}
          </Link>
        </p>
        <ButtonLink to={explore}>{t('Explore businesses')}</ButtonLink>
        <label className="field category-hero__search">
          <span className="field__label">{t('Search sub categories')}</span>
          <input className="input" type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('Search in {category}', { category: name })} />
        </label>
      </section>
      {subs.isPending ? (
        <PageSpinner />
      ) : list.length === 0 ? (
        <div className="empty-state">
          <h2 className="empty-state__title">{t('No subcategories found')}</h2>
          {title && (
            <button type="button" className="text-link" onClick={() => setText('')}>
              {t('Clear search')}
            </button>
          )}
        </div>
      ) : (
        <>
          <ul className="category-cards">
            {list.map((sub) => (
              <SubCategoryCard key={sub._id} city={city} sub={sub} />
            ))}
          </ul>
          {subs.hasNextPage && (
            <Button variant="outline" isLoading={subs.isFetchingNextPage} onClick={() => void subs.fetchNextPage()}>
              {t('Load more')}
            </Button>
          )}
        </>
      )}
      <LeadCard categoryId={category._id} category={name} />
      {description.data && <RichHtml className="prose category-description" html={description.data} />}
    </div>
  );
}

/** A product category found by its id or slug, with its children; the city from the URL, else the chosen one. */
function ProductCategoryBySlug({ slug }: { slug: string }) {
  const { city } = useBrowsingCity();
  const found = useQuery(categoryBySlugQuery(slug));
  if (found.isPending) return <PageSpinner />;
  if (!found.data) return <NotFoundRoute />;
  return <CategoryPage key={found.data._id} category={found.data} city={city} />;
}

/** /categories/{category}: a product category's public page (spec 2 §2.2), by its id or slug. */
export function CategoryPageRoute() {
  const { category = '' } = useParams();
  return <ProductCategoryBySlug slug={category} />;
}

/** /in/{city}/p-cat/{slug}, /p-cat/sub-cat/{slug} and /p-cat/ss-cat/{slug}: a product category of any level in a city. */
export function ProductCategoryLandingRoute() {
  const { slug = '' } = useParams();
  return <ProductCategoryBySlug slug={slug} />;
}

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CategoryDetailResponse, CategoryPageResponse, CategoryResponse } from '@shared/schemas/taxonomy';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { api } from '../../../lib/api-client';
import { useSelectedLocation } from '../../../lib/preferences';
import { NotFoundRoute } from '../not-found';

/** Sub categories per page (spec 2 §9) and sub-sub items per card (spec 2 §2.2). */
const SUB_PAGE_SIZE = 50;
const ITEMS_PER_CARD = 5;
const SEARCH_DEBOUNCE_MS = 300;

/** The sub category card's link: its own page when it has children, else a product search (spec 2 §2.2). */
function subCategoryHref(city: string, sub: CategoryResponse) {
  return sub.hasChild
    ? paths.city.productSubCategoryLanding.getHref({ city, slug: sub.slug })
    : paths.search.products.getHref({ city, subcat: sub._id, find: sub.slug });
}

function SubCategoryCard({ city, sub }: { city: string; sub: CategoryResponse }) {
  const items = useQuery({
    queryKey: ['pcategories', 'subsub', sub._id],
    queryFn: ({ signal }) => api.get<CategoryPageResponse>('/psubsub/subsubCatByParent', { params: { parentSub: sub._id, limit: ITEMS_PER_CARD + 1 }, signal }).then((answer) => answer.data),
    enabled: sub.hasChild,
    staleTime: 10 * 60_000,
  });
  const shown = items.data?.slice(0, ITEMS_PER_CARD) ?? [];
  return (
    <li className="category-card">
      <Link to={subCategoryHref(city, sub)} className="category-card__head">
        <h2 className="category-card__title">{sub.title}</h2>
      </Link>
      {shown.length > 0 && (
        <ul className="category-card__subs">
          {shown.map((item) => (
            <li key={item._id}>
              <Link
                to={item.hasChild ? paths.city.productSubSubCategoryLanding.getHref({ city, slug: item.slug }) : paths.search.products.getHref({ city, subsubCat: item._id, find: item.slug })}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {(items.data?.length ?? 0) > ITEMS_PER_CARD && (
        <Link className="text-link category-card__more" to={subCategoryHref(city, sub)}>
          View more<span className="visually-hidden"> in {sub.title}</span>
        </Link>
      )}
    </li>
  );
}

function CategoryPage({ category }: { category: CategoryDetailResponse }) {
  const [city] = useSelectedLocation();
  const [text, setText] = useState('');
  // A cleared search box reloads the unfiltered first page (spec 2 §2.2).
  const title = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const description = useQuery({
    queryKey: ['pcategories', 'description', category._id, city],
    queryFn: ({ signal }) => api.get<{ data: { description: string } }>('/pcategories/getDescByCategoryId', { params: { id: category._id, cityName: city }, signal }).then((answer) => answer.data.description),
    staleTime: 10 * 60_000,
  });
  const subs = useInfiniteQuery({
    queryKey: ['pcategories', 'sub', category._id, title],
    queryFn: ({ signal, pageParam }) =>
      api.get<CategoryPageResponse>(`/psubcategories/subCatByParent/${encodeURIComponent(category._id)}`, { params: { limit: SUB_PAGE_SIZE, page: pageParam, title: title || undefined }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined),
  });
  const list = subs.data?.pages.flatMap((page) => page.data) ?? [];
  const explore = paths.search.products.getHref({ city, category: category._id, find: category.slug });
  return (
    <div className="container page">
      <Head title={`${category.title}: suppliers and products`} description={`Find ${category.title.toLowerCase()} suppliers, manufacturers and products near you on Sbiz.`} />
      <section className="category-hero">
        <h1 className="category-hero__title">{category.title}</h1>
        <p>
          Compare {category.title.toLowerCase()} from sellers across India. <Link className="text-link" to={explore}>Explore all {category.title}</Link>
        </p>
        <ButtonLink to={explore}>Explore businesses</ButtonLink>
        <label className="field category-hero__search">
          <span className="field__label">Search sub categories</span>
          <input className="input" type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={`Search in ${category.title}`} />
        </label>
      </section>
      {subs.isPending ? (
        <PageSpinner />
      ) : list.length === 0 ? (
        <div className="empty-state">
          <h2 className="empty-state__title">No subcategories found</h2>
          {title && (
            <button type="button" className="text-link" onClick={() => setText('')}>
              Clear search
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
              Load more
            </Button>
          )}
        </>
      )}
      {description.data && <div className="prose category-description" dangerouslySetInnerHTML={{ __html: description.data }} />}
    </div>
  );
}

/** /categories/{category}: a product category's public page (spec 2 §2.2), by its id or slug. */
export function CategoryPageRoute() {
  const { category = '' } = useParams();
  const found = useQuery({
    queryKey: ['pcategories', 'by-slug', category],
    queryFn: ({ signal }) => api.get<{ data: CategoryDetailResponse[] }>('/pcategories/getCatBySlug', { params: { slug: category }, signal }).then((answer) => answer.data[0] ?? null),
    retry: false,
  });
  if (found.isPending) return <PageSpinner />;
  if (!found.data) return <NotFoundRoute />;
  return <CategoryPage key={found.data._id} category={found.data} />;
}

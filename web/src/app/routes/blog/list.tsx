import { useSearchParams } from '../../../lib/router';
import { breadcrumbJsonLd } from '@shared/seo/json-ld';
import { Head } from '../../../components/ui/head';
import { paths } from '../../../config/paths';
import { getArticlesQueryOptions } from '../../../features/articles/api/articles';
import { BlogList, blogListFilters } from '../../../features/articles/components/blog-list';
import type { PagePrefetch } from '../../ssr/page-data';
import { msg, useT } from '../../../i18n';
import { categoryName } from '@shared/i18n/category-title';

const DESCRIPTION = msg('Guides and tips from local businesses across India: food, weddings, home services, health, money and more.');
const TITLE = msg('Blog: guides from local businesses');

const filtersOf = (params: URLSearchParams) => ({ blogCategoryId: params.get('blogCategoryId')?.trim() || undefined, find: params.get('find')?.trim().slice(0, 100) || undefined });

/** The server's data for /blog: its one call (the first page of articles with the categories) and a BreadcrumbList. */
export const prefetch: PagePrefetch = async ({ url, queryClient, locale, t }) => {
  const { blogCategoryId, find } = filtersOf(url.searchParams);
  const first = await queryClient.fetchInfiniteQuery(getArticlesQueryOptions(blogListFilters(blogCategoryId, find))).catch(() => undefined);
  const category = first?.pages[0]?.categories?.find((entry) => entry._id === blogCategoryId);
  const name = category && categoryName(category, locale);
  const at = (path: string) => new URL(path, url.origin).href;
  return {
    title: name ? t('{category} articles', { category: name }) : t(TITLE),
    description: t(DESCRIPTION),
    // Searches are not pages of their own; a category is.
    canonicalPath: category ? paths.blog.list.getHref({ blogCategoryId: category._id }) : paths.blog.list.getHref(),
    jsonLd: [
      breadcrumbJsonLd([
        { name: t('Home'), url: at(paths.home.getHref()) },
        { name: t('Blog'), url: at(paths.blog.list.getHref()) },
        ...(category && name ? [{ name, url: at(paths.blog.list.getHref({ blogCategoryId: category._id })) }] : []),
      ]),
    ],
  };
};

/** /blog?blogCategoryId=&find=: the blog. */
export function BlogRoute() {
  const [params] = useSearchParams();
  const { blogCategoryId, find } = filtersOf(params);
  const t = useT();
  return (
    <div className="container page blog-page">
      <Head title={t(TITLE)} description={t(DESCRIPTION)} />
      <header className="blog-page__head">
        <h1 className="page-title">{t('Blog')}</h1>
        <p className="blog-page__lead">{t('Guides and tips from local businesses across India.')}</p>
      </header>
      <BlogList key={`${blogCategoryId ?? ''}|${find ?? ''}`} blogCategoryId={blogCategoryId} find={find} />
    </div>
  );
}

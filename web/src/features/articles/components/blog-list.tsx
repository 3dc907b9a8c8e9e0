import { useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { LoadError } from '../../../components/access-denied';
import { Button } from '../../../components/ui/button';
import { SearchIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../utils/cn';
import { useArticles, type ArticleFilters } from '../api/articles';
import { ArticleGrid, LoadMoreArticles } from './article-card';
import { msg, Trans, useLocale, useT } from '../../../i18n';
import { categoryName } from '@shared/i18n/category-title';

/** The /blog page's one call: the first page of articles, with the categories for the filter. */
export const blogListFilters = (blogCategoryId: string | undefined, find: string | undefined) => ({
  ...(blogCategoryId ? { blogCategoryId } : {}),
  ...(find ? { find } : {}),
  withCategories: 'true' as const,
});

/**
 * The blog (spec 1 §2 /blog?blogCategoryId=&find=): the category filter,
 * the search box, blog cards newest first (or best match) and 'Load more'.
 */
export function BlogList({ blogCategoryId, find }: { blogCategoryId?: string; find?: string }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [text, setText] = useState(find ?? '');
  const filters: ArticleFilters & { withCategories: 'true' } = blogListFilters(blogCategoryId, find);
  const articles = useArticles(filters);
  const categories = articles.data?.pages[0]?.categories ?? [];
  const list = articles.data?.pages.flatMap((page) => page.data) ?? [];
  const category = categories.find((entry) => entry._id === blogCategoryId);

  return (
    <>
      <form
        role="search"
        className="blog-search"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(paths.blog.list.getHref({ blogCategoryId, find: text.trim() || undefined }));
        }}
      >
        <label className="visually-hidden" htmlFor="blog-find">
          {t('Search articles')}
        </label>
        <input id="blog-find" type="search" className="blog-search__input" placeholder={t('Search articles…')} value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" icon={<SearchIcon size={16} />}>
          {t('Search')}
        </Button>
      </form>

      <nav aria-label={t('Blog categories')}>
        <ul className="category-chips blog-categories">
          <li>
            <Link className={cn('category-chip', !blogCategoryId && 'category-chip--active')} aria-current={!blogCategoryId ? 'page' : undefined} to={paths.blog.list.getHref({ find })}>
              {t('All')}
            </Link>
          </li>
          {categories.map((entry) => (
            <li key={entry._id}>
              <Link
                className={cn('category-chip', entry._id === blogCategoryId && 'category-chip--active')}
                aria-current={entry._id === blogCategoryId ? 'page' : undefined}
                to={paths.blog.list.getHref({ blogCategoryId: entry._id, find })}
              >
                {categoryName(entry, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {(find || category) && (
        <p className="blog-summary" role="status">
          {find && category ? (
            <Trans id="Results for <0>“{find}”</0> in <1>{category}</1>" values={{ find, category: categoryName(category, locale) }} components={{ 0: <strong />, 1: <strong /> }} />
          ) : find ? (
            <Trans id="Results for <0>“{find}”</0>" values={{ find }} components={{ 0: <strong /> }} />
          ) : category ? (
            <strong>{categoryName(category, locale)}</strong>
          ) : null}
          {' · '}
          <Link to={paths.blog.list.getHref()}>{t('Clear')}</Link>
        </p>
      )}

      {articles.isPending ? (
        <div className="events-loading" role="status">
          <Spinner size="sm" /> {t('Loading articles…')}
        </div>
      ) : articles.isError ? (
        <LoadError error={articles.error} what={msg('the articles')} onRetry={() => void articles.refetch()} />
      ) : list.length === 0 ? (
        <p className="empty-state">{find ? t('No articles match “{find}”.', { find }) : t('No articles in this category yet.')}</p>
      ) : (
        <>
          <ArticleGrid articles={list} />
          <LoadMoreArticles pages={articles} />
        </>
      )}
    </>
  );
}

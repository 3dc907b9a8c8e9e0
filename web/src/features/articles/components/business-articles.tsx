import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useArticles } from '../api/articles';
import { ArticleGrid } from './article-card';

/** A business profile's Articles tab: its articles, newest first, loaded when the tab opens. */
export function BusinessArticles({ businessId }: { businessId: string }) {
  const articles = useArticles({ businessId, limit: 6 });
  if (articles.isPending) {
    return (
      <div className="events-loading" role="status">
        <Spinner size="sm" /> Loading articles…
      </div>
    );
  }
  if (articles.isError) {
    return (
      <div className="alert alert--error" role="alert">
        Could not load the articles.{' '}
        <Button variant="outline" size="sm" onClick={() => void articles.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const list = articles.data.pages.flatMap((page) => page.data);
  if (!list.length) return <p className="empty-state empty-state--panel">No Articles added yet.</p>;
  return (
    <>
      <ArticleGrid articles={list} headingLevel={3} />
      {articles.hasNextPage && (
        <div className="blog-more">
          <Button variant="outline" isLoading={articles.isFetchingNextPage} onClick={() => void articles.fetchNextPage()}>
            Load more articles
          </Button>
        </div>
      )}
    </>
  );
}

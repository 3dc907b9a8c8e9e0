import { LoadError } from '../../../components/access-denied';
import { Spinner } from '../../../components/ui/spinner';
import { useArticles } from '../api/articles';
import { ArticleGrid, LoadMoreArticles } from './article-card';
import { msg, useT } from '../../../i18n';

/** A business profile's Articles tab: its articles, newest first, loaded when the tab opens. */
export function BusinessArticles({ businessId }: { businessId: string }) {
  const t = useT();
  const articles = useArticles({ businessId, limit: 6 });
  if (articles.isPending) {
    return (
      <div className="events-loading" role="status">
        <Spinner size="sm" /> {t('Loading articles…')}
      </div>
    );
  }
  if (articles.isError) {
    return <LoadError error={articles.error} what={msg('the articles')} onRetry={() => void articles.refetch()} />;
  }
  const list = articles.data.pages.flatMap((page) => page.data);
  if (!list.length) return <p className="empty-state empty-state--panel">{t('No Articles added yet.')}</p>;
  return (
    <>
      <ArticleGrid articles={list} headingLevel={3} />
      <LoadMoreArticles pages={articles} />
    </>
  );
}

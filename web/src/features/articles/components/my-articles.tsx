import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteArticle, useMyArticles } from '../api/articles';
import { ArticleMeta } from './article-card';
import { useLocale, useT } from '../../../i18n';
import { categoryName } from '@shared/i18n/category-title';

/** /dashboard/articles: the author's articles with view, edit and delete (delete asks once more). */
export function MyArticles() {
  const t = useT();
  const locale = useLocale();
  const articles = useMyArticles();
  const remove = useDeleteArticle();
  const toast = useToast();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (articles.isPending) {
    return (
      <div className="events-loading" role="status">
        <Spinner size="sm" /> {t('Loading your articles…')}
      </div>
    );
  }
  const list = articles.data?.pages.flatMap((page) => page.data) ?? [];
  if (!list.length) {
    return (
      <div className="events-empty">
        <p className="events-empty__title">{t('No articles yet')}</p>
        <p className="events-empty__text">{t('Share your know-how: guides and tips bring customers to your business.')}</p>
        <ButtonLink to={paths.dashboard.addArticle.getHref()}>{t('Write your first article')}</ButtonLink>
      </div>
    );
  }
  const onDelete = async (articleId: string) => {
    try {
      const answer = await remove.mutateAsync(articleId);
      toast.show({ message: answer.message });
    } catch (error) {
      toast.show({ message: errorMessage(error), type: 'error' });
    }
    setConfirming(null);
  };
  return (
    <>
      <ul className="my-events">
        {list.map((article) => (
          <li key={article._id} className="card my-event">
            <div className="my-event__text">
              <h2 className="my-event__title">
                <Link to={paths.blog.post.getHref({ slug: article.slug })}>{article.title}</Link>
              </h2>
              <p className="my-event__meta">
                {categoryName(article.blogCategory, locale)} · {article.business.name}
              </p>
              <ArticleMeta article={article} />
            </div>
            <div className="my-event__actions">
              <ButtonLink to={paths.dashboard.editArticle.getHref({ id: article._id })} variant="outline" size="sm" aria-label={t('Edit {name}', { name: article.title })}>
                {t('Edit')}
              </ButtonLink>
              {confirming === article._id ? (
                <>
                  <Button variant="danger" size="sm" isLoading={remove.isPending} onClick={() => void onDelete(article._id)}>
                    {t('Yes, delete')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                    {t('Keep')}
                  </Button>
                </>
              ) : (
                <Button variant="ghost" size="sm" aria-label={t('Delete {name}', { name: article.title })} onClick={() => setConfirming(article._id)}>
                  {t('Delete')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {articles.hasNextPage && (
        <div className="blog-more">
          <Button variant="outline" isLoading={articles.isFetchingNextPage} onClick={() => void articles.fetchNextPage()}>
            {t('Load more')}
          </Button>
        </div>
      )}
    </>
  );
}

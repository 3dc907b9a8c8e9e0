import { useParams } from '../../../lib/router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { OwnersOnly } from '../../../components/owners-only';
import { Head } from '../../../components/ui/head';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useArticleForEdit } from '../../../features/articles/api/articles';
import { ArticleEditor } from '../../../features/articles/components/article-editor';
import { MyArticles } from '../../../features/articles/components/my-articles';
import { useT } from '../../../i18n';

/** /dashboard/articles: the signed-in author's articles. */
export function MyArticlesRoute() {
  const t = useT();
  return (
    <>
      <Head title={t('My articles')} />
      <OwnersOnly title={t('My articles')} why={t('Articles on Sbiz are written by a business, for its customers. Add your business first, then write as your business here.')}>
        <div className="container page">
          <div className="page-head">
            <h1 className="page-title">{t('My articles')}</h1>
            <ButtonLink to={paths.dashboard.addArticle.getHref()}>{t('Write an article')}</ButtonLink>
          </div>
          <MyArticles />
        </div>
      </OwnersOnly>
    </>
  );
}

/** /dashboard/articles/new: the editor for a new article. */
export function AddArticleRoute() {
  const t = useT();
  const { user } = useSession();
  return (
    <>
      <Head title={t('Write an article')} />
      <OwnersOnly title={t('Write an article')} why={t('Articles on Sbiz are written by a business, for its customers. Add your business first, then write as your business here.')}>
        <div className="container page article-editor-page">
          <h1 className="page-title">{t('Write an article')}</h1>
          {user && <ArticleEditor userId={user._id} />}
        </div>
      </OwnersOnly>
    </>
  );
}

/** /dashboard/articles/{id}/edit: the editor for one of the caller's articles (or any, for an admin). */
export function EditArticleRoute() {
  const t = useT();
  const { id = '' } = useParams();
  const { user } = useSession();
  const article = useArticleForEdit(id);
  if (article.isPending) return <PageSpinner />;
  if (article.isError) {
    const status = (article.error as { status?: number }).status;
    return (
      <div className="container page">
        <p className="alert alert--error" role="alert">
          {status === 403 ? t("You don't have access to this article.") : status === 404 ? t('Article not found') : errorMessage(article.error)}
        </p>
        {status !== 403 && status !== 404 && (
          <Button variant="outline" onClick={() => void article.refetch()}>
            {t('Try again')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="container page article-editor-page">
      <Head title={t('Edit article')} />
      <h1 className="page-title">{t('Edit article')}</h1>
      {user && <ArticleEditor userId={user._id} article={article.data} />}
    </div>
  );
}

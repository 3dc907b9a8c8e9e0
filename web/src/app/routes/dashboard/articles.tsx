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

/** /dashboard/articles: the signed-in author's articles. */
export function MyArticlesRoute() {
  return (
    <>
      <Head title="My articles" />
      <OwnersOnly title="My articles" why="Articles on Sbiz are written by a business, for its customers. Add your business first, then write as your business here.">
        <div className="container page">
          <div className="page-head">
            <h1 className="page-title">My articles</h1>
            <ButtonLink to={paths.dashboard.addArticle.getHref()}>Write an article</ButtonLink>
          </div>
          <MyArticles />
        </div>
      </OwnersOnly>
    </>
  );
}

/** /dashboard/articles/new: the editor for a new article. */
export function AddArticleRoute() {
  const { user } = useSession();
  return (
    <>
      <Head title="Write an article" />
      <OwnersOnly title="Write an article" why="Articles on Sbiz are written by a business, for its customers. Add your business first, then write as your business here.">
        <div className="container page article-editor-page">
          <h1 className="page-title">Write an article</h1>
          {user && <ArticleEditor userId={user._id} />}
        </div>
      </OwnersOnly>
    </>
  );
}

/** /dashboard/articles/{id}/edit: the editor for one of the caller's articles (or any, for an admin). */
export function EditArticleRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const article = useArticleForEdit(id);
  if (article.isPending) return <PageSpinner />;
  if (article.isError) {
    const status = (article.error as { status?: number }).status;
    return (
      <div className="container page">
        <p className="alert alert--error" role="alert">
          {status === 403 ? "You don't have access to this article." : status === 404 ? 'Article not found' : errorMessage(article.error)}
        </p>
        {status !== 403 && status !== 404 && (
          <Button variant="outline" onClick={() => void article.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="container page article-editor-page">
      <Head title="Edit article" />
      <h1 className="page-title">Edit article</h1>
      {user && <ArticleEditor userId={user._id} article={article.data} />}
    </div>
  );
}

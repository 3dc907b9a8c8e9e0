import { useParams } from '../../../lib/router';
import { articleJsonLd, breadcrumbJsonLd } from '@shared/seo/json-ld';
import { uploadUrl } from '@shared/uploads';
import { Button } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { getArticlePageQueryOptions, useArticlePage } from '../../../features/articles/api/articles';
import { ArticleView } from '../../../features/articles/components/article-view';
import { ReviewSection } from '../../../features/reviews/components/review-slot';
import type { PagePrefetch } from '../../ssr/page-data';
import { NotFoundRoute } from '../not-found';
import { useT } from '../../../i18n';
import { categoryName } from '@shared/i18n/category-title';

/** The server's data for an article: its one call, the Article and BreadcrumbList JSON-LD, or 404. */
export const prefetch: PagePrefetch = async ({ params, url, queryClient, locale, t }) => {
  const page = await queryClient.ensureQueryData(getArticlePageQueryOptions(params.slug ?? ''));
  if (!page) return { status: 404 };
  const { data: article } = page;
  const at = (path: string) => new URL(path, url.origin).href;
  const canonicalPath = paths.blog.post.getHref({ slug: article.slug });
  // The breadcrumb is in the page's language: the category's Hindi name on a Hindi page.
  const category = categoryName(article.blogCategory, locale);
  const image = article.coverImage ? at(uploadUrl(article.coverImage) ?? article.coverImage) : undefined;
  return {
    title: article.title,
    description: article.excerpt,
    canonicalPath,
    image,
    jsonLd: [
      articleJsonLd({
        headline: article.title,
        url: at(canonicalPath),
        description: article.excerpt,
        image,
        datePublished: article.createdAt,
        dateModified: article.updatedAt,
        author: { name: article.business.name, url: at(paths.business.profile.getHref({ city: article.business.cityName, slug: article.business.slug })) },
        keywords: article.tags,
        section: category,
      }),
      breadcrumbJsonLd([
        { name: t('Home'), url: at(paths.home.getHref()) },
        { name: t('Blog'), url: at(paths.blog.list.getHref()) },
        { name: category, url: at(paths.blog.list.getHref({ blogCategoryId: article.blogCategory._id })) },
        { name: article.title, url: at(canonicalPath) },
      ]),
    ],
  };
};

/** /blog/{slug}: an article with its business, reviews (no stars; anyone signed in replies) and related articles. */
export function ArticleRoute() {
  const { slug = '' } = useParams();
  const page = useArticlePage(slug);
  const t = useT();
  if (page.isPending) return <PageSpinner />;
  if (page.isError) {
    return (
      <div className="container page">
        <p className="alert alert--error" role="alert">
          {t('Could not load this article.')}
        </p>
        <Button variant="outline" onClick={() => void page.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  }
  if (!page.data) return <NotFoundRoute />;
  const { data: article } = page.data;
  return (
    <div className="container page">
      <Head title={article.title} description={article.excerpt} />
      <ArticleView
        page={page.data}
        editHref={article.canEdit ? paths.dashboard.editArticle.getHref({ id: article._id }) : undefined}
        reviews={<ReviewSection kind="blog" targetId={article._id} targetName={article.title} ownerId={article.authorId} />}
      />
    </div>
  );
}

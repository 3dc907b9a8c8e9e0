import { useEffect, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import type { ArticlePageResponse } from '@shared/schemas/article';
import { uploadUrl } from '@shared/uploads';
import { ButtonLink } from '../../../components/ui/button';
import { MapPinIcon, StarIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { countArticleView } from '../api/articles';
import { ArticleAuthorLine, ArticleGrid, ArticleMeta } from './article-card';
import { useLocale, useT } from '../../../i18n';
import { categoryName } from '@shared/i18n/category-title';
import { RichHtml } from '../../../components/ui/rich-html';

/** The business beside its article: logo, name, rating, address and a link to its profile. */
function BusinessCard({ business }: { business: NonNullable<ArticlePageResponse['business']> }) {
  const t = useT();
  const href = paths.business.profile.getHref({ city: business.cityName, slug: business.slug });
  return (
    <section className="card article-business" aria-labelledby="article-business-name">
      <p className="article-business__eyebrow">{t('Written by')}</p>
      <div className="article-business__head">
        <span className="article-author__logo article-author__logo--large" aria-hidden="true">
          {business.logo ? <img src={uploadUrl(business.logo)} alt="" /> : business.name.slice(0, 1)}
        </span>
        <div>
          <h2 id="article-business-name" className="article-business__name">
            <Link to={href}>{business.name}</Link>
          </h2>
          {business.rating.count > 0 && (
            <p className="article-business__rating">
              <StarIcon size={14} aria-hidden="true" /> {business.rating.average.toFixed(1)} ({t('{count, plural, other {# ratings}}', { count: business.rating.count })})
            </p>
          )}
        </div>
      </div>
      {business.address && (
        <p className="article-business__address">
          <MapPinIcon size={14} aria-hidden="true" /> {business.address}
        </p>
      )}
      <ButtonLink to={href} variant="outline" block>
        {t('View Business')}
      </ButtonLink>
    </section>
  );
}

/**
 * An article (spec 1 §2 /blog/{slug}): its category, title, author business,
 * age, views and reviews, cover and body; its business's card; the review
 * section (composed by the route from the reviews feature); related articles.
 */
export function ArticleView({ page, reviews, editHref }: { page: ArticlePageResponse; reviews?: ReactNode; editHref?: string }) {
  const t = useT();
  const locale = useLocale();
  const { data: article, business, related } = page;
  const category = categoryName(article.blogCategory, locale);
  // One view per visit.
  useEffect(() => {
    void countArticleView(article._id);
  }, [article._id]);
  return (
    <div className="article-page">
      <nav aria-label={t('Breadcrumb')} className="blog-breadcrumbs">
        <ol>
          <li>
            <Link to={paths.home.getHref()}>{t('Home')}</Link>
          </li>
          <li>
            <Link to={paths.blog.list.getHref()}>{t('Blog')}</Link>
          </li>
          <li>
            <Link to={paths.blog.list.getHref({ blogCategoryId: article.blogCategory._id })}>{category}</Link>
          </li>
        </ol>
      </nav>
      <div className="article-page__layout">
        <article className="article">
          <header className="article__head">
            <Link className="article-card__category" to={paths.blog.list.getHref({ blogCategoryId: article.blogCategory._id })}>
              {category}
            </Link>
            <h1 className="article__title">{article.title}</h1>
            <div className="article__byline">
              <ArticleAuthorLine business={article.business} />
              <ArticleMeta article={article} />
              {editHref && (
                <ButtonLink to={editHref} variant="outline" size="sm">
                  {t('Edit article')}
                </ButtonLink>
              )}
            </div>
          </header>
          {article.coverImage && <img className="article__cover" src={uploadUrl(article.coverImage)} alt="" />}
          <RichHtml className="prose article__body" html={article.body} />
          {article.tags.length > 0 && (
            <ul className="article__tags" aria-label={t('Tags')}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link className="article__tag" to={paths.blog.list.getHref({ find: tag })}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {reviews && <div className="article__reviews">{reviews}</div>}
        </article>
        <aside className="article-page__aside">{business && <BusinessCard business={business} />}</aside>
      </div>
      {related.length > 0 && (
        <section className="article-related" aria-labelledby="related-heading">
          <h2 id="related-heading" className="blog-section-title">
            {t('More in {category}', { category })}
          </h2>
          <ArticleGrid articles={related} headingLevel={3} />
        </section>
      )}
    </div>
  );
}

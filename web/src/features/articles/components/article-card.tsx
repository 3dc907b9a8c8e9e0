import { Link } from '../../../lib/router';
import type { ArticleCard as ArticleCardData } from '@shared/schemas/article';
import { uploadUrl } from '@shared/uploads';
import { Button } from '../../../components/ui/button';
import { EyeIcon, MessageIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useLocale, useT, type Translate } from '../../../i18n';
import { categoryName } from '@shared/i18n/category-title';

const FALLBACK_COVER = '/seed/cover-1.svg';

/** The blog card's age (spec 3 §9), as articleAgeLabel words it in English: 'Just now', 'Nh ago', 'Nd ago', 'Nw ago'. */
function ageLabel(t: Translate, createdAt: string, now: Date = new Date()): string {
  const hours = Math.floor(Math.max(0, now.getTime() - Date.parse(createdAt)) / 3_600_000);
  if (hours < 1) return t('Just now');
  if (hours < 24) return t('{count}h ago', { count: String(hours) });
  const days = Math.floor(hours / 24);
  if (days < 7) return t('{count}d ago', { count: String(days) });
  return t('{count}w ago', { count: String(Math.floor(days / 7)) });
}

/** The article's age, views and reviews, in one line (spec 3 §2.10, §9). */
export function ArticleMeta({ article }: { article: Pick<ArticleCardData, 'createdAt' | 'views' | 'reviewCount'> }) {
  const t = useT();
  return (
    <p className="article-meta">
      {/* The label depends on the clock: the server's and the browser's may differ by an hour mark. */}
      <time dateTime={article.createdAt} suppressHydrationWarning>
        {ageLabel(t, article.createdAt)}
      </time>
      <span className="article-meta__item">
        <EyeIcon size={14} aria-hidden="true" /> {t('{count, plural, one {# view} other {# views}}', { count: article.views })}
      </span>
      <span className="article-meta__item">
        <MessageIcon size={14} aria-hidden="true" /> {t('{count, plural, one {# review} other {# reviews}}', { count: article.reviewCount })}
      </span>
    </p>
  );
}

/** The author business: logo and name, linking to its profile. */
export function ArticleAuthorLine({ business }: { business: ArticleCardData['business'] }) {
  return (
    <Link className="article-author" to={paths.business.profile.getHref({ city: business.cityName, slug: business.slug })}>
      <span className="article-author__logo" aria-hidden="true">
        {business.logo ? <img src={uploadUrl(business.logo)} alt="" loading="lazy" /> : business.name.slice(0, 1)}
      </span>
      <span className="article-author__name">{business.name}</span>
    </Link>
  );
}

/** A blog card (spec 3 §2.10): cover, category, title, excerpt, author business, relative age, views, review count, 'Read more →'. */
export function ArticleCard({ article, headingLevel = 2 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const t = useT();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const href = paths.blog.post.getHref({ slug: article.slug });
  return (
    <article className="article-card">
      <Link to={href} className="article-card__media" tabIndex={-1} aria-hidden="true">
        <img src={uploadUrl(article.coverImage) ?? FALLBACK_COVER} alt="" loading="lazy" width={640} height={360} />
      </Link>
      <div className="article-card__body">
        <Link className="article-card__category" to={paths.blog.list.getHref({ blogCategoryId: article.blogCategory._id })}>
          {categoryName(article.blogCategory, locale)}
        </Link>
        <Heading className="article-card__title">
          <Link to={href}>{article.title}</Link>
        </Heading>
        <p className="article-card__excerpt">{article.excerpt}</p>
        <ArticleAuthorLine business={article.business} />
        <div className="article-card__foot">
          <ArticleMeta article={article} />
          <Link to={href} className="article-card__more" aria-label={t('Read more: {title}', { title: article.title })}>
            {t('Read more →')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A grid of blog cards. */
export function ArticleGrid({ articles, headingLevel }: { articles: ArticleCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="article-grid">
      {articles.map((article) => (
        <li key={article._id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** 'Load more articles' under a paged list, while the list has more pages. */
export function LoadMoreArticles({ pages }: { pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> } }) {
  const t = useT();
  if (!pages.hasNextPage) return null;
  return (
    <div className="blog-more">
      <Button variant="outline" isLoading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
        {t('Load more articles')}
      </Button>
    </div>
  );
}

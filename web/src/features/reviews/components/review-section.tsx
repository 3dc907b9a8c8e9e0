import { lazy, Suspense, useState } from 'react';
import { Link } from '../../../lib/router';
import { isRatedKind, type ReviewKind } from '@shared/reviews/constants';
import { useRequireSignIn } from '../../../components/sign-in-gate';
import { Button } from '../../../components/ui/button';
import { StarIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import type { ReviewFilter } from '@shared/schemas/review';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';
import { Stars } from './stars';
import { msg, Trans, useT } from '../../../i18n';
import { starText, wordingText } from '../review-text';

// The review form (zod, react-hook-form, the photo uploader) loads when a visitor starts a review.
const ReviewDialog = lazy(() => import('./review-dialog').then((module) => ({ default: module.ReviewDialog })));

export interface ReviewSectionProps {
  kind: ReviewKind;
  targetId: string;
  /** The reviewed thing's name, for the dialog's title. */
  targetName: string;
  /** Business reviews: the city sent with a new review. */
  cityName?: string;
  /** The owner, seller, host or author of the reviewed thing: they may reply, never review it. */
  ownerId?: string;
  /** A compact block (the Info tab): the summary and the first page only. */
  preview?: boolean;
  onShowAll?: () => void;
}

const filters: { value: ReviewFilter; label: string }[] = [
  { value: 'all', label: msg('All Reviews') },
  { value: 'positive', label: msg('Positive Reviews') },
  { value: 'image', label: msg('Reviews with Photos') },
];

/**
 * Reviews of one business, product, article or event (spec 2 §2.4, §4):
 * the rating summary with a bar per star, the filters, pages of 5, the
 * review dialog and the disclaimer. Product, event and article pages drop
 * it in with their kind and id.
 */
export function ReviewSection({ kind, targetId, targetName, cityName, ownerId, preview = false, onShowAll }: ReviewSectionProps) {
  const t = useT();
  const { user } = useSession();
  const requireSignIn = useRequireSignIn();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [page, setPage] = useState(1);
  const [dialogRating, setDialogRating] = useState<number | null>(null);
  const reviews = useReviews(kind, targetId, filter, page);
  const rated = isRatedKind(kind);
  const viewerOwnsTarget = Boolean(user && ownerId && user._id === ownerId);
  const summary = reviews.data;
  const maxCount = summary ? Math.max(1, ...Object.values(summary.ratingCounts)) : 1;
  const totalPages = summary ? Math.max(1, Math.ceil(summary.total / summary.limit)) : 1;

  function openDialog(rating: number) {
    requireSignIn({ title: t('Log in to review {name}', { name: targetName }), action: () => setDialogRating(rating) });
  }

  function choose(next: ReviewFilter) {
    setFilter(next);
    setPage(1);
  }

  return (
    <section className="review-section" aria-label={t('Reviews')}>
      <div className="card review-summary">
        {rated && summary && (
          <div className="review-summary__score">
            <strong className="review-summary__average">{summary.average.toFixed(1)}</strong>
            <Stars rating={summary.average} />
            <span>{t('{count, plural, one {# review} other {# reviews}}', { count: summary.total })}</span>
          </div>
        )}
        {rated && summary && (
          <ul className="review-summary__bars" aria-label={t('Reviews per star')}>
            {(['5', '4', '3', '2', '1'] as const).map((star) => (
              <li key={star}>
                <span>{star}★</span>
                <span className="review-summary__bar" aria-hidden="true">
                  <span style={{ width: `${(summary.ratingCounts[star] / maxCount) * 100}%` }} />
                </span>
                <span>{summary.ratingCounts[star]}</span>
              </li>
            ))}
          </ul>
        )}
        {viewerOwnsTarget ? (
          <p className="review-summary__write empty-state">{t(wordingText[kind].ownReview)}.</p>
        ) : (
          <div className="review-summary__write">
            {rated && (
              <div className="review-summary__stars" role="group" aria-label={t('Rate and review')}>
                {starText.map((label, index) => (
                  <button
                    key={label}
                    type="button"
                    className="star-button"
                    title={t(label)}
                    aria-label={t('Rate {stars} of 5: {label}', { stars: index + 1, label: t(label) })}
                    onClick={() => openDialog(index + 1)}
                  >
                    <StarIcon size={26} aria-hidden="true" />
                  </button>
                ))}
              </div>
            )}
            <Button onClick={() => openDialog(0)}>{t('Write a review')}</Button>
          </div>
        )}
      </div>

      {!preview && (
        <div className="review-filters" role="group" aria-label={t('Filter reviews')}>
          {filters.map((option) => (
            <button key={option.value} type="button" className={`chip${filter === option.value ? ' chip--on' : ''}`} aria-pressed={filter === option.value} onClick={() => choose(option.value)}>
              {t(option.label)}
            </button>
          ))}
        </div>
      )}

      {reviews.isPending && <p className="empty-state">{t('Loading reviews...')}</p>}
      {summary?.mine && <ReviewCard review={summary.mine} viewerOwnsTarget={viewerOwnsTarget} />}
      {summary && summary.data.length === 0 && !summary.mine && <p className="empty-state">{t('No reviews yet. Be the first to review {name}.', { name: targetName })}</p>}
      {summary && (
        <div className="review-list">
          {(preview ? summary.data.slice(0, 2) : summary.data).map((review) => (
            <ReviewCard key={review._id} review={review} viewerOwnsTarget={viewerOwnsTarget} />
          ))}
        </div>
      )}

      {preview
        ? summary &&
          summary.total > 2 &&
          onShowAll && (
            <Button variant="outline" onClick={onShowAll}>
              {t('See all {count, plural, one {# review} other {# reviews}}', { count: summary.total })}
            </Button>
          )
        : totalPages > 1 && (
            <nav className="review-pager" aria-label={t('Review pages')}>
              <Button variant="outline" size="sm" disabled={page <= 1 || reviews.isFetching} onClick={() => setPage(page - 1)}>
                {t('Previous')}
              </Button>
              <span>{t('Page {page} of {total}', { page, total: totalPages })}</span>
              <Button variant="outline" size="sm" disabled={page >= totalPages || reviews.isFetching} onClick={() => setPage(page + 1)}>
                {t('Next')}
              </Button>
              {reviews.isFetching && <span className="empty-state">{t('Loading reviews...')}</span>}
            </nav>
          )}

      <p className="review-disclaimer">
        <Trans
          id="Reviews are checked automatically and by our team before and after they are published. <0>Read our transparency report</0>"
          components={{ 0: <Link to={paths.transparencyReport.getHref()} /> }}
        />
      </p>

      {dialogRating !== null && (
        <Suspense fallback={null}>
          <ReviewDialog kind={kind} targetId={targetId} targetName={targetName} cityName={cityName} initialRating={dialogRating} open onClose={() => setDialogRating(null)} />
        </Suspense>
      )}
    </section>
  );
}

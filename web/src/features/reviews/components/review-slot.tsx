import { memo, Suspense } from 'react';
import { useSteadyCallback } from '../../../hooks/use-steady-callback';
import { deferredLazy } from '../../../lib/deferred';
import { useT } from '../../../i18n';
import type { ReviewSectionProps } from './review-section';

// The reviews sit below the page's own content: their code (the list, the cards, the actions) loads when they near the
// viewport or the visitor reaches into them. Until then a server-rendered page keeps the server's reviews as they are.
const { Component: LoadedReviewSection, useSlot } = deferredLazy(async () => (await import('./review-section')).ReviewSection);

const sameProps = ({ onShowAll: before, ...previous }: ReviewSectionProps, { onShowAll: after, ...next }: ReviewSectionProps) =>
  Boolean(before) === Boolean(after) && Object.keys({ ...previous, ...next }).every((key) => previous[key as keyof typeof previous] === next[key as keyof typeof next]);

/** The review section of a business, product, event or article page (review-section.tsx), loaded as it comes into view. */
export const ReviewSection = memo(function ReviewSection({ onShowAll, ...props }: ReviewSectionProps) {
  const t = useT();
  const slot = useSlot<HTMLDivElement>();
  // The newest onShowAll behind a steady function: a new one alone does not render the section again.
  const showAll = useSteadyCallback(() => onShowAll?.());
  return (
    <div ref={slot} className="review-section-slot">
      <Suspense fallback={<section className="review-section review-section--loading" aria-label={t('Reviews')} aria-busy="true" />}>
        <LoadedReviewSection {...props} onShowAll={onShowAll ? showAll : undefined} />
      </Suspense>
    </div>
  );
}, sameProps);

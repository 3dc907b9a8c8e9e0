import { useState } from 'react';
import { Link } from '../../../lib/router';
import { ratingStars } from '@shared/business/format';
import { StarIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { cn } from '../../../utils/cn';
import { useT } from '../../../i18n';

interface RatingStarsProps {
  businessId: string;
  slug: string;
  cityName: string;
  rating: { count: number; average: number };
}

/**
 * The listing's rating and the way to rate it: five stars (half stars from
 * .5), hovering or focusing one highlights up to it, and choosing one opens
 * the review form with that rating.
 */
export function RatingStars({ businessId, slug, cityName, rating }: RatingStarsProps) {
  const t = useT();
  const [hovered, setHovered] = useState(0);
  const fills = ratingStars(rating.average);
  return (
    <div className="stars">
      <svg width="0" height="0" className="stars__defs" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="star-half-fill">
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      </svg>
      <div className="stars__row" role="group" aria-label={t('Rate this business')} onMouseLeave={() => setHovered(0)}>
        {fills.map((fill, index) => (
          <Link
            key={index}
            to={paths.writeReview.getHref({ businessId, slug, cityName, rating: index + 1 })}
            className={cn('stars__star', `stars__star--${hovered ? (index < hovered ? 'full' : 'empty') : fill}`)}
            onMouseEnter={() => setHovered(index + 1)}
            onFocus={() => setHovered(index + 1)}
            onBlur={() => setHovered(0)}
            aria-label={t('Rate {stars} out of 5', { stars: index + 1 })}
          >
            <StarIcon size={20} />
          </Link>
        ))}
      </div>
      <span className="stars__summary">
        {rating.count ? (
          <>
            <strong>{rating.average.toFixed(1)}</strong> · {t('{count, plural, one {# Review} other {# Reviews}}', { count: rating.count })}
          </>
        ) : (
          t('No reviews yet')
        )}
      </span>
    </div>
  );
}

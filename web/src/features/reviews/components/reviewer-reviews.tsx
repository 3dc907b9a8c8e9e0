import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { useReviewer } from '../api/reviewer';
import { ReviewCard } from './review-card';
import { useT } from '../../../i18n';

/** The reviews a member wrote (their /sb-user page), each under the business it is about. */
export function ReviewerReviews({ slug, empty }: { slug: string; empty: string }) {
  const t = useT();
  const profile = useReviewer(slug);
  if (profile.isPending) return <p className="empty-state">{t('Loading reviews…')}</p>;
  if (profile.isError) return <p className="alert alert--error">{t('Could not load the reviews. Please try again.')}</p>;
  if (profile.data.reviews.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <div className="reviewer">
      {profile.data.reviews.map((review) => (
        <div key={review._id} className="reviewer__review">
          {review.business && <Link to={paths.business.profile.getHref({ city: review.business.cityName, slug: review.business.slug })}>{review.business.name}</Link>}
          <ReviewCard review={review} viewerOwnsTarget={false} />
        </div>
      ))}
    </div>
  );
}

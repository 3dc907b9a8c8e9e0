import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useFollowUser, type ReviewerProfile as Profile } from '../api/reviewer';
import { ReviewCard } from './review-card';

/** /sb-user/{slug}: a reviewer's name, picture, follow counts, Follow button and reviews. */
export function ReviewerProfile({ profile }: { profile: Profile }) {
  const { user, isSignedIn } = useSession();
  const toast = useToast();
  const follow = useFollowUser(profile.user.slug);
  const name = `${profile.user.firstName} ${profile.user.lastName}`.trim();
  const isSelf = user?._id === profile.user._id;

  function onFollow() {
    if (!isSignedIn) return toast.show({ message: 'Please Login To Continue!', type: 'warning' });
    follow.mutate(profile.user._id, { onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }) });
  }

  return (
    <div className="reviewer">
      <header className="card reviewer__head">
        <Avatar name={name} image={profile.user.image} size="lg" />
        <div>
          <h1>{name}</h1>
          <p className="review-card__meta">
            {profile.user.followers} followers · {profile.user.following} following · {profile.reviews.length} reviews
          </p>
        </div>
        {!isSelf && (
          <Button variant={profile.user.isFollowing ? 'outline' : 'primary'} onClick={onFollow} disabled={follow.isPending}>
            {profile.user.isFollowing ? 'Following' : 'Follow'}
          </Button>
        )}
      </header>
      <h2>Reviews</h2>
      {profile.reviews.length === 0 && <p className="empty-state">{name} has not written any reviews yet.</p>}
      {profile.reviews.map((review) => (
        <div key={review._id} className="reviewer__review">
          {review.business && (
            <Link to={paths.business.profile.getHref({ city: review.business.cityName, slug: review.business.slug })}>{review.business.name}</Link>
          )}
          <ReviewCard review={review} viewerOwnsTarget={false} />
        </div>
      ))}
    </div>
  );
}

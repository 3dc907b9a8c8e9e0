import { useParams } from 'react-router';
import { Head } from '../../../components/ui/head';
import { ApiError } from '../../../lib/api-client';
import { useReviewer } from '../../../features/reviews/api/reviewer';
import { ReviewerProfile } from '../../../features/reviews/components/reviewer-profile';
import { NotFoundRoute } from '../not-found';

/** /sb-user/{slug}: a reviewer's public profile. */
export function ReviewerRoute() {
  const { slug = '' } = useParams();
  const profile = useReviewer(slug);
  if (profile.isPending) return <p className="container page empty-state">Loading reviews...</p>;
  if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFoundRoute />;
  if (profile.isError) return <p className="container page alert alert--error">Could not load this profile. Please try again.</p>;
  return (
    <div className="container page">
      <Head title={`${profile.data.user.firstName} ${profile.data.user.lastName} on Sbiz`} />
      <ReviewerProfile profile={profile.data} />
    </div>
  );
}

import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { ApiError } from '../../../lib/api-client';
import { NotFoundRoute } from '../not-found';
import { useBusiness } from '../../../features/business-profile/api/get-business';
import { BusinessProfile } from '../../../features/business-profile/components/business-profile';
import { BusinessRemoved } from '../../../features/business-profile/components/business-removed';
import { ReviewSection } from '../../../features/reviews/components/review-section';
import { ProfileSkeleton } from '../../../features/business-profile/components/skeleton';

/** /in/{location}/sbiz/{slug}: a listing's public profile. */
export function BusinessProfileRoute() {
  const { city = '', slug = '' } = useParams();
  const business = useBusiness(slug, city);
  if (business.isPending) return <ProfileSkeleton />;
  if (business.error instanceof ApiError && business.error.status === 404) return <NotFoundRoute />;
  if (business.isError) {
    return (
      <div className="container page">
        <p className="alert alert--error" role="alert">
          Failed to fetch business data. Please try again.
        </p>
        <Button variant="outline" onClick={() => void business.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (business.data.status === 'suspended') return <BusinessRemoved />;
  return (
    <>
      <Head title={business.data.seoTitle || `${business.data.name} in ${business.data.cityNameFormatted}`} description={business.data.seoDescription} />
      <BusinessProfile
        business={business.data}
        reviews={({ preview, onShowAll }) => (
          <ReviewSection
            kind="business"
            targetId={business.data._id}
            targetName={business.data.name}
            cityName={business.data.cityName}
            ownerId={business.data.owner._id}
            preview={preview}
            onShowAll={onShowAll}
          />
        )}
      />
    </>
  );
}

import { useParams } from 'react-router';
import { Head } from '../../../components/ui/head';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { NotFoundRoute } from '../not-found';
import { useBusiness } from '../../../features/business-profile/api/get-business';
import { BusinessProfile } from '../../../features/business-profile/components/business-profile';
import { BusinessRemoved } from '../../../features/business-profile/components/business-removed';

/** /in/{location}/sbiz/{slug}: a listing's public profile. */
export function BusinessProfileRoute() {
  const { city = '', slug = '' } = useParams();
  const business = useBusiness(slug, city);
  if (business.isPending) return <PageSpinner />;
  if (business.error instanceof ApiError && business.error.status === 404) return <NotFoundRoute />;
  if (business.isError) return <p className="container alert alert--error">Failed to fetch business data. Please try again.</p>;
  if (business.data.status === 'suspended') return <BusinessRemoved />;
  return (
    <>
      <Head title={`${business.data.name} in ${business.data.cityNameFormatted} | Sbiz`} description={business.data.seoDescription} />
      <BusinessProfile business={business.data} />
    </>
  );
}

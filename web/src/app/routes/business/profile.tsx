import { lazy, Suspense, useMemo } from 'react';
import { useParams } from '../../../lib/router';
import { formatIndianPhone } from '@shared/business/format';
import { localBusinessJsonLd } from '@shared/seo/json-ld';
import { indiaDay } from '@shared/time/india';
import { uploadUrl } from '@shared/uploads';
import { LoadError } from '../../../components/access-denied';
import { Head } from '../../../components/ui/head';
import { paths } from '../../../config/paths';
import { NotFoundRoute } from '../not-found';
import { getBusinessQueryOptions, useBusiness } from '../../../features/business-profile/api/get-business';
import { BusinessProfile } from '../../../features/business-profile/components/business-profile';
import { BusinessRemoved } from '../../../features/business-profile/components/business-removed';
import { useCachedRating } from '../../../features/reviews/api/cached-rating';
import { ReviewSection } from '../../../features/reviews/components/review-slot';
import { ReplyTime } from '../../../features/chat/components/reply-time';
import { FollowMemberButton } from '../../../features/users/components/follow-member-button';
import type { PagePrefetch } from '../../ssr/page-data';
import { openStatusMessage } from '@shared/business/open-status';
import type { Locale } from '@shared/i18n/locales';
import type { BusinessResponse } from '@shared/schemas/business';
import { useT, type Translate } from '../../../i18n';

// The Events, Services / Products and Articles tabs (not the first one shown) load their code when first opened.
const BusinessEvents = lazy(() => import('../../../features/events/components/business-events').then((module) => ({ default: module.BusinessEvents })));
const BusinessProducts = lazy(() => import('../../../features/products/components/business-products').then((module) => ({ default: module.BusinessProducts })));
const BusinessArticles = lazy(() => import('../../../features/articles/components/business-articles').then((module) => ({ default: module.BusinessArticles })));
// The skeleton shows only while a profile reached in the app loads (a server's page comes with its data).
const ProfileSkeleton = lazy(() => import('../../../features/business-profile/components/profile-skeleton').then((module) => ({ default: module.ProfileSkeleton })));

const profileTitle = (listing: { seoTitle?: string; name: string; cityNameFormatted: string }, t: Translate) =>
  listing.seoTitle || t('{name} in {city}', { name: listing.name, city: listing.cityNameFormatted });

/** The open-now line of the head's description, as the server evaluated it ('Open now until 5:00 PM'), in the page's language. */
function statusText(listing: BusinessResponse, evaluatedAt: string, locale: Locale, t: Translate): string {
  const message = openStatusMessage(listing.workingHours ?? [], new Date(evaluatedAt), listing, locale);
  return t(message.id, message.values);
}

/** The server's data for a profile: the one profile call, the LocalBusiness JSON-LD, 404 or 410. */
export const prefetch: PagePrefetch = async ({ params, url, queryClient, locale, t }) => {
  const answer = await queryClient.ensureQueryData(getBusinessQueryOptions(params.slug ?? '', params.city ?? ''));
  if (!answer) return { status: 404 };
  const { data: listing, profile } = answer;
  if (listing.status === 'suspended') return { status: 410, title: t('This business has been removed') };
  const canonicalPath = paths.business.profile.getHref({ city: listing.cityName, slug: listing.slug });
  const absolute = (key: string) => new URL(uploadUrl(key) ?? key, url.origin).href;
  const images = [listing.logo, ...profile.firstPhotos].filter((key): key is string => Boolean(key)).map(absolute);
  return {
    title: profileTitle(listing, t),
    description:
      listing.seoDescription ||
      t('{name} in {city}: {status}. Address, phone, opening hours, photos and reviews on Sbiz.', {
        name: listing.name,
        city: listing.cityNameFormatted,
        status: statusText(listing, profile.evaluatedAt, locale, t),
      }),
    canonicalPath,
    image: images[0],
    jsonLd: [
      localBusinessJsonLd({
        name: listing.name,
        url: new URL(canonicalPath, url.origin).href,
        images,
        telephone: listing.contact?.phone ? formatIndianPhone(listing.contact.phone) : undefined,
        email: listing.contact?.email,
        address: listing.address,
        cityName: listing.cityNameFormatted,
        workingHours: listing.workingHours,
        exceptions: listing,
        today: indiaDay(new Date(profile.evaluatedAt)),
        rating: listing.rating,
      }),
    ],
  };
};

/** /in/{location}/sbiz/{slug}: a listing's public profile. */
export function BusinessProfileRoute() {
  const { city = '', slug = '' } = useParams();
  const t = useT();
  const business = useBusiness(slug, city);
  // Once the reviews section has read them, the header shows the same counts (a new review moves both).
  const cachedRating = useCachedRating('business', business.data?.data._id ?? '');
  const listing = business.data?.data;
  const ratingCount = cachedRating?.count;
  const ratingAverage = cachedRating?.average;
  // One object while neither changes: the Info tab's deferred parts render again only for a new one (info-tab.tsx).
  const shown = useMemo(
    () => (listing && ratingCount !== undefined && ratingAverage !== undefined ? { ...listing, rating: { count: ratingCount, average: ratingAverage } } : listing),
    [listing, ratingCount, ratingAverage],
  );
  if (business.isPending) {
    return (
      <Suspense fallback={null}>
        <ProfileSkeleton />
      </Suspense>
    );
  }
  if (business.isError) {
    return (
      <div className="container page">
        <LoadError error={business.error} what={t('this business')} onRetry={() => void business.refetch()} />
      </div>
    );
  }
  if (!business.data || !listing || !shown) return <NotFoundRoute />;
  const { profile } = business.data;
  if (listing.status === 'suspended') return <BusinessRemoved />;
  return (
    <>
      <Head title={profileTitle(listing, t)} description={listing.seoDescription} />
      {/* The status is shown as the server evaluated it, so the server's HTML and the hydrated page agree. */}
      <BusinessProfile
        business={shown}
        profile={profile}
        now={new Date(profile.evaluatedAt)}
        eventsPanel={
          <Suspense fallback={null}>
            <BusinessEvents hostId={listing.owner._id} businessId={listing._id} />
          </Suspense>
        }
        askNote={<ReplyTime businessId={listing._id} />}
        productsTab={
          <Suspense fallback={null}>
            <BusinessProducts businessId={listing._id} />
          </Suspense>
        }
        articlesTab={
          <Suspense fallback={null}>
            <BusinessArticles businessId={listing._id} />
          </Suspense>
        }
        followerAction={(follower) => <FollowMemberButton member={follower} />}
        reviews={({ preview, onShowAll }) => (
          <ReviewSection kind="business" targetId={listing._id} targetName={listing.name} cityName={listing.cityName} ownerId={listing.owner._id} preview={preview} onShowAll={onShowAll} />
        )}
      />
    </>
  );
}

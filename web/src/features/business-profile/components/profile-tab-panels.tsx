import type { ReactNode } from 'react';
import type { UserResponse } from '@shared/schemas/auth';
import type { BusinessResponse } from '@shared/schemas/business';
import { uploadUrl } from '@shared/uploads';
import { ButtonLink } from '../../../components/ui/button';
import { PeopleList } from '../../../components/people-list';
import { paths } from '../../../config/paths';
import { Trans, useT } from '../../../i18n';
import { Link } from '../../../lib/router';
import { usePublicCollectionsOf } from '../api/collections';
import { useFollowers } from '../api/get-followers';
import { PhotoGallery, type GalleryPhotos } from './photo-gallery';
import { Empty } from './profile-parts';

// The profile's Photos, In Collections and Followers tabs (business-profile.tsx loads them when first opened).

export function PhotosPanel({ business, isOwner, photos, onReport }: { business: BusinessResponse; isOwner: boolean; photos: GalleryPhotos; onReport: () => void }) {
  const t = useT();
  return (
    <>
      {isOwner && (
        <ButtonLink className="profile-card__cta" variant="outline" to={paths.dashboard.business.getHref({ businessId: business._id, city: business.cityName, tab: 'images' })}>
          {t('Upload Photo')}
        </ButtonLink>
      )}
      <PhotoGallery photos={photos} businessName={business.name} preview={false} onReport={onReport} />
    </>
  );
}

/** The public collections that list the business. */
export function CollectionsPanel({ businessId }: { businessId: string }) {
  const t = useT();
  const inCollections = usePublicCollectionsOf(businessId, true);
  return inCollections.data?.length ? (
    <ul className="collection-cards">
      {inCollections.data.map((collection) => (
        <li key={collection._id} className="card collection-card">
          {collection.images[0] && <img src={uploadUrl(collection.images[0])} alt="" loading="lazy" />}
          <strong>
            <Link to={paths.users.collection.getHref({ collectionId: collection._id })}>{collection.name}</Link>
          </strong>
          {collection.description && <span className="collection-card__text">{collection.description}</span>}
          <span className="team-list__role">{t('{count, plural, one {# business} other {# businesses}}', { count: collection.businessCount })}</span>
        </li>
      ))}
    </ul>
  ) : (
    <Empty>{t('No collections yet')}</Empty>
  );
}

/** The business's followers, each with the control the route gives (the Follow button). */
export function FollowersPanel({ businessId, followerAction }: { businessId: string; followerAction?: (follower: UserResponse) => ReactNode }) {
  const t = useT();
  const followers = useFollowers(businessId, true);
  return followers.data?.length ? (
    <PeopleList
      people={followers.data.map((follower) => ({
        ...follower,
        detail: (
          <Link to={paths.users.profile.getHref({ slug: follower.slug })}>
            <Trans id="View profile<0> of {name}</0>" values={{ name: follower.firstName }} components={{ 0: <span className="visually-hidden" /> }} />
          </Link>
        ),
      }))}
      action={followerAction}
    />
  ) : (
    <Empty>{t('No followers yet.')}</Empty>
  );
}

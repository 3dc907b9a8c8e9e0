import { Head } from '../../../components/ui/head';
import { useT } from '../../../i18n';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { useMemberCollections } from '../../../api/collections';
import { CollectionGrid } from '../../../features/collections/components/collection-card';
import { ReviewerReviews } from '../../../features/reviews/components/reviewer-reviews';
import { ChangePasswordForm } from '../../../features/users/components/change-password-form';
import { FollowedBusinesses } from '../../../features/users/components/followed-businesses';
import { MemberConnections } from '../../../features/users/components/member-connections';
import { ProfileNameForm } from '../../../features/users/components/profile-name-form';
import { ProfileOverview } from '../../../features/users/components/profile-overview';
import { ProfileContactForm } from '../../../features/users/components/profile-contact-form';
import { ProfilePhotoForm } from '../../../features/users/components/profile-photo-form';

/** /dashboard/profile: edit your name, photo and password; see your collections, who and what you follow, and your reviews. */
export function ProfileRoute() {
  const { user } = useSession();
  const t = useT();
  const collections = useMemberCollections(user?._id ?? '', user?._id);
  if (!user) return null;
  return (
    <div className="container page">
      <Head title={t('Your profile')} />
      <header className="page__header">
        <p className="page__eyebrow">{t('Dashboard')}</p>
        <h1 className="page__title">{t('Your profile')}</h1>
        <p className="page__subtitle">{t('This is how you appear to businesses and other members on Sbiz.')}</p>
        <ButtonLink variant="outline" size="sm" to={paths.dashboard.notificationSettings.getHref()}>
          {t('Notification settings')}
        </ButtonLink>
      </header>
      <div className="profile-grid">
        <ProfileOverview user={user} />
        <ProfilePhotoForm user={user} />
        <ProfileContactForm user={user} />
        <ProfileNameForm user={user} />
        <ChangePasswordForm />
      </div>

      <section aria-labelledby="your-collections" className="profile-section">
        <h2 id="your-collections" className="section-title">
          {t('Your collections')}
        </h2>
        {collections.isPending && <p className="empty-state">{t('Loading collections…')}</p>}
        {collections.isError && <p className="alert alert--error">{t('Could not load your collections. Please try again.')}</p>}
        {collections.data && <CollectionGrid collections={collections.data} showVisibility empty={t('No collections yet. Use Save on a business profile to start one.')} />}
      </section>

      <div className="member-page__columns profile-section">
        <section aria-labelledby="businesses-you-follow">
          <h2 id="businesses-you-follow" className="section-title">
            {t('Businesses you follow')}
          </h2>
          <FollowedBusinesses userId={user._id} />
        </section>
        <section aria-labelledby="people-you-follow">
          <h2 id="people-you-follow" className="section-title">
            {t('People you follow')}
          </h2>
          <MemberConnections userId={user._id} firstName={user.firstName} kind="following" empty={t('You are not following anyone yet. Use Follow on a member’s profile.')} />
        </section>
      </div>

      <section aria-labelledby="your-reviews" className="profile-section">
        <h2 id="your-reviews" className="section-title">
          {t('Your reviews')}
        </h2>
        <ReviewerReviews slug={user.slug} empty={t('You have not written any reviews yet.')} />
      </section>

      <p>
        <ButtonLink variant="ghost" to={paths.dashboard.welcome.getHref()}>
          {t('Getting started with Sbiz')}
        </ButtonLink>
      </p>
    </div>
  );
}

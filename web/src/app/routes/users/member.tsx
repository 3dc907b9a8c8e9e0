import { useParams } from '../../../lib/router';
import type { PublicMember } from '@shared/schemas/people';
import { uploadUrl } from '@shared/uploads';
import { ButtonLink } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { useMemberCollections } from '../../../api/collections';
import { CollectionGrid } from '../../../features/collections/components/collection-card';
import { ReviewerReviews } from '../../../features/reviews/components/reviewer-reviews';
import { getMemberQueryOptions, useMember } from '../../../features/users/api/people';
import { FollowMemberButton } from '../../../features/users/components/follow-member-button';
import { MemberConnections } from '../../../features/users/components/member-connections';
import { MemberHeader, memberName } from '../../../features/users/components/member-header';
import { NotFoundRoute } from '../not-found';
import type { PagePrefetch } from '../../ssr/page-data';
import { useT, type Translate } from '../../../i18n';

const describe = (member: PublicMember, t: Translate) =>
  t('{name} on Sbiz: {count, plural, one {# follower} other {# followers}}, public collections of local businesses and reviews.', { name: memberName(member), count: member.followersCount });

/** The server's data for /sb-user/{slug}: the one profile call above the fold, its head and a ProfilePage JSON-LD. */
export const prefetch: PagePrefetch = async ({ params, url, queryClient, t }) => {
  const member = await queryClient.ensureQueryData(getMemberQueryOptions(params.slug ?? ''));
  if (!member) return { status: 404 };
  const canonicalPath = paths.users.profile.getHref({ slug: member.slug });
  const image = member.image ? new URL(uploadUrl(member.image) ?? member.image, url.origin).href : undefined;
  return {
    title: t('{name} on Sbiz', { name: memberName(member) }),
    description: describe(member, t),
    canonicalPath,
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: new URL(canonicalPath, url.origin).href,
        mainEntity: {
          '@type': 'Person',
          name: memberName(member),
          ...(image ? { image } : {}),
          interactionStatistic: [{ '@type': 'InteractionCounter', interactionType: 'https://schema.org/FollowAction', userInteractionCount: member.followersCount }],
        },
      },
    ],
  };
};

/** /sb-user/{slug}: a member's public profile: who they are, who follows them, their public collections and reviews. */
export function MemberRoute() {
  const t = useT();
  const { slug = '' } = useParams();
  const member = useMember(slug);
  if (member.isPending) return <p className="container page empty-state">{t('Loading profile…')}</p>;
  if (member.isError) return <p className="container page alert alert--error">{t('Could not load this profile. Please try again.')}</p>;
  if (!member.data) return <NotFoundRoute />;
  const profile = member.data;
  return (
    <div className="container page member-page">
      <Head title={t('{name} on Sbiz', { name: memberName(profile) })} description={describe(profile, t)} />
      <MemberHeader member={profile} action={<OwnOrFollow member={profile} />} />
      <MemberCollections member={profile} />
      <div className="member-page__columns">
        <section aria-labelledby="followers">
          <h2 id="followers" className="section-title">
            {t('Followers')}
          </h2>
          <MemberConnections userId={profile._id} firstName={profile.firstName} kind="followers" />
        </section>
        <section aria-labelledby="following">
          <h2 id="following" className="section-title">
            {t('Following')}
          </h2>
          <MemberConnections userId={profile._id} firstName={profile.firstName} kind="following" />
        </section>
      </div>
      <section aria-labelledby="member-reviews">
        <h2 id="member-reviews" className="section-title">
          {t('Reviews')}
        </h2>
        <ReviewerReviews slug={profile.slug} empty={t('{name} has not written any reviews yet.', { name: profile.firstName })} />
      </section>
    </div>
  );
}

/** On one's own page: a link to edit the profile instead of a Follow button. */
function OwnOrFollow({ member }: { member: PublicMember }) {
  const t = useT();
  const { user } = useSession();
  if (user?._id === member._id) {
    return (
      <ButtonLink variant="outline" to={paths.dashboard.profile.getHref()}>
        {t('Edit your profile')}
      </ButtonLink>
    );
  }
  return <FollowMemberButton member={member} />;
}

function MemberCollections({ member }: { member: PublicMember }) {
  const t = useT();
  const { user } = useSession();
  const collections = useMemberCollections(member._id, user?._id);
  const isSelf = user?._id === member._id;
  return (
    <section aria-labelledby="member-collections">
      <h2 id="member-collections" className="section-title">
        {isSelf ? t('Your collections') : t('Public collections')}
      </h2>
      {collections.isPending && <p className="empty-state">{t('Loading collections…')}</p>}
      {collections.isError && <p className="alert alert--error">{t('Could not load the collections. Please try again.')}</p>}
      {collections.data && <CollectionGrid collections={collections.data} showVisibility={isSelf} />}
    </section>
  );
}

import { Link } from '../../../lib/router';
import type { PublicMember } from '@shared/schemas/people';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { memberName } from './member-header';
import { useT } from '../../../i18n';

interface MemberListProps {
  members: PublicMember[];
  empty: string;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}

/** People as cards linking to their /sb-user page, with a 'Show more' for the next page. */
export function MemberList({ members, empty, hasMore, isLoadingMore, onLoadMore }: MemberListProps) {
  const t = useT();
  if (members.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <>
      <ul className="member-list">
        {members.map((member) => (
          <li key={member._id} className="member-list__item">
            <Avatar name={memberName(member)} image={member.image} size="md" decorative />
            <span className="member-list__text">
              <Link to={paths.users.profile.getHref({ slug: member.slug })} className="member-list__name">
                {memberName(member)}
              </Link>
              <span className="member-list__meta">{t('{count, plural, one {# follower} other {# followers}}', { count: member.followersCount })}</span>
            </span>
          </li>
        ))}
      </ul>
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} isLoading={isLoadingMore}>
          {t('Show more')}
        </Button>
      )}
    </>
  );
}

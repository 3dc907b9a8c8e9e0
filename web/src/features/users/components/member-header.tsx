import type { ReactNode } from 'react';
import type { PublicMember } from '@shared/schemas/people';
import { Avatar } from '../../../components/ui/avatar';
import { countOf, formatIndiaDate } from '../../../lib/format';

export const memberName = (member: Pick<PublicMember, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`.trim();

/** The top of /sb-user/{slug}: photo, name, member since, follow counts and the Follow button (`action`). */
export function MemberHeader({ member, action }: { member: PublicMember; action?: ReactNode }) {
  const name = memberName(member);
  return (
    <header className="card member-header">
      <Avatar name={name} image={member.image} size="xl" decorative />
      <div className="member-header__text">
        <h1 className="member-header__name">{name}</h1>
        <p className="member-header__meta">
          {member.businessOwner ? 'Business owner · ' : ''}Member since {formatIndiaDate(member.createdAt, 'monthYear')}
        </p>
        <ul className="member-header__counts" aria-label="Connections">
          <li>
            <a href="#followers">{countOf(member.followersCount, 'follower')}</a>
          </li>
          <li>
            <a href="#following">{countOf(member.followingCount, 'following', 'following')}</a>
          </li>
        </ul>
      </div>
      {action && <div className="member-header__action">{action}</div>}
    </header>
  );
}

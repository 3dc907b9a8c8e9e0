import type { ReactNode } from 'react';
import type { PublicMember } from '@shared/schemas/people';
import { Avatar } from '../../../components/ui/avatar';
import { formatIndiaDate } from '../../../lib/format';
import { useLocale, useT } from '../../../i18n';

export const memberName = (member: Pick<PublicMember, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`.trim();

/** The top of /sb-user/{slug}: photo, name, member since, follow counts and the Follow button (`action`). */
export function MemberHeader({ member, action }: { member: PublicMember; action?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const name = memberName(member);
  return (
    <header className="card member-header">
      <Avatar name={name} image={member.image} size="xl" decorative />
      <div className="member-header__text">
        <h1 className="member-header__name">{name}</h1>
        <p className="member-header__meta">
          {member.businessOwner
            ? t('Business owner · Member since {date}', { date: formatIndiaDate(member.createdAt, 'monthYear', locale) })
            : t('Member since {date}', { date: formatIndiaDate(member.createdAt, 'monthYear', locale) })}
        </p>
        <ul className="member-header__counts" aria-label={t('Connections')}>
          <li>
            <a href="#followers">{t('{count, plural, one {# follower} other {# followers}}', { count: member.followersCount })}</a>
          </li>
          <li>
            <a href="#following">{t('{count, number} following', { count: member.followingCount })}</a>
          </li>
        </ul>
      </div>
      {action && <div className="member-header__action">{action}</div>}
    </header>
  );
}

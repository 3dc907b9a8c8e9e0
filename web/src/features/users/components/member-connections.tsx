import { useMemberConnections, type ConnectionKind } from '../api/people';
import { MemberList } from './member-list';
import { useT, type Translate } from '../../../i18n';

const EMPTY: Record<ConnectionKind, (t: Translate, name: string) => string> = {
  followers: (t, name) => t('No one follows {name} yet.', { name }),
  following: (t, name) => t('{name} is not following anyone yet.', { name }),
};

/** One of a member's lists: their followers or the members they follow, paged. */
export function MemberConnections({ userId, firstName, kind, empty }: { userId: string; firstName: string; kind: ConnectionKind; empty?: string }) {
  const t = useT();
  const connections = useMemberConnections(userId, kind);
  if (connections.isPending) return <p className="empty-state">{t('Loading…')}</p>;
  if (connections.isError) return <p className="alert alert--error">{t('Could not load this list. Please try again.')}</p>;
  return (
    <MemberList
      members={connections.data.pages.flatMap((page) => page.data)}
      empty={empty ?? EMPTY[kind](t, firstName)}
      hasMore={connections.hasNextPage}
      isLoadingMore={connections.isFetchingNextPage}
      onLoadMore={() => void connections.fetchNextPage()}
    />
  );
}

import { useMemberConnections, type ConnectionKind } from '../api/people';
import { MemberList } from './member-list';

const EMPTY: Record<ConnectionKind, (name: string) => string> = {
  followers: (name) => `No one follows ${name} yet.`,
  following: (name) => `${name} is not following anyone yet.`,
};

/** One of a member's lists: their followers or the members they follow, paged. */
export function MemberConnections({ userId, firstName, kind, empty }: { userId: string; firstName: string; kind: ConnectionKind; empty?: string }) {
  const connections = useMemberConnections(userId, kind);
  if (connections.isPending) return <p className="empty-state">Loading…</p>;
  if (connections.isError) return <p className="alert alert--error">Could not load this list. Please try again.</p>;
  return (
    <MemberList
      members={connections.data.pages.flatMap((page) => page.data)}
      empty={empty ?? EMPTY[kind](firstName)}
      hasMore={connections.hasNextPage}
      isLoadingMore={connections.isFetchingNextPage}
      onLoadMore={() => void connections.fetchNextPage()}
    />
  );
}

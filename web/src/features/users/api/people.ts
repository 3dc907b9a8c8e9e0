import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowedBusinessPage, MemberPage, PublicMember } from '@shared/schemas/people';
import { ApiError } from '../../../lib/api-client';
import { apiRoute } from '../../../lib/api-route';
import { sessionStore } from '../../../lib/session';

/** GET /users/getBySlug: a member's public profile with their follow counts (the one call above the fold of /sb-user). */
export const getMemberQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['member', slug],
    // No such member is an answer (null, the 404 page) that the server renders and the browser hydrates the same.
    queryFn: ({ signal }) =>
      apiRoute('GET /users/getBySlug', { query: { slug } }, { signal })
        .then((answer): PublicMember | null => answer.user)
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
  });

export const useMember = (slug: string) => useQuery(getMemberQueryOptions(slug));

/** GET /users/followStatus: does the signed-in viewer follow this member? */
const followStatusKey = (userId: string, viewerId: string | undefined) => ['member-follow-status', userId, viewerId] as const;

export const getFollowStatus = (userId: string, signal?: AbortSignal) => apiRoute('GET /users/followStatus', { query: { userId } }, { signal }).then((answer) => answer.following);

export function useFollowStatus(userId: string, viewerId: string | undefined) {
  return useQuery({
    queryKey: followStatusKey(userId, viewerId),
    queryFn: ({ signal }) => getFollowStatus(userId, signal),
    enabled: Boolean(viewerId) && viewerId !== userId,
  });
}

/** PATCH /users/followUser: follows the member, or unfollows when already following. */
export function useToggleFollowMember(member: Pick<PublicMember, '_id' | 'slug'>, viewerId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRoute('PATCH /users/followUser', { body: { followeeId: member._id } }),
    onSuccess: ({ following }) => {
      // The viewer read now, not at render: a follow resumed right after a login has no viewer in its closure.
      queryClient.setQueryData(followStatusKey(member._id, sessionStore.get()?.user._id ?? viewerId), following);
      // The counts are kept by the stream, so the fresh numbers follow a moment later; show the change now.
      queryClient.setQueryData(getMemberQueryOptions(member.slug).queryKey, (current) =>
        current ? { ...current, followersCount: Math.max(0, current.followersCount + (following ? 1 : -1)) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['member-connections', member._id] });
    },
  });
}

export type ConnectionKind = 'followers' | 'following';

/** GET /users/followers or /users/following (members), a page at a time. */
export const memberConnectionsQueryOptions = (userId: string, kind: ConnectionKind) =>
  infiniteQueryOptions({
    queryKey: ['member-connections', userId, kind],
    queryFn: ({ pageParam, signal }): Promise<MemberPage> => {
      const query = { userId, limit: 12, cursor: pageParam ?? undefined };
      // Without a type, /users/following lists members.
      return kind === 'followers' ? apiRoute('GET /users/followers', { query }, { signal }) : apiRoute('GET /users/following', { query }, { signal }).then((page) => page as MemberPage);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });

export const useMemberConnections = (userId: string, kind: ConnectionKind, enabled = true) => useInfiniteQuery({ ...memberConnectionsQueryOptions(userId, kind), enabled });

/** GET /users/following?type=business: the businesses a member follows. */
export function useFollowedBusinesses(userId: string) {
  return useInfiniteQuery({
    queryKey: ['member-connections', userId, 'businesses'],
    queryFn: ({ pageParam, signal }) =>
      // type=business lists businesses.
      apiRoute('GET /users/following', { query: { userId, type: 'business', limit: 12, cursor: pageParam ?? undefined } }, { signal }).then((page) => page as FollowedBusinessPage),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

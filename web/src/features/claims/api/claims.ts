import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimStatus } from '@shared/schemas/claim';
import { apiRoute } from '../../../lib/api-route';

/** How many unclaimed listings one claim search shows. */
export const CLAIM_SEARCH_LIMIT = 10;

/** GET /businesses/all?claimed=false: the unclaimed listings of a city whose name or category matches. */
export function useUnclaimedListings(cityName: string, find: string) {
  return useQuery({
    queryKey: ['claims', 'search', cityName, find],
    queryFn: ({ signal }) => apiRoute('GET /businesses/all', { query: { cityName, find, claimed: 'false', limit: CLAIM_SEARCH_LIMIT } }, { signal }),
    enabled: cityName.trim().length > 0 && find.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /claims/mine: the caller's claims (the search marks the listings they wait on). */
export function useMyClaims(enabled: boolean) {
  return useQuery({
    queryKey: ['claims', 'mine'],
    queryFn: ({ signal }) => apiRoute('GET /claims/mine', {}, { signal }).then((answer) => answer.data),
    enabled,
  });
}

export function useClaimBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { businessId: string; note?: string }) => apiRoute('POST /claims/add', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['claims', 'mine'] }),
  });
}

/** GET /claims/all: the admin table, newest first, optionally one status. */
export function getClaimsQueryOptions(status: ClaimStatus | '') {
  return infiniteQueryOptions({
    queryKey: ['claims', 'all', status],
    queryFn: ({ signal, pageParam }) => apiRoute('GET /claims/all', { query: { status: status || undefined, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
}

export function useClaims(status: ClaimStatus | '') {
  return useInfiniteQuery(getClaimsQueryOptions(status));
}

export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) => apiRoute(`POST /claims/${decision}/{id}`, { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['claims'] }),
  });
}

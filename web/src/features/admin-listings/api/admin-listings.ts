import type { InfiniteData } from '@tanstack/react-query';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminListingsResponse, ListingStatus } from '@shared/schemas/admin-listings';
import { apiRoute } from '../../../lib/api-route';

export interface ListingFilter {
  name: string;
  city: string;
}

/** GET /businesses/admin/listings?name=&city=&cursor=: listings whose name starts with `name`, in `city` or all, alphabetical. */
export function getAdminListings({ name, city, cursor, signal }: ListingFilter & { cursor?: string; signal?: AbortSignal }) {
  return apiRoute('GET /businesses/admin/listings', { query: { name: name || undefined, city: city || undefined, cursor } }, { signal });
}

export const adminListingsQueryOptions = (filter: ListingFilter) =>
  infiniteQueryOptions({
    queryKey: ['admin-listings', filter.name, filter.city],
    queryFn: ({ signal, pageParam }) => getAdminListings({ ...filter, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useAdminListings(filter: ListingFilter) {
  return useInfiniteQuery(adminListingsQueryOptions(filter));
}

/** PATCH /businesses/admin/status/{id}: suspend or restore a listing. */
export function setListingStatus({ id, status }: { id: string; status: ListingStatus }) {
  return apiRoute('PATCH /businesses/admin/status/{id}', { path: { id }, body: { status } });
}

/** Suspends or restores; the rows on screen take the new status at once (the finder's index follows through the stream). */
export function useSetListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListingStatus,
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<InfiniteData<AdminListingsResponse>>(
        { queryKey: ['admin-listings'] },
        (cached) =>
          cached && {
            ...cached,
            pages: cached.pages.map((page) => ({ ...page, data: page.data.map((row) => (row._id === data._id ? { ...row, status: data.status } : row)) })),
          },
      );
    },
  });
}

import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';

/** GET /businesses/getEditRequests?title=&cursor=: one page of the admin table (rows without their fields). */
export function getEditRequests({ title, cursor, signal }: { title?: string; cursor?: string; signal?: AbortSignal }) {
  return apiRoute('GET /businesses/getEditRequests', { query: { title, cursor } }, { signal });
}

export function getEditRequestsQueryOptions(title = '') {
  return infiniteQueryOptions({
    queryKey: ['edit-requests', 'list', title],
    queryFn: ({ signal, pageParam }) => getEditRequests({ title, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
}

export function useEditRequests(title: string) {
  return useInfiniteQuery(getEditRequestsQueryOptions(title));
}

/** GET /businesses/getEditRequest/{id}: one request with the fields it asks to change. */
export function getEditRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['edit-requests', 'one', id],
    queryFn: ({ signal }) => apiRoute('GET /businesses/getEditRequest/{id}', { path: { id } }, { signal }),
  });
}

export function useEditRequest(id: string | null) {
  return useQuery({ ...getEditRequestQueryOptions(id ?? ''), enabled: id !== null });
}

/** POST /businesses/approveEditRequest/{id} or rejectEditRequest/{id}. */
export function decideEditRequest({ id, decision }: { id: string; decision: 'approve' | 'reject' }) {
  return apiRoute(`POST /businesses/${decision}EditRequest/{id}`, { path: { id } });
}

export function useDecideEditRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideEditRequest,
    // An approval changes the listing itself, so its cached profile and form data go too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['edit-requests'] }), queryClient.invalidateQueries({ queryKey: ['businesses'] })]),
  });
}

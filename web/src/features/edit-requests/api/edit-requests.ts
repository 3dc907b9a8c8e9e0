import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface EditRequestRow {
  _id: string;
  businessId: string;
  businessDetails: { name: string; address: { street: string }; status: string; slug?: string };
  cityName: string;
  requestedBy: { firstName: string; lastName: string; email: string };
  createdAt: string;
  status: 'pending' | 'approved' | 'rejected';
  requestedFields: Record<string, unknown>;
  /** Fields the request clears ('website', 'address.suite', …). */
  removedFields: string[];
  /** The listing's present value of each field the request touches. */
  currentFields: Record<string, unknown>;
}

/** GET /businesses/getEditRequests?title=: the admin table. */
export function getEditRequests({ title, signal }: { title?: string; signal?: AbortSignal }) {
  return api.get<{ data: EditRequestRow[] }>('/businesses/getEditRequests', { params: { title }, signal }).then((answer) => answer.data);
}

export function getEditRequestsQueryOptions(title = '') {
  return queryOptions({ queryKey: ['edit-requests', title], queryFn: ({ signal }) => getEditRequests({ title, signal }) });
}

export function useEditRequests(title: string) {
  return useQuery(getEditRequestsQueryOptions(title));
}

/** POST /businesses/approveEditRequest/{id} or rejectEditRequest/{id}. */
export function decideEditRequest({ id, decision }: { id: string; decision: 'approve' | 'reject' }) {
  return api.post<{ message: string }>(`/businesses/${decision}EditRequest/${encodeURIComponent(id)}`);
}

export function useDecideEditRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideEditRequest,
    // An approval changes the listing itself, so its cached profile and form data go too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: getEditRequestsQueryOptions().queryKey.slice(0, 1) }), queryClient.invalidateQueries({ queryKey: ['businesses'] })]),
  });
}

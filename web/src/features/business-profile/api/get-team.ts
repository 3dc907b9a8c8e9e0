import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface TeamMember {
  _id: string;
  firstName: string;
  lastName: string;
  designation: string;
  image?: string;
}

/** GET /employee/all: the listing's team. */
export function getTeam({ businessId, signal }: { businessId: string; signal?: AbortSignal }) {
  return api.get<{ data: TeamMember[] }>('/employee/all', { params: { businessId }, signal }).then((answer) => answer.data);
}

export function getTeamQueryOptions(businessId: string) {
  return queryOptions({ queryKey: ['businesses', businessId, 'team'], queryFn: ({ signal }) => getTeam({ businessId, signal }) });
}

export function useTeam(businessId: string) {
  return useQuery(getTeamQueryOptions(businessId));
}

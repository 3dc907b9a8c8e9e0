import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '../lib/api-route';

export type { TeamMember } from '@shared/schemas/employee';

/** GET /employee/all: the listing's team. */
export function getTeam({ businessId, signal }: { businessId: string; signal?: AbortSignal }) {
  return apiRoute('GET /employee/all', { query: { businessId } }, { signal }).then((answer) => answer.data);
}

export function getTeamQueryOptions(businessId: string) {
  return queryOptions({ queryKey: ['businesses', businessId, 'team'], queryFn: ({ signal }) => getTeam({ businessId, signal }) });
}

/** The whole team, fetched only when `enabled` (the Our Team tab); the profile call brings the first few. */
export function useTeam(businessId: string, enabled = true) {
  return useQuery({ ...getTeamQueryOptions(businessId), enabled });
}

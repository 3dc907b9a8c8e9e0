import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserResponse } from '@shared/schemas/auth';
import { apiRoute } from '../../../lib/api-route';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /auth/me: the signed-in user as the server knows them now. */
export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<{ user: UserResponse }> {
  return apiRoute('GET /auth/me', {}, { signal });
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => getMe({ signal }),
  });
}

export function useMe({ queryConfig }: { queryConfig?: QueryConfig<typeof getMeQueryOptions> } = {}) {
  return useQuery({ ...getMeQueryOptions(), ...queryConfig });
}

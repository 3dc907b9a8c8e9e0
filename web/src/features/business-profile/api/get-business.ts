import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessProfileResponse } from '@shared/schemas/business';
import { ApiError } from '../../../lib/api-client';
import { apiRoute } from '../../../lib/api-route';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /businesses/getBySlug: the listing behind /in/{location}/sbiz/{slug}, with all its profile shows above the fold. */
export function getBusiness({ slug, location, signal }: { slug: string; location: string; signal?: AbortSignal }): Promise<BusinessProfileResponse | null> {
  // No such listing is an answer (null, the 404 page), not an error: the server renders it and the browser hydrates the same.
  return apiRoute('GET /businesses/getBySlug', { query: { slug, location } }, { signal }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}

export function getBusinessQueryOptions(slug: string, location: string) {
  return queryOptions({
    queryKey: ['businesses', location, slug],
    queryFn: ({ signal }) => getBusiness({ slug, location, signal }),
  });
}

export function useBusiness(slug: string, location: string, { queryConfig }: { queryConfig?: QueryConfig<typeof getBusinessQueryOptions> } = {}) {
  return useQuery({ ...getBusinessQueryOptions(slug, location), ...queryConfig });
}

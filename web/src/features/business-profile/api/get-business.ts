import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessResponse } from '@shared/schemas/business';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/react-query';

/** GET /businesses/getBySlug: the listing behind /in/{location}/sbiz/{slug}. */
export function getBusiness({ slug, location, signal }: { slug: string; location: string; signal?: AbortSignal }) {
  return api.get<{ data: BusinessResponse }>('/businesses/getBySlug', { params: { slug, location }, signal }).then((answer) => answer.data);
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

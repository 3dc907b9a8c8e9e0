import { useQuery } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';

/** GET /businesses/getUserBusiness?userId=&page=1&limit=100: the organizer select's choices (active listings only). */
export function useOrganizerBusinesses(userId: string | undefined) {
  return useQuery({
    queryKey: ['events', 'organizers', userId],
    queryFn: ({ signal }) =>
      apiRoute('GET /businesses/getUserBusiness', { query: { userId, page: 1, limit: 100 } }, { signal }).then((answer) => answer.data.filter((business) => business.status === 'active')),
    enabled: Boolean(userId),
  });
}

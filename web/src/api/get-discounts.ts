import { useQuery } from '@tanstack/react-query';
import type { Discount } from '@shared/schemas/product';
import { apiRoute } from '../lib/api-route';

export type { Discount };

/** GET /discount/all: the owner's discounts (the product wizard, the discounts page and the event form choose from it). */
export function useDiscounts(enabled = true) {
  return useQuery({
    queryKey: ['discounts'],
    queryFn: ({ signal }) => apiRoute('GET /discount/all', {}, { signal }).then((answer) => answer.data),
    enabled,
  });
}

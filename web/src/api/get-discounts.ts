import { useQuery } from '@tanstack/react-query';
import type { DiscountType } from '@shared/products/discount';
import { api } from '../lib/api-client';

/** One of an owner's discounts (spec 3 'Discount'), offered by products and events alike. */
export interface Discount {
  _id: string;
  businessId: string;
  code: string;
  type: DiscountType;
  amount: number;
  label: string;
}

/** GET /discount/all: the owner's discounts (the product wizard, the discounts page and the event form choose from it). */
export function useDiscounts(enabled = true) {
  return useQuery({
    queryKey: ['discounts'],
    queryFn: ({ signal }) => api.get<{ data: Discount[] }>('/discount/all', { signal }).then((answer) => answer.data),
    enabled,
  });
}

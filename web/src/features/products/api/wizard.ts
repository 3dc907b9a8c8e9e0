import { useQuery } from '@tanstack/react-query';
import type { AddDiscountInput } from '@shared/schemas/product';
import { apiRoute } from '../../../lib/api-route';

interface BusinessOption {
  _id: string;
  name: string;
  cityName: string;
}

/**
 * The wizard's and the discount form's business choices: the user's own
 * (GET /businesses/getUserBusiness, 10, searchable), or an admin's pick of a
 * city's active ones. Only active listings: the API refuses a product or a
 * discount for a suspended one, so offering it (the discount form picks the
 * first choice by itself) would only lead to that error.
 */
export function useBusinessChoices(options: { userId?: string; search: string; admin: boolean; cityName: string }) {
  return useQuery({
    queryKey: ['products', 'business-choices', options],
    queryFn: ({ signal }): Promise<{ data: BusinessOption[] }> =>
      options.admin && options.cityName
        ? apiRoute('GET /businesses/all', { query: { status: 'active', cityName: options.cityName, title: options.search || undefined, limit: 10 } }, { signal })
        : apiRoute('GET /businesses/getUserBusiness', { query: { userId: options.userId, page: 1, limit: 10, search: options.search || undefined } }, { signal }).then((answer) => ({
            data: answer.data.filter((business) => business.status === 'active'),
          })),
    enabled: Boolean(options.userId),
  });
}

/** GET /product-categories/all?title=&limit=1000: the category picker's suggestions. */
export function useProductCategorySuggestions(title: string) {
  return useQuery({
    queryKey: ['products', 'category-suggestions', title],
    queryFn: ({ signal }) => apiRoute('GET /product-categories/all', { query: { title, limit: 1000 } }, { signal }).then((answer) => answer.data),
    enabled: title.trim().length > 0,
  });
}

export { useDiscounts } from '../../../api/get-discounts';

export const addDiscount = (input: AddDiscountInput) => apiRoute('POST /discount/add', { body: input });
/** DELETE /discount/delete/{id}: the products that offered it stop showing it. */
export const deleteDiscount = (discountId: string) => apiRoute('DELETE /discount/delete/{id}', { path: { id: discountId } });

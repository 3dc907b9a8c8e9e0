import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';

export type { ReviewerProfile } from '@shared/schemas/review';

/** GET /reviews/getByUser?slug=: a reviewer's public profile and their reviews. */
export const getReviewer = (slug: string) => apiRoute('GET /reviews/getByUser', { query: { slug } });

export const getReviewerQueryOptions = (slug: string) => queryOptions({ queryKey: ['reviewer', slug], queryFn: () => getReviewer(slug) });

export const useReviewer = (slug: string) => useQuery(getReviewerQueryOptions(slug));

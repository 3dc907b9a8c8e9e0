import { z } from 'zod';

const page = z.coerce.number().int().min(1, 'page must be at least 1').max(10_000).default(1);
/** The spec's clients ask for limit=100000000 to mean "all": clamp rather than refuse. */
const limit = (fallback: number) => z.coerce.number().int().min(1, 'limit must be at least 1').default(fallback).transform((value) => Math.min(value, 1000));

export const CategoryListQuerySchema = z.object({
  popular: z.enum(['true', 'false']).optional(),
  status: z.enum(['active', 'inactive']).optional(),
  active: z.enum(['true', 'false']).optional(),
  title: z.string().trim().max(120).optional(),
  page,
  limit: limit(1000),
});

export const ChildListQuerySchema = z.object({ title: z.string().trim().max(120).optional(), page, limit: limit(50) });

export interface CategoryResponse {
  _id: string;
  title: string;
  slug: string;
  image?: string;
  description?: string;
  status: 'active' | 'inactive';
  popular: boolean;
  hasChild: boolean;
  parentId: string | null;
}

import { z } from 'zod';

const limit = (fallback: number) => z.coerce.number().int().min(1, 'limit must be at least 1').default(fallback).transform((value) => Math.min(value, 10_000));

export const CityQuerySchema = z.object({
  name: z.string().trim().max(80).optional(),
  popular: z.enum(['true', 'false']).optional(),
  limit: limit(10_000),
});

export const FindLocationSchema = z.object({
  latitude: z.coerce.number({ error: 'latitude is required' }).min(-90).max(90),
  longitude: z.coerce.number({ error: 'longitude is required' }).min(-180).max(180),
});

export const StateQuerySchema = z.object({ limit: limit(10_000) });

export interface CityResponse {
  _id: string;
  name: string;
  slug: string;
  stateId: string;
  stateName: string;
  popular: boolean;
  latitude: number;
  longitude: number;
}

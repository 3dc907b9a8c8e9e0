import { z } from 'zod';

/** A new collection (spec 1 §5): a name and at least one image; public by default. */
export const AddCollectionSchema = z.object({
  name: z.string({ error: 'Collection name is required' }).trim().min(1, 'Collection name is required').max(80),
  description: z.string().trim().max(500).optional(),
  public: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).default(true),
  images: z.array(z.string().max(500), { error: 'Please Upload Image' }).min(1, 'Please Upload Image').max(10),
  cityName: z.string().trim().max(80).optional(),
});
export type AddCollectionInput = z.infer<typeof AddCollectionSchema>;

import { z } from 'zod';
import { listAmenities } from '../../data/entities/amenity';
import { NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';

export const amenitiesRoutes: DomainRoutes<'amenities'> = {
  // Every amenity with its sub-amenities (the setup form's features tab).
  'GET /amenity/all': defineRoute({
    handler: async () => ({
      amenities: (await listAmenities()).map(({ amenityId, title, slug, icon, subAmenities }) => ({ _id: amenityId, title, slug, icon, subAmenities })),
    }),
  }),

  // The sub-amenities of one amenity.
  'GET /subamenity/all': defineRoute({
    query: z.object({ amenityId: z.string().min(1, 'amenityId is required').max(64) }),
    handler: async ({ query }) => {
      const amenity = (await listAmenities()).find((candidate) => candidate.amenityId === query.amenityId);
      if (!amenity) throw new NotFoundError('Amenity not found');
      return { data: amenity.subAmenities };
    },
  }),
};

export const handler = createDomainHandler('amenities', amenitiesRoutes);

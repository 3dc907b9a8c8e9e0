import { getAmenity, listAmenities } from '../../data/entities/amenity';
import { NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import { SubAmenitiesQuerySchema } from '../../../shared/schemas/amenity';
import { toAmenityResponse } from './amenity-response';
import { msg } from '../../../shared/i18n/catalog';

export const amenitiesRoutes: DomainRoutes<'amenities'> = {
  // Every amenity with its sub-amenities, in display order (the setup form's features tab).
  'GET /amenity/all': defineRoute({
    handler: async () => ({ amenities: (await listAmenities()).map(toAmenityResponse) }),
  }),

  // The sub-amenities of one amenity.
  'GET /subamenity/all': defineRoute({
    query: SubAmenitiesQuerySchema,
    handler: async ({ query }) => {
      const amenity = await getAmenity(query.amenityId);
      if (!amenity) throw new NotFoundError(msg('Amenity not found'));
      return { data: toAmenityResponse(amenity).subAmenities };
    },
  }),
};

export const handler = createDomainHandler('amenities', amenitiesRoutes);

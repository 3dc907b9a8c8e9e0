import { getBusinessById } from '../../data/entities/business';
import { fileListingReport } from '../../data/entities/listing-report';
import { getProductById } from '../../data/entities/product';
import { NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type DomainRoutes } from '../../lib/http';
import { BusinessReportSchema, RemovalRequestSchema } from '../../../shared/schemas/listing-feedback';
import { msg } from '../../../shared/i18n/catalog';

async function assertBusinessExists(businessId: string) {
  if (!(await getBusinessById(businessId))) throw new NotFoundError(msg('Business not found'));
}

export const reportsRoutes: DomainRoutes<'reports'> = {
  // Reports a problem with a listing (wrong phone, closed down…) to the moderators.
  'POST /report/add': defineRoute({
    body: BusinessReportSchema,
    handler: async ({ body, caller }) => {
      if (body.productId) {
        // Reporting a seller from a product page: filed against the product's business, naming the product.
        const product = await getProductById(body.productId);
        if (!product) throw new NotFoundError(msg('Product not found'));
        await fileListingReport({ kind: 'report', businessId: product.businessId, productId: product.productId, reportedBy: caller.sub, type: body.type, comment: body.comment });
        return reply(201, { message: 'Report details submitted successfully.' });
      }
      await assertBusinessExists(body.businessId!);
      await fileListingReport({ kind: 'report', businessId: body.businessId!, reportedBy: caller.sub, type: body.type, comment: body.comment });
      return reply(201, { message: 'Thank you for your report. Our team will review it shortly.' });
    },
  }),

  // Asks the moderators to remove a listing (moved, duplicate, privacy…).
  'POST /duplicate/add': defineRoute({
    body: RemovalRequestSchema,
    handler: async ({ body, caller }) => {
      await assertBusinessExists(body.businessId);
      await fileListingReport({
        kind: 'removal',
        businessId: body.businessId,
        reportedBy: caller.sub,
        reasons: body.reasons,
        additionalInfo: body.additionalInfo,
        duplicateOf: body.duplicateOf,
        urlOfListing: body.urlOfListing,
        cityName: body.cityName,
      });
      return reply(201, { message: 'Submitted successfully!' });
    },
  }),
};

export const handler = createDomainHandler('reports', reportsRoutes);

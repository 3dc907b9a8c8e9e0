import { getCategory } from '../../data/entities/category';
import { createDiscount, deleteDiscount, getDiscount, listDiscountsByOwner } from '../../data/entities/discount';
import { createProduct, deleteProduct, findProductBySlug, getProductById, listProductsByBusiness, listProductsBySeller, updateProduct, type ProductItem } from '../../data/entities/product';
import { readProductListPage } from '../../data/entities/product-list';
import { recordProductView } from '../../data/entities/product-view';
import { deliverToInboxes, getInboxItem, listInbox, markInboxItemRead } from '../../data/entities/seller-inbox';
import { getUserById } from '../../data/entities/user';
import { BusinessEntity, getBusinessById, normaliseCityName } from '../../data/entities/business';
import { getMany } from '../../data/batch-get';
import { readListingWindow } from '../../data/entities/listing-index';
import { readCursor, signCursor } from '../../lib/cursor';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, reply, type Caller, type DomainRoutes } from '../../lib/http';
import { countBusinessEvent } from '../../lib/observability';
import {
  AddDiscountSchema,
  AddLeadSchema,
  AddProductSchema,
  AddQuoteSchema,
  BusinessProductsQuerySchema,
  DeleteImageByIndexSchema,
  DiscountListQuerySchema,
  InboxIdPathSchema,
  InboxQuerySchema,
  leadMessages,
  ProductBySlugQuerySchema,
  ProductIdPathSchema,
  ProductListQuerySchema,
  UpdateProductSchema,
  PRODUCT_PAGE_SIZE,
  requireFormMessages,
  RequireFormSchema,
} from '../../../shared/schemas/product';
import { belowMinimumOrderMessage, minimumOrderOf } from '../../../shared/products/minimum-order';
import { productCard } from '../../../shared/search/product-entries';
import { loadSellerBusiness, productChanges, sentFields } from './product-fields';
import { canManageProduct, toDiscountResponse, toInboxResponse, toProductResponse, toRemovedProductResponse } from './product-response';
import { msg } from '../../../shared/i18n/catalog';

const PRODUCT_NOT_FOUND = msg('Product not found');
/** A lead reaches the sellers of this many of the category's best products. */
const LEAD_RECIPIENT_WINDOW = 50;
const MAX_LEAD_RECIPIENTS = 20;
/** A request for quotes reaches the owners of up to this many of the best-ranked claimed listings of its category and city. */
const RFQ_RECIPIENT_LISTINGS = 20;
/** How far down the category's list of the city it looks for claimed listings. */
const RFQ_LISTING_WINDOW = 200;
/** The owners of the best-ranked claimed listings of a category in a city, each once, with the listing they own. */
async function categoryOwners(cityName: string, categoryId: string): Promise<Array<{ ownerId: string; businessId: string }>> {
  const { cards } = await readListingWindow(cityName, { level: 'main', categoryId }, { window: RFQ_LISTING_WINDOW, wanted: RFQ_RECIPIENT_LISTINGS, keep: (card) => !card.unclaimed });
  const listings = await getMany(cards.slice(0, RFQ_RECIPIENT_LISTINGS).map((card) => BusinessEntity.get({ businessId: card._id })));
  const owners = new Map<string, string>();
  for (const raw of listings) {
    const business = raw ? BusinessEntity.parse({ Item: raw }).data : undefined;
    if (business && !business.unclaimed && !owners.has(business.ownerId)) owners.set(business.ownerId, business.businessId);
  }
  return [...owners].map(([ownerId, businessId]) => ({ ownerId, businessId }));
}

async function loadProduct(productId: string): Promise<ProductItem> {
  const product = await getProductById(productId);
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return product;
}

/** A product the caller may change (the seller or an admin), else 403. */
async function loadManagedProduct(productId: string, caller: Caller): Promise<ProductItem> {
  const product = await loadProduct(productId);
  if (!canManageProduct(product, caller)) throw new ForbiddenError(msg('Only the owner of this product\u2019s business or an admin can do this'));
  return product;
}

/** A product as a visitor may see it: a suspended one shows only that it is gone, except to its seller and admins. */
const visibleProduct = (product: ProductItem, caller: Caller | undefined) =>
  product.status === 'suspended' && !canManageProduct(product, caller) ? toRemovedProductResponse(product) : toProductResponse(product);

/** A product's card in lists, with its status and views (the seller's own list shows both). */
const listCard = (product: ProductItem) => ({ ...productCard(product), status: product.status, views: product.views });

/** The seller card of the product page. */
async function sellerOf(product: ProductItem) {
  const business = await getBusinessById(product.businessId);
  if (!business) return null;
  const address = (business.address ?? {}) as { street?: string; city?: string; state?: string };
  return {
    _id: business.businessId,
    name: business.name,
    slug: business.slug,
    cityName: business.cityName,
    logo: business.logo ?? null,
    address: { street: address.street ?? '', city: address.city ?? '', state: address.state ?? '' },
    phone: (business.contact as { phone?: string } | undefined)?.phone ?? '',
    rating: { average: business.ratingAverage, count: business.ratingCount },
    verified: business.verificationStatus,
    establishmentYear: business.establishmentYear ?? null,
  };
}

export const productsRoutes: DomainRoutes<'products'> = {
  // The product page (/in/{city}/product/{slug}): the product, its seller and its discount in one read.
  'GET /products/getProductBySlug': defineRoute({
    query: ProductBySlugQuerySchema,
    handler: async ({ query, caller }) => {
      const product = await findProductBySlug(query.slug);
      if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
      const data = visibleProduct(product, caller);
      return { data, seller: data.status === 'suspended' && !canManageProduct(product, caller) ? null : await sellerOf(product) };
    },
  }),

  // The edit screen's load.
  'GET /products/{id}': defineRoute({
    path: ProductIdPathSchema,
    handler: async ({ path, caller }) => ({ data: visibleProduct(await loadProduct(path.id), caller) }),
  }),

  // A seller's, a business's or a category's products, 10 at a time, with a signed cursor for the next page.
  'GET /products/all': defineRoute({
    query: ProductListQuerySchema,
    handler: async ({ query, caller }) => {
      const cursor = await readCursor(query.cursor);
      const limit = query.limit + (query.exclude ? 1 : 0);
      const keep = <T extends { _id: string }>(cards: T[]) => cards.filter((card) => card._id !== query.exclude).slice(0, query.limit);
      if (query.productCategoryId) {
        const page = await readProductListPage({ categoryId: query.productCategoryId }, { limit, cursor });
        return { data: keep(page.cards), nextCursor: await signCursor(page.cursor) };
      }
      const page = query.userId ? await listProductsBySeller(query.userId, { limit, cursor }) : await listProductsByBusiness(query.businessId!, { limit, cursor });
      // The seller and admins see suspended products in their own list; everyone else only listed ones.
      const shown = page.items.filter((product) => product.status === 'active' || canManageProduct(product, caller));
      return { data: keep(shown.map(listCard)), nextCursor: await signCursor(page.cursor) };
    },
  }),

  // The profile's Services / Products tab (spec 1 §7).
  'GET /products/getProductsByBusiness': defineRoute({
    query: BusinessProductsQuerySchema,
    handler: async ({ query }) => {
      const page = await listProductsByBusiness(query.businessId, { limit: PRODUCT_PAGE_SIZE, cursor: await readCursor(query.cursor) });
      return { data: page.items.filter((product) => product.status === 'active').map(listCard), nextCursor: await signCursor(page.cursor) };
    },
  }),

  // A new product for one of the caller's businesses (an admin: any active business).
  'POST /products/add': defineRoute({
    body: AddProductSchema,
    handler: async ({ body, caller }) => {
      const business = await loadSellerBusiness(body.businesses[0]!.businessId, caller);
      const { businesses: _businesses, parent: _parent, parentSub: _parentSub, parentSubSub: _parentSubSub, userId: _userId, ...fields } = body;
      const changes = await productChanges(fields, business.businessId, caller);
      const product = await createProduct({
        ...changes,
        title: body.title,
        categories: changes.categories!,
        businessId: business.businessId,
        businessName: business.name,
        businessSlug: business.slug,
        cityName: business.cityName,
        userId: business.ownerId,
        createdBy: caller.sub,
      });
      return reply(201, { message: 'Product has been created successfully.', data: toProductResponse(product) });
    },
  }),

  // The edit screen's save: the seller or an admin; only an admin suspends or restores; an admin may move it to another business.
  'PATCH /products/update/{id}': defineRoute({
    path: ProductIdPathSchema,
    body: UpdateProductSchema,
    handler: async ({ path, body, caller }) => {
      const product = await loadManagedProduct(path.id, caller);
      if (body.status !== undefined && body.status !== product.status && caller.role !== 'admin') throw new ForbiddenError(msg('Only an admin can suspend or restore a product'));
      const movedTo = body.businesses?.[0]?.businessId;
      const business = movedTo && movedTo !== product.businessId ? await loadSellerBusiness(movedTo, caller) : undefined;
      const changes = await productChanges(sentFields(body), business?.businessId ?? product.businessId, caller, product);
      const updated = await updateProduct(
        path.id,
        {
          ...changes,
          ...(body.status ? { status: body.status } : {}),
          ...(business ? { businessId: business.businessId, businessName: business.name, businessSlug: business.slug, cityName: business.cityName, userId: business.ownerId } : {}),
        },
        product.updatedAt,
      );
      if (!updated) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return { message: 'Product has been updated successfully', data: toProductResponse(updated) };
    },
  }),

  // Counts a view: records it, and the view reactor moves the counter (never lost, never doubled).
  'PATCH /products/addView/{id}': defineRoute({
    path: ProductIdPathSchema,
    handler: async ({ path }) => {
      await loadProduct(path.id);
      await recordProductView(path.id);
      return { success: true };
    },
  }),

  // Removes one image by its position (the edit screen's remove button); the last image stays.
  'PATCH /products/deleteProductImageByIndex/{id}': defineRoute({
    path: ProductIdPathSchema,
    body: DeleteImageByIndexSchema,
    handler: async ({ path, body, caller }) => {
      const product = await loadManagedProduct(path.id, caller);
      if (body.index >= product.images.length) throw new BadRequestError(msg('No image at that index'));
      if (product.images.length === 1) throw new BadRequestError(msg('At least one image is required'));
      const images = product.images.filter((_, index) => index !== body.index);
      const updated = await updateProduct(path.id, { images }, product.updatedAt);
      if (!updated) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return { message: 'Image removed successfully.', data: toProductResponse(updated) };
    },
  }),

  // Deletes a product (My Products); the index reactor takes it out of every list.
  'DELETE /products/delete/{id}': defineRoute({
    path: ProductIdPathSchema,
    handler: async ({ path, caller }) => {
      const product = await loadManagedProduct(path.id, caller);
      await deleteProduct(product);
      return { message: 'Product deleted successfully' };
    },
  }),

  // The caller's discounts (an owner's, for their businesses), optionally of one business.
  'GET /discount/all': defineRoute({
    query: DiscountListQuerySchema,
    handler: async ({ query, caller }) => {
      const discounts = await listDiscountsByOwner(caller.sub);
      return { data: discounts.filter((discount) => !query.businessId || discount.businessId === query.businessId).map(toDiscountResponse) };
    },
  }),

  // A discount for one of the caller's businesses.
  'POST /discount/add': defineRoute({
    body: AddDiscountSchema,
    handler: async ({ body, caller }) => {
      const business = await loadSellerBusiness(body.businessId, caller);
      const discount = await createDiscount({ ...body, businessId: business.businessId, ownerId: business.ownerId });
      return reply(201, { message: 'Discount created successfully', data: toDiscountResponse(discount) });
    },
  }),

  // An owner (or an admin) deletes a discount; products that offered it show none from then on.
  'DELETE /discount/delete/{id}': defineRoute({
    path: ProductIdPathSchema,
    handler: async ({ path, caller }) => {
      const discount = await getDiscount(path.id);
      if (!discount) throw new NotFoundError(msg('Discount not found'));
      if (caller.role !== 'admin' && caller.sub !== discount.ownerId) throw new ForbiddenError(msg('Only the owner of this discount\u2019s business or an admin can do this'));
      await deleteDiscount(discount);
      return { message: 'Discount deleted successfully' };
    },
  }),

  // A buyer's inquiry about a product; it reaches the seller's inbox. Signed out, name, email and phone are required.
  'POST /quotes/add': defineRoute({
    body: AddQuoteSchema,
    handler: async ({ body, caller }) => {
      const product = await loadProduct(body.productId);
      if (product.status !== 'active') throw new NotFoundError(PRODUCT_NOT_FOUND);
      const minimum = minimumOrderOf(product.specifications as Record<string, string> | undefined);
      if (body.wanted < minimum) throw new BadRequestError(belowMinimumOrderMessage(minimum, product.units ?? body.unit));
      const user = caller ? await getUserById(caller.sub) : undefined;
      const name = body.name ?? (user ? `${user.firstName} ${user.lastName}`.trim() : undefined);
      const email = body.email ?? user?.email;
      if (!name) throw new BadRequestError(leadMessages.name);
      if (!email) throw new BadRequestError(leadMessages.emailRequired);
      if (!body.phone && !caller) throw new BadRequestError(leadMessages.phoneRequired);
      await deliverToInboxes([
        {
          recipientId: product.userId,
          kind: 'quote',
          name,
          email,
          ...(body.phone ? { phone: body.phone } : {}),
          ...(body.cityName ? { cityName: body.cityName } : {}),
          ...(caller ? { buyerId: caller.sub } : {}),
          wanted: body.wanted,
          unit: body.unit,
          ...(body.message ? { message: body.message } : {}),
          productId: product.productId,
          productTitle: product.title,
          productSlug: product.slug,
          productCity: product.cityName,
          businessId: product.businessId,
        },
      ]);
      countBusinessEvent('quoteRequested');
      return reply(201, { message: 'Quote Request Sent Successfully!' });
    },
  }),

  // The lead card 'Get the List of Top {category}': the lead reaches the sellers of the category's best products.
  'POST /leads/add': defineRoute({
    body: AddLeadSchema,
    handler: async ({ body, caller }) => {
      const category = await getCategory('product', body.category);
      if (!category || category.status !== 'active') throw new NotFoundError(msg('Category not found'));
      const { cards } = await readProductListPage({ categoryId: category.categoryId }, { limit: LEAD_RECIPIENT_WINDOW, cursor: null });
      // Each seller once, with the listing of their best-placed product here: the lead counts in that listing's insights.
      const sellers = new Map<string, string>();
      for (const card of cards) if (sellers.size < MAX_LEAD_RECIPIENTS && !sellers.has(card.userId)) sellers.set(card.userId, card.business._id);
      await deliverToInboxes(
        [...sellers].map(([recipientId, businessId]) => ({
          recipientId,
          kind: 'lead' as const,
          businessId,
          name: body.name,
          email: body.email,
          phone: body.phone,
          ...(caller ? { buyerId: caller.sub } : {}),
          categoryId: category.categoryId,
          categoryTitle: category.title,
          ...(category.titleHi ? { categoryTitleHi: category.titleHi } : {}),
        })),
      );
      countBusinessEvent('leadCreated');
      return reply(201, { message: 'Contact details submitted successfully' });
    },
  }),

  // /require-form: a request for quotes reaches the owners of the category's claimed listings in the city.
  'POST /leads/requestQuotes': defineRoute({
    body: RequireFormSchema,
    handler: async ({ body, caller }) => {
      const category = await getCategory('business', body.category);
      if (!category || category.status !== 'active' || category.level !== 'main') throw new BadRequestError(requireFormMessages.category);
      const cityName = normaliseCityName(body.cityName);
      const recipients = await categoryOwners(cityName, category.categoryId);
      if (!recipients.length) throw new NotFoundError(requireFormMessages.noRecipients);
      await deliverToInboxes(
        recipients.map(({ ownerId, businessId }) => ({
          recipientId: ownerId,
          kind: 'rfq' as const,
          name: body.name,
          email: body.email,
          phone: body.phone,
          cityName,
          ...(caller ? { buyerId: caller.sub } : {}),
          need: body.need,
          wanted: body.quantity,
          unit: body.unit,
          ...(body.details ? { message: body.details } : {}),
          businessId,
          categoryId: category.categoryId,
          categoryTitle: category.title,
          ...(category.titleHi ? { categoryTitleHi: category.titleHi } : {}),
        })),
      );
      countBusinessEvent('quoteRequested');
      return reply(201, { message: requireFormMessages.success, recipients: recipients.length });
    },
  }),

  // The caller's inbox (/dashboard/leads): quotes and leads, newest first.
  'GET /leads/inbox': defineRoute({
    query: InboxQuerySchema,
    handler: async ({ query, caller }) => {
      const page = await listInbox(caller.sub, { limit: 20, cursor: await readCursor(query.cursor) });
      return { data: page.items.map(toInboxResponse), nextCursor: await signCursor(page.cursor) };
    },
  }),

  // Marks one of the caller's inbox items read.
  'PATCH /leads/markRead/{id}': defineRoute({
    path: InboxIdPathSchema,
    handler: async ({ path, caller }) => {
      const item = await getInboxItem(path.id);
      if (!item) throw new NotFoundError(msg('Inquiry not found'));
      if (item.recipientId !== caller.sub) throw new ForbiddenError(msg('This inquiry was sent to someone else'));
      await markInboxItemRead(item);
      return { success: true };
    },
  }),
};

export const handler = createDomainHandler('products', productsRoutes);

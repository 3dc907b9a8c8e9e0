import { getBusinessById, type BusinessItem } from '../../data/entities/business';
import { getCategories, type CategoryItem } from '../../data/entities/category';
import { getDiscount } from '../../data/entities/discount';
import type { ProductItem, ProductUpdate } from '../../data/entities/product';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../../lib/http';
import { sanitizeRichText } from '../../lib/rich-text';
import { discountFitsPrice, discountTooLargeMessage, type DiscountLike } from '../../../shared/products/discount';
import type { AddProductInput, ProductDocument, UpdateProductInput } from '../../../shared/schemas/product';
import type { ProductCategories } from '../../../shared/search/product-entries';
import { isOwnUploadKey, type UploadKind } from '../../../shared/uploads';
import { msg } from '../../../shared/i18n/catalog';

/**
 * Turns the product form's fields into what is stored: the business checked
 * (owner, or an admin for any active business), the categories resolved with
 * their parents at every level, the discount copied from the business's own,
 * every new upload key checked to be the caller's, the description
 * sanitised.
 */

/** The business a product is attached to: active, and the caller's own unless the caller is an admin. */
export async function loadSellerBusiness(businessId: string, caller: Caller): Promise<BusinessItem> {
  const business = await getBusinessById(businessId);
  if (!business) throw new NotFoundError(msg('Business not found'));
  if (caller.role !== 'admin' && business.ownerId !== caller.sub) throw new ForbiddenError(msg('You can only add products to your own businesses'));
  if (business.status !== 'active') throw new BadRequestError(msg('This business is suspended; products cannot be added to it'));
  return business;
}

/** A category as a product stores it: its id, titles (the Hindi one where there is one, issue #28) and slug. */
const categoryRef = (category: CategoryItem) => ({
  _id: category.categoryId,
  title: category.title,
  ...(category.titleHi ? { titleHi: category.titleHi } : {}),
  slug: category.slug,
});

/** The chosen product categories (leaf level, active) with their parents, titled. */
export async function resolveCategories(ids: readonly string[]): Promise<ProductCategories> {
  const leaves = await getCategories('product', ids);
  const usable = leaves.filter((leaf) => leaf.level === 'leaf' && leaf.status === 'active');
  if (usable.length !== ids.length) throw new BadRequestError(msg('Please choose product categories from the list'));
  const parentIds = [...new Set(usable.flatMap((leaf) => [...leaf.mainIds, ...leaf.subIds, ...leaf.subsubIds]))];
  const parents = await getCategories('product', parentIds);
  const titled = (level: string, allowed: Set<string>) => parents.filter((parent) => parent.level === level && allowed.has(parent.categoryId)).map(categoryRef);
  return {
    parent: titled('main', new Set(usable.flatMap((leaf) => leaf.mainIds))),
    parentSub: titled('sub', new Set(usable.flatMap((leaf) => leaf.subIds))),
    parentSubSub: titled('subsub', new Set(usable.flatMap((leaf) => leaf.subsubIds))),
    productCategory: usable.map(categoryRef),
  };
}

/** The discount to copy onto a product: one of its business's; '' clears it. */
async function resolveDiscount(discountId: string | undefined, businessId: string): Promise<Pick<ProductUpdate, 'discount' | 'discountId'>> {
  if (discountId === undefined) return {};
  if (discountId === '') return { discount: null };
  const discount = await getDiscount(discountId);
  if (!discount || discount.businessId !== businessId) throw new BadRequestError(msg('Please choose one of this business\u2019s discounts'));
  return { discountId, discount: { type: discount.type, amount: discount.amount, code: discount.code } };
}

/** Every key the save adds must be one the caller uploaded for that purpose; keys already on the product may stay. */
function assertOwnKeys(keys: readonly string[], existing: ReadonlySet<string>, caller: Caller, kind: UploadKind, what: string) {
  for (const key of keys) {
    if (existing.has(key)) continue;
    if (!isOwnUploadKey(key, caller.sub, kind)) throw new BadRequestError(`Upload the ${what} first: ${key.slice(0, 120)} is not one of your uploads`);
  }
}

const documentKeys = (documents: readonly ProductDocument[] | undefined) => (documents ?? []).map((document) => document.key);

type FormFields = Partial<Omit<AddProductInput, 'businesses' | 'parent' | 'parentSub' | 'parentSubSub' | 'userId'>>;

/** The stored changes for the form's fields (creation: `product` undefined). */
export async function productChanges(fields: FormFields, businessId: string, caller: Caller, product?: ProductItem): Promise<ProductUpdate> {
  const images = fields.images ? [...new Set(fields.images)] : undefined;
  assertOwnKeys(images ?? [], new Set(product?.images ?? []), caller, 'product-image', 'image');
  assertOwnKeys(documentKeys(fields.documents), new Set(documentKeys(product?.documents as ProductDocument[] | undefined)), caller, 'product-document', 'document');
  const { productCategory, productDescription, discount, websiteUrl, ...rest } = fields;
  const discountChange = await resolveDiscount(discount, businessId);
  // The discount the product will offer and the price it will have, whichever of the two this save changes.
  const offered = 'discount' in discountChange ? discountChange.discount : (product?.discount as DiscountLike | null | undefined);
  const price = rest.price ?? product?.price;
  if (offered && price !== undefined && price !== null && !discountFitsPrice(offered, price)) throw new BadRequestError(discountTooLargeMessage(offered, price));
  return {
    ...rest,
    ...(images ? { images } : {}),
    ...(productDescription !== undefined ? { productDescription: sanitizeRichText(productDescription) } : {}),
    ...(websiteUrl !== undefined ? { websiteUrl } : {}),
    ...(productCategory ? { productCategory, categories: await resolveCategories(productCategory) } : {}),
    ...discountChange,
  };
}

/** Only fields that were sent, as the update schema parsed them. */
export function sentFields(body: UpdateProductInput): FormFields {
  const { businesses: _businesses, parent: _parent, parentSub: _parentSub, parentSubSub: _parentSubSub, userId: _userId, status: _status, ...fields } = body;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

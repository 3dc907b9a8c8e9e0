import { getBusinessById, normaliseCityName, type BusinessItem } from '../../data/entities/business';
import type { ArticleContent, ArticleItem } from '../../data/entities/article';
import { getBlogCategory } from '../../data/entities/blog-category';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../../lib/http';
import { sanitizeRichText } from '../../lib/rich-text';
import { assertOwnNewKeys } from '../../lib/upload-keys';
import { articleMessages, type SaveArticle } from '../../../shared/schemas/article';
import { msg } from '../../../shared/i18n/catalog';

/** May the caller write for this business? Its owner and admins. */
export const managesBusiness = (business: Pick<BusinessItem, 'ownerId'> | undefined, caller: Caller | undefined) =>
  Boolean(caller && (caller.role === 'admin' || (business && business.ownerId === caller.sub)));

/** The business an article is written for, when the caller manages it; 404 or 403 otherwise. */
export async function loadManagedBusiness(businessId: string, caller: Caller): Promise<BusinessItem> {
  const business = await getBusinessById(businessId);
  if (!business) throw new NotFoundError(msg('Business not found'));
  if (!managesBusiness(business, caller)) throw new ForbiddenError(articleMessages.ownerOnly);
  return business;
}

/**
 * The stored content of a save: the caller manages the business, the
 * category exists, a new cover is the caller's own upload (one already on
 * the article may stay), the body is sanitised, the business and category
 * are copied in for the cards.
 */
export async function articleContent(body: SaveArticle, caller: Caller, previous?: ArticleItem): Promise<ArticleContent> {
  if (previous && previous.businessId !== body.businessId) throw new BadRequestError(msg('An article stays with the business it was written for'));
  const business = await loadManagedBusiness(body.businessId, caller);
  const category = await getBlogCategory(body.blogCategoryId);
  if (!category) throw new BadRequestError(articleMessages.unknownCategory);
  assertOwnNewKeys([body.coverImage], new Set(previous?.coverImage ? [previous.coverImage] : []), caller, 'cover');
  const html = sanitizeRichText(body.body);
  if (!html) throw new BadRequestError(articleMessages.bodyRequired);
  return {
    title: body.title,
    body: html,
    coverImage: body.coverImage,
    blogCategoryId: category.categoryId,
    blogCategoryName: category.name,
    blogCategoryNameHi: category.nameHi,
    blogCategorySlug: category.slug,
    tags: body.tags,
    cityName: normaliseCityName(body.city || business.cityName),
    businessName: business.name,
    businessSlug: business.slug,
    businessCityName: business.cityName,
    businessLogo: business.logo ?? undefined,
  };
}

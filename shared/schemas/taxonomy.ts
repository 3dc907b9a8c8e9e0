import * as z from 'zod';
import { msg } from '../i18n/catalog';
import type { SafeHtml } from '../rich-text/safe-html';

/** Two category trees: businesses (categories → subcategories → subsub) and products (pcategories → psubcategories → psubsub → product-categories). */
export const taxonomyTrees = ['business', 'product'] as const;
export type TaxonomyTree = (typeof taxonomyTrees)[number];

/** Main, sub, sub-sub, and (products only) the product categories under a sub-sub. */
export const categoryLevels = ['main', 'sub', 'subsub', 'leaf'] as const;
export type CategoryLevel = (typeof categoryLevels)[number];
export type ParentLevel = Exclude<CategoryLevel, 'leaf'>;

/** The levels above each level that a category links to (spec 3 §3: a sub-sub has parent and parentSub, a product category also parentSubSub). */
export const parentLevelsOf: Record<CategoryLevel, readonly ParentLevel[]> = { main: [], sub: ['main'], subsub: ['main', 'sub'], leaf: ['main', 'sub', 'subsub'] };

/** The level whose children count towards hasChild: the one right above. */
export const directParentLevelOf: Record<CategoryLevel, ParentLevel | undefined> = { main: undefined, sub: 'main', subsub: 'sub', leaf: 'subsub' };

/** The most a list answers at once: the spec's clients ask for limit=100000000 to mean "all", which is clamped rather than refused. */
export const MAX_CATEGORY_LIMIT = 1000;

const page = z.coerce
  .number({ error: msg('page must be a number') })
  .int(msg('page must be a whole number'))
  .min(1, msg('page must be at least 1'))
  .max(100_000, msg('page is too large'))
  .default(1);
const limit = (fallback: number) =>
  z.coerce
    .number({ error: msg('limit must be a number') })
    .int(msg('limit must be a whole number'))
    .min(1, msg('limit must be at least 1'))
    .default(fallback)
    .transform((value) => Math.min(value, MAX_CATEGORY_LIMIT));
const title = z
  .string()
  .trim()
  .max(120, msg('title must be at most 120 characters'))
  .optional()
  .transform((text) => text || undefined);
const status = z.enum(['active', 'inactive'], { error: msg('status must be active or inactive') }).optional();
const requiredId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} is too long`);

/** A title search, a status filter and a page: the query every category list takes. */
export const CategoryPageQuerySchema = z.object({
  title,
  status,
  active: z.enum(['true', 'false'], { error: msg('active must be true or false') }).optional(),
  page,
  limit: limit(50),
});
export type CategoryPageQuery = z.infer<typeof CategoryPageQuerySchema>;

/** GET /categories/all and /pcategories/all: also popular=true (the home grid, in order); up to a thousand at once. */
export const MainCategoryQuerySchema = CategoryPageQuerySchema.extend({
  popular: z.enum(['true', 'false'], { error: msg('popular must be true or false') }).optional(),
  limit: limit(MAX_CATEGORY_LIMIT),
});

/** GET …/all for the lower levels (admin lists, multi-select options). */
export const LevelListQuerySchema = CategoryPageQuerySchema.extend({ limit: limit(MAX_CATEGORY_LIMIT) });

/** GET /product-categories/all: optionally only those under one sub-sub category. */
export const ProductCategoryListQuerySchema = LevelListQuerySchema.extend({
  parentSubSub: z
    .string()
    .trim()
    .max(200, msg('parentSubSub is too long'))
    .optional()
    .transform((text) => text || undefined),
});

export const CategorySlugQuerySchema = z.object({ slug: requiredId('slug') });
export const SubCategoryParentPathSchema = z.object({ id: requiredId('id') });
export const ProductSubCategoryParentPathSchema = z.object({ parentId: requiredId('parentId') });
export const SubSubByParentQuerySchema = CategoryPageQuerySchema.extend({ parentSub: requiredId('parentSub') });
export const SubSubByMainParentQuerySchema = CategoryPageQuerySchema.extend({ parent: requiredId('parent') });

/** GET …/getDescByCategoryId: the category's text for a city page; the city as its slug or its name. */
export const CategoryDescriptionQuerySchema = z.object({
  id: requiredId('id'),
  cityName: z
    .string()
    .trim()
    .max(120, msg('cityName is too long'))
    .optional()
    .transform((text) => text || undefined),
});

/** The admin forms send status as the radio's boolean (spec 3 §4) or as a word. */
const statusInput = z
  .union([z.boolean(), z.enum(['true', 'false', 'active', 'inactive'])], { error: msg('status must be active or inactive') })
  .transform((value): 'active' | 'inactive' => (value === true || value === 'true' || value === 'active' ? 'active' : 'inactive'));
const idList = (message: string) =>
  z
    .array(z.string().trim().min(1).max(200), { error: message })
    .max(20, msg('Choose at most 20 parent categories'))
    .transform((ids) => [...new Set(ids)]);

/** The most a category title (English or Hindi) may have. */
export const MAX_CATEGORY_TITLE = 120;
/** The most a category description (English or Hindi, HTML) may have. */
export const MAX_CATEGORY_DESCRIPTION = 20_000;

const categoryFields = {
  title: z
    .string({ error: msg('Title is required') })
    .trim()
    .min(1, msg('Title is required'))
    .max(MAX_CATEGORY_TITLE, `Title must be at most ${MAX_CATEGORY_TITLE} characters`),
  description: z.string({ error: msg('description must be text') }).max(MAX_CATEGORY_DESCRIPTION, msg('Description is too long')),
  /** The Hindi title (issue #28): category names are data, shown on Hindi pages; an admin may leave it empty. */
  titleHi: z
    .string({ error: msg('titleHi must be text') })
    .trim()
    .max(MAX_CATEGORY_TITLE, `Hindi title must be at most ${MAX_CATEGORY_TITLE} characters`),
  descriptionHi: z.string({ error: msg('descriptionHi must be text') }).max(MAX_CATEGORY_DESCRIPTION, msg('Hindi description is too long')),
  status: statusInput,
  image: z
    .string({ error: msg('image must be an upload key') })
    .trim()
    .min(1, msg('image must be an upload key'))
    .max(500, msg('image must be an upload key')),
};

/** Left empty: no Hindi (on an update, the stored Hindi is removed). */
const blankToNull = (text: string | null | undefined) => (text === undefined ? undefined : text?.trim() ? text : null);

/**
 * POST /categories/add and the other admin forms: title required ('Title is required'), description (HTML), status (default active),
 * image (an upload key of kind category), and optionally the Hindi title and description (titleHi, descriptionHi; blank means none).
 */
export const CategoryInputSchema = z.object({
  title: categoryFields.title,
  titleHi: categoryFields.titleHi.optional().transform((text) => text || undefined),
  description: categoryFields.description.optional(),
  descriptionHi: categoryFields.descriptionHi.optional().transform((text) => (text?.trim() ? text : undefined)),
  status: categoryFields.status.optional().transform((value) => value ?? 'active'),
  image: categoryFields.image.optional(),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/** PATCH …/update/{id}: any of the fields, unchanged when left out; image null removes it, and so does null or blank the Hindi title or description. */
export const CategoryUpdateSchema = z.object({
  title: categoryFields.title.optional(),
  titleHi: categoryFields.titleHi.nullable().optional().transform(blankToNull),
  description: categoryFields.description.optional(),
  descriptionHi: categoryFields.descriptionHi.nullable().optional().transform(blankToNull),
  status: categoryFields.status.optional(),
  image: categoryFields.image.nullable().optional(),
});
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

/** A main category's update may also flag it popular (the home grid and `popular=true` lists, newly flagged ones last). */
export const MainCategoryUpdateSchema = CategoryUpdateSchema.extend({
  popular: z.boolean({ error: msg('popular must be true or false') }).optional(),
});

/** A sub category names its main categories (several are allowed). */
export const SubCategoryInputSchema = CategoryInputSchema.extend({
  parentCategories: idList(msg('Please select a parent category')).refine((ids) => ids.length > 0, msg('Please select a parent category')),
});
export const SubCategoryUpdateSchema = CategoryUpdateSchema.extend({
  parentCategories: idList(msg('Please select a parent category'))
    .refine((ids) => ids.length > 0, msg('Please select a parent category'))
    .optional(),
});

/** A sub-sub category sits under sub categories (parentSub), and names their main categories too (parent). */
export const SubSubCategoryInputSchema = CategoryInputSchema.extend({
  parent: idList(msg('parent must be a list of category ids')).default([]),
  parentSub: idList(msg('Please select a sub category')).refine((ids) => ids.length > 0, msg('Please select a sub category')),
});
export const SubSubCategoryUpdateSchema = CategoryUpdateSchema.extend({
  parent: idList(msg('parent must be a list of category ids')).optional(),
  parentSub: idList(msg('Please select a sub category'))
    .refine((ids) => ids.length > 0, msg('Please select a sub category'))
    .optional(),
});

/** A product category sits under sub-sub categories (parentSubSub), and names their sub and main categories too. */
export const ProductCategoryInputSchema = CategoryInputSchema.extend({
  parent: idList(msg('parent must be a list of category ids')).default([]),
  parentSub: idList(msg('parentSub must be a list of category ids')).default([]),
  parentSubSub: idList(msg('Please select a sub sub category')).refine((ids) => ids.length > 0, msg('Please select a sub sub category')),
});
export const ProductCategoryUpdateSchema = CategoryUpdateSchema.extend({
  parent: idList(msg('parent must be a list of category ids')).optional(),
  parentSub: idList(msg('parentSub must be a list of category ids')).optional(),
  parentSubSub: idList(msg('Please select a sub sub category'))
    .refine((ids) => ids.length > 0, msg('Please select a sub sub category'))
    .optional(),
});

/** The parent lists a category form can send, by level (spec 3 §3). */
export type CategoryParentField = 'parentCategories' | 'parent' | 'parentSub' | 'parentSubSub';
const parentIds = z.array(z.string().trim().min(1).max(200)).max(20, msg('Choose at most 20 parent categories')).optional();

/**
 * The admin category form of every level (spec 3 §4, §7), checked in the browser before it sends: 'Title is required',
 * and each parent list the level requires needs one ('Please select at least one of the {label}'). Status is the
 * radio's boolean; the description and image are the server's to check (the editor and the upload field report their own).
 */
export function categoryFormSchema(requiredParents: ReadonlyArray<{ field: CategoryParentField; label: string }>) {
  return z
    .object({
      title: categoryFields.title,
      titleHi: categoryFields.titleHi.optional(),
      status: z.boolean(),
      description: z.string(),
      descriptionHi: z.string().optional(),
      image: z.string().nullable(),
      popular: z.boolean().optional(),
      parentCategories: parentIds,
      parent: parentIds,
      parentSub: parentIds,
      parentSubSub: parentIds,
    })
    .superRefine((values, context) => {
      for (const { field, label } of requiredParents) {
        if (!values[field]?.length) context.addIssue({ code: 'custom', path: [field], message: `Please select at least one of the ${label}` });
      }
    });
}
export type CategoryFormValues = z.infer<ReturnType<typeof categoryFormSchema>>;

/** A category in a list: hasChild says whether it has categories under it (spec 2 §2.2 picks the card's link by it). */
export interface CategorySummary {
  _id: string;
  title: string;
  /** The Hindi title, where there is one (shared/i18n/category-title.ts picks it on Hindi pages). */
  titleHi?: string;
  slug: string;
  hasChild: boolean;
}

export interface CategoryResponse extends CategorySummary {
  image?: string;
  description?: SafeHtml;
  /** The Hindi description (HTML, sanitised like the English), where there is one. */
  descriptionHi?: SafeHtml;
  status: 'active' | 'inactive';
  level: CategoryLevel;
  popular: boolean;
  /** The first of parentIds, or null for a main category. */
  parentId: string | null;
  /** The categories right above (a sub's mains, a sub-sub's subs, a product category's sub-subs). */
  parentIds: string[];
  /** A main category's sub categories, in display order (lists of main categories only). */
  subCategories?: CategorySummary[];
}

/** One category, as getCatBySlug answers: its parents at every level above, with titles (spec 3 §3). */
export interface CategoryDetailResponse extends CategoryResponse {
  parentCategories: TitledCategory[];
  parent: TitledCategory[];
  parentSub: TitledCategory[];
  parentSubSub: TitledCategory[];
}

/** A category named inside another answer: its id and titles. */
export interface TitledCategory {
  _id: string;
  title: string;
  titleHi?: string;
}

/** The spec's pagination object (spec 3 §3). */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalCount: number;
  totalPages: number;
}

export interface CategoryPageResponse {
  data: CategoryResponse[];
  pagination: Pagination;
}

/** GET …/getDescByCategoryId. */
export interface CategoryDescriptionResponse {
  /** descriptionHi: the same text in Hindi, for a category with a Hindi title (issue #28). */
  data: { _id: string; title: string; titleHi?: string; cityName: string | null; description: SafeHtml; descriptionHi?: SafeHtml };
}

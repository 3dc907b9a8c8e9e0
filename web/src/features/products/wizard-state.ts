import type { FieldError, Resolver } from 'react-hook-form';
import { tabCompletion, tabOfField, type ProductTab } from '@shared/products/completion';
import { DEFAULT_UNIT } from '@shared/products/units';
import { AddProductSchema, productMessages, UpdateProductSchema, type ProductDocument } from '@shared/schemas/product';
import type { ProductDetail, Titled } from './types';

/** The wizard's one state, shared by its nine tabs: what the seller sees (the price as typed, the chosen business and categories with their names). */
export interface WizardValues {
  title: string;
  shortDescription: string;
  productDescription: string;
  websiteUrl: string;
  business: { businessId: string; cityName: string; name: string } | null;
  price: string;
  units: string;
  sku: string;
  outOfStock: boolean;
  discount: string;
  images: string[];
  documents: ProductDocument[];
  categories: Titled[];
  specifications: Record<string, string>;
  extraSpecifications: Array<{ title: string; value: string }>;
  seoTitle: string;
  seoDescription: string;
}

export const EMPTY_VALUES: WizardValues = {
  title: '',
  shortDescription: '',
  productDescription: '',
  websiteUrl: '',
  business: null,
  price: '',
  units: DEFAULT_UNIT,
  sku: '',
  outOfStock: false,
  discount: '',
  images: [],
  documents: [],
  categories: [],
  specifications: {},
  extraSpecifications: [],
  seoTitle: '',
  seoDescription: '',
};

/** The form's values for a product as loaded. */
export function valuesOf(product: ProductDetail): WizardValues {
  const business = product.businesses[0]!;
  return {
    title: product.title,
    shortDescription: product.shortDescription,
    productDescription: product.productDescription,
    websiteUrl: product.websiteUrl,
    business: { businessId: business.businessId, cityName: business.cityName, name: business.name },
    price: product.price === null ? '' : String(product.price),
    units: product.units,
    sku: product.sku,
    outOfStock: product.outOfStock,
    discount: product.discount?._id ?? '',
    images: product.images,
    documents: product.documents,
    categories: product.productCategory,
    specifications: product.specifications,
    extraSpecifications: product.extraSpecifications.map(({ title, value }) => ({ title, value })),
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
  };
}

/** The API payload: empty text and specs are not sent (spec 3 §5). */
export function payloadOf(values: WizardValues, editing: boolean) {
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    title: values.title,
    ...(editing ? {} : { shortDescription: values.shortDescription }),
    productDescription: values.productDescription,
    websiteUrl: text(values.websiteUrl),
    businesses: values.business ? [{ businessId: values.business.businessId, cityName: values.business.cityName }] : [],
    price: values.price.trim() === '' ? undefined : Number(values.price),
    units: values.units,
    sku: text(values.sku),
    outOfStock: values.outOfStock,
    images: values.images,
    documents: values.documents,
    productCategory: values.categories.map((category) => category._id),
    specifications: Object.fromEntries(Object.entries(values.specifications).filter(([, value]) => value.trim())),
    extraSpecifications: values.extraSpecifications.filter((row) => row.title.trim() && row.value.trim()),
    seoTitle: text(values.seoTitle),
    seoDescription: text(values.seoDescription),
    discount: values.discount || (editing ? '' : undefined),
  };
}

/** Whether each tab is complete (spec 3 completion rules); the edit screen keeps the short description it does not show. */
export const completionOf = (values: WizardValues, editing: boolean) => tabCompletion({ ...payloadOf(values, false), shortDescription: editing ? 'kept' : values.shortDescription });

/** The schema the API parses the wizard's save with. */
export const saveSchemaOf = (editing: boolean) => (editing ? UpdateProductSchema : AddProductSchema);

/** A problem a save would refuse: the schema's field path (`businesses.0.businessId`), its tab and its English message. */
export interface Problem {
  tab: ProductTab;
  field: string;
  message: string;
}

/** The top-level field a problem belongs to: the one whose control shows its message. */
export const topFieldOf = (field: string) => field.split('.')[0]!;

/** The id of a field's control, for the error summary's links. */
export const fieldId = (field: string) => `product-${topFieldOf(field)}`;

/** What a save refuses, checked with the API's own schemas: without an image, only that is said. */
export function wizardProblems(values: WizardValues, editing: boolean): Problem[] {
  if (!values.images.length) return [{ tab: 'images', field: 'images', message: productMessages.imagesRequired }];
  const issues = saveSchemaOf(editing).safeParse(payloadOf(values, editing)).error?.issues ?? [];
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'title';
    return { tab: tabOfField(field), field, message: issue.message };
  });
}

/**
 * The wizard's resolver: a field's first problem, keyed by the schema's
 * top-level name (`businesses`, `productCategory`), which is also what the
 * error summary links to.
 */
export const wizardResolver =
  (editing: boolean): Resolver<WizardValues> =>
  (values) => {
    const problems = wizardProblems(values, editing);
    if (!problems.length) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const { field, message } of problems) errors[topFieldOf(field)] ??= { type: 'schema', message };
    return { values: {}, errors };
  };

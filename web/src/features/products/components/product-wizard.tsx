import { useMemo, useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ERROR_SUMMARY_LIMIT, productTabs, tabCompletion, tabOfField, type ProductTab } from '@shared/products/completion';
import { conditionalSpecGroups, specChoices, specGroupKeys, specGroupLabels, specLabel, standardSpecKeys } from '@shared/products/specifications';
import { DEFAULT_UNIT, productUnits } from '@shared/products/units';
import {
  AddProductSchema,
  MAX_PRODUCT_DOCUMENTS,
  MAX_PRODUCT_IMAGES,
  SEO_DESCRIPTION_ADVISED,
  SEO_TITLE_ADVISED,
  SHORT_DESCRIPTION_MAX,
  UpdateProductSchema,
  type ProductDocument,
} from '@shared/schemas/product';
import { uploadUrl } from '@shared/uploads';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CheckCircleIcon, AlertCircleIcon, TrashIcon } from '../../../components/ui/icons';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { PageSpinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { acceptFor, uploadFile } from '../../../lib/upload';
import { addProduct, deleteProductImage, productByIdQuery, updateProduct } from '../api/product';
import { useBusinessChoices, useDiscounts, useProductCategorySuggestions } from '../api/wizard';
import type { ProductDetail, Titled } from '../types';
import { TextInput, WizardField } from './wizard-fields';
import { useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';
import { discountText, productTabLabels } from '../i18n';
import { specChoiceIn, specGroupIn, specLabelIn } from '../spec-labels';
import { unitNameIn } from '../unit-names';

interface Values {
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

const EMPTY: Values = {
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

function valuesOf(product: ProductDetail): Values {
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
function payloadOf(values: Values, editing: boolean) {
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

interface Problem {
  tab: ProductTab;
  field: string;
  message: string;
}

/** The id of a field's control, for the error summary's links. */
const fieldId = (field: string) => `product-${field.split('.')[0]}`;

/** /dashboard/add-product and the edit screen: nine tabs in any order, each showing whether it is complete (spec 3 §2.4). */
export function ProductWizard({ productId }: { productId?: string }) {
  const t = useT();
  const editing = Boolean(productId);
  const existing = useQuery({ ...productByIdQuery(productId ?? ''), enabled: editing });
  if (editing && existing.isPending) return <PageSpinner label={t('Loading product data...')} />;
  // A suspended product answers only its name to anyone but its seller and admins: nothing to edit.
  const removed = existing.data && !('images' in existing.data);
  if (editing && (existing.isError || removed)) return <p className="container empty-state">{t('Failed to load product data.')}</p>;
  return <WizardForm productId={productId} initial={existing.data && 'images' in existing.data ? valuesOf(existing.data) : EMPTY} />;
}

function WizardForm({ productId, initial }: { productId?: string; initial: Values }) {
  const t = useT();
  const locale = useLocale();
  const editing = Boolean(productId);
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(initial);
  const [savedImages, setSavedImages] = useState<string[]>(editing ? initial.images : []);
  const [tab, setTab] = useState<ProductTab>('basic-info');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [uploads, setUploads] = useState<Record<string, number>>({});
  const completion = tabCompletion({ ...payloadOf(values, false), shortDescription: editing ? 'kept' : values.shortDescription, productCategory: values.categories.map((c) => c._id) });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const errorOf = (field: string) => problems.find((problem) => problem.field.split('.')[0] === field)?.message;
  const index = productTabs.indexOf(tab);

  function jumpTo(problem: Problem) {
    setTab(problem.tab);
    setTimeout(() => document.getElementById(fieldId(problem.field))?.focus(), 0);
  }

  async function upload(kind: 'product-image' | 'product-document', files: File[]) {
    for (const file of files) {
      const name = `${file.name}-${file.size}`;
      try {
        const key = await uploadFile(kind, file, (percent) => setUploads((current) => ({ ...current, [name]: percent })));
        if (kind === 'product-image') setValues((current) => ({ ...current, images: [...current.images, key].slice(0, MAX_PRODUCT_IMAGES) }));
        else setValues((current) => ({ ...current, documents: [...current.documents, { name: file.name.slice(0, 200), type: file.type, size: file.size, key }] }));
      } catch (error) {
        toast.show({ message: errorMessage(error, t('Upload failed')), type: 'error' });
      } finally {
        setUploads(({ [name]: _done, ...rest }) => rest);
      }
    }
  }

  function addImages(files: File[]) {
    const room = MAX_PRODUCT_IMAGES - values.images.length;
    if (room <= 0) return toast.show({ message: t('Maximum number of images reached.'), type: 'warning' });
    // Files beyond 10 are dropped (spec 3 §5).
    void upload('product-image', files.slice(0, room));
  }

  async function removeImage(position: number) {
    const key = values.images[position]!;
    if (editing && savedImages.includes(key)) {
      try {
        const answer = await deleteProductImage(productId!, savedImages.indexOf(key));
        setSavedImages(answer.data.images);
        toast.show({ message: t('Image removed successfully.') });
      } catch {
        return toast.show({ message: t('Failed to remove image. Please try again.'), type: 'error' });
      }
    }
    set(
      'images',
      values.images.filter((_, at) => at !== position),
    );
  }

  async function submit() {
    if (!values.images.length) {
      toast.show({ message: t('Please upload at least one image'), type: 'error' });
      setProblems([{ tab: 'images', field: 'images', message: t('At least one image is required') }]);
      return;
    }
    const payload = payloadOf(values, editing);
    const parsed = (editing ? UpdateProductSchema : AddProductSchema).safeParse(payload);
    if (!parsed.success) {
      const found = parsed.error.issues.map((issue) => {
        const field = issue.path.map(String).join('.') || 'title';
        return { tab: tabOfField(field), field, message: t(issue.message) };
      });
      setProblems(found);
      return;
    }
    setProblems([]);
    setSubmitting(true);
    try {
      if (editing) {
        await updateProduct(productId!, parsed.data);
        toast.show({ message: t('Product has been updated successfully') });
      } else {
        await addProduct(parsed.data as Parameters<typeof addProduct>[0]);
        toast.show({ message: t('Product has been created successfully.') });
      }
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      if (!editing) {
        setValues(EMPTY);
        void navigate(paths.dashboard.myProducts.getHref());
      }
    } catch (error) {
      toast.show({ message: editing ? t('Failed to update product. Please try again.') : t('Failed to create product. Please try again.'), type: 'error' });
      setProblems([{ tab, field: 'title', message: errorMessage(error) }]);
    } finally {
      setSubmitting(false);
    }
  }

  const pending = Object.entries(uploads);
  return (
    <div className="container product-wizard">
      <h1>{editing ? t('Edit Product') : t('Add Product')}</h1>
      {problems.length ? (
        <div className="error-summary" role="alert" aria-labelledby="wizard-errors">
          <h2 id="wizard-errors">{t('{count, plural, one {Please fix this error} other {Please fix these # errors}}', { count: problems.length })}</h2>
          <ul>
            {problems.slice(0, ERROR_SUMMARY_LIMIT).map((problem, at) => (
              <li key={`${problem.field}-${at}`}>
                <a
                  href={`#${fieldId(problem.field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    jumpTo(problem);
                  }}
                >
                  {t(productTabLabels[problem.tab])}: {problem.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="wizard-tabs" role="tablist" aria-label={t('Product sections')}>
        {productTabs.map((name) => {
          const done = completion[name];
          return (
            <button
              key={name}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-selected={tab === name}
              aria-controls="wizard-panel"
              className={`wizard-tab ${done ? 'wizard-tab--complete' : 'wizard-tab--incomplete'}`}
              onClick={() => setTab(name)}
            >
              {done ? <CheckCircleIcon size={16} /> : <AlertCircleIcon size={16} />}
              <span>{t(productTabLabels[name])}</span>
              <span className="visually-hidden"> {done ? t('(complete)') : t('(incomplete)')}</span>
            </button>
          );
        })}
      </div>
      <section id="wizard-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="wizard-panel">
        {tab === 'basic-info' ? (
          <>
            <WizardField id="product-title" label={t('Product name')} required error={errorOf('title')}>
              <TextInput id="product-title" value={values.title} maxLength={150} onChange={(value) => set('title', value)} error={errorOf('title')} />
            </WizardField>
            {!editing ? (
              <WizardField
                id="product-shortDescription"
                label={t('Short description')}
                required
                error={errorOf('shortDescription')}
                hint={`${values.shortDescription.length}/${SHORT_DESCRIPTION_MAX}`}
              >
                <TextInput
                  id="product-shortDescription"
                  value={values.shortDescription}
                  maxLength={SHORT_DESCRIPTION_MAX}
                  onChange={(value) => set('shortDescription', value)}
                  error={errorOf('shortDescription')}
                />
              </WizardField>
            ) : null}
            <div className="field">
              <span className="field__label" id="product-description-label">
                {t('Description')} *
              </span>
              <RichTextEditor
                id="product-productDescription"
                label={t('Description')}
                value={values.productDescription}
                onChange={(html) => set('productDescription', html)}
                invalid={Boolean(errorOf('productDescription'))}
              />
              {errorOf('productDescription') ? <p className="field__error">{errorOf('productDescription')}</p> : null}
            </div>
            <WizardField id="product-websiteUrl" label={t('Website URL')} error={errorOf('websiteUrl')}>
              <TextInput id="product-websiteUrl" type="url" value={values.websiteUrl} onChange={(value) => set('websiteUrl', value)} error={errorOf('websiteUrl')} placeholder="https://" />
            </WizardField>
          </>
        ) : null}
        {tab === 'business' ? <BusinessTab value={values.business} onChange={(business) => setValues((current) => ({ ...current, business, discount: '' }))} error={errorOf('businesses')} /> : null}
        {tab === 'pricing' ? (
          <>
            <WizardField id="product-price" label={t('Price (₹)')} required error={errorOf('price')}>
              <TextInput id="product-price" type="number" min={0} step={0.01} inputMode="decimal" value={values.price} onChange={(value) => set('price', value)} error={errorOf('price')} />
            </WizardField>
            <WizardField id="product-units" label={t('Units')} required error={errorOf('units')}>
              <select id="product-units" className="input" value={values.units} onChange={(event) => set('units', event.target.value)}>
                {productUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {unitNameIn(unit, locale)}
                  </option>
                ))}
              </select>
            </WizardField>
            <WizardField id="product-sku" label={t('SKU')} error={errorOf('sku')}>
              <TextInput id="product-sku" value={values.sku} maxLength={100} onChange={(value) => set('sku', value)} />
            </WizardField>
            <label className="choice">
              <input type="checkbox" checked={values.outOfStock} onChange={(event) => set('outOfStock', event.target.checked)} /> {t('Out of stock')}
            </label>
            <DiscountPicker businessId={values.business?.businessId} value={values.discount} onChange={(discount) => set('discount', discount)} error={errorOf('discount')} />
          </>
        ) : null}
        {tab === 'images' ? (
          <>
            <WizardField
              id="product-images"
              label={t('Images ({count}/{max})', { count: String(values.images.length), max: String(MAX_PRODUCT_IMAGES) })}
              required
              error={errorOf('images')}
              hint={t('JPEG, PNG, WebP or GIF, up to 5 MB each, at most 10.')}
            >
              <input
                id="product-images"
                type="file"
                className="input"
                multiple
                accept={acceptFor('product-image')}
                onChange={(event) => {
                  addImages([...(event.target.files ?? [])]);
                  event.target.value = '';
                }}
              />
            </WizardField>
            <UploadProgress pending={pending} />
            {values.images.length ? (
              <ul className="wizard-images">
                {values.images.map((key, position) => (
                  <li key={key}>
                    <img src={uploadUrl(key)} alt={t('Product image {number}', { number: String(position + 1) })} />
                    <Button size="sm" variant="danger" icon={<TrashIcon />} onClick={() => void removeImage(position)} aria-label={t('Remove image {number}', { number: String(position + 1) })}>
                      {t('Remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty-state">{t('No Images Available')}</p>
            )}
          </>
        ) : null}
        {tab === 'category' ? <CategoryPicker value={values.categories} onChange={(categories) => set('categories', categories)} error={errorOf('productCategory')} /> : null}
        {tab === 'specifications' ? (
          <SpecificationsEditor titles={values.categories.map((category) => category.title)} value={values.specifications} onChange={(specifications) => set('specifications', specifications)} />
        ) : null}
        {tab === 'more-specifications' ? (
          <>
            {values.extraSpecifications.length === 0 ? <p className="empty-state">{t('No Custom Specifications Added')}</p> : null}
            {values.extraSpecifications.map((row, at) => (
              <div key={at} className="extra-spec">
                <WizardField id={at === 0 ? 'product-extraSpecifications' : `extra-title-${at}`} label={t('Title {number}', { number: String(at + 1) })}>
                  <TextInput
                    id={at === 0 ? 'product-extraSpecifications' : `extra-title-${at}`}
                    value={row.title}
                    maxLength={100}
                    onChange={(title) =>
                      set(
                        'extraSpecifications',
                        values.extraSpecifications.map((entry, i) => (i === at ? { ...entry, title } : entry)),
                      )
                    }
                  />
                </WizardField>
                <WizardField id={`extra-value-${at}`} label={t('Value {number}', { number: String(at + 1) })}>
                  <TextInput
                    id={`extra-value-${at}`}
                    value={row.value}
                    maxLength={500}
                    onChange={(value) =>
                      set(
                        'extraSpecifications',
                        values.extraSpecifications.map((entry, i) => (i === at ? { ...entry, value } : entry)),
                      )
                    }
                  />
                </WizardField>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<TrashIcon />}
                  onClick={() =>
                    set(
                      'extraSpecifications',
                      values.extraSpecifications.filter((_, i) => i !== at),
                    )
                  }
                >
                  {t('Remove')}
                </Button>
              </div>
            ))}
            <Button variant="outline" onClick={() => set('extraSpecifications', [...values.extraSpecifications, { title: '', value: '' }])}>
              {t('Add specification')}
            </Button>
          </>
        ) : null}
        {tab === 'product-catalog' ? (
          <>
            <WizardField
              id="product-documents"
              label={t('Documents ({count}/{max})', { count: String(values.documents.length), max: String(MAX_PRODUCT_DOCUMENTS) })}
              error={errorOf('documents')}
              hint={t('Brochures, price lists, certificates: any document up to 10 MB.')}
            >
              <input
                id="product-documents"
                type="file"
                className="input"
                multiple
                accept={acceptFor('product-document')}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  const room = MAX_PRODUCT_DOCUMENTS - values.documents.length;
                  if (files.length > room) toast.show({ message: t('Maximum number of documents (20) reached'), type: 'warning' });
                  void upload('product-document', files.slice(0, Math.max(0, room)));
                }}
              />
            </WizardField>
            <UploadProgress pending={pending} />
            {values.documents.length === 0 ? <p className="empty-state">{t('No document selected')}</p> : null}
            <ul className="document-list">
              {values.documents.map((document, at) => (
                <li key={document.key}>
                  <span>
                    {document.name} <span className="muted">({Math.max(1, Math.round(document.size / 1024))} KB)</span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<TrashIcon />}
                    onClick={() =>
                      set(
                        'documents',
                        values.documents.filter((_, i) => i !== at),
                      )
                    }
                    aria-label={t('Remove {name}', { name: document.name })}
                  >
                    {t('Remove')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {tab === 'seo' ? (
          <>
            <WizardField
              id="product-seoTitle"
              label={t('SEO title')}
              hint={t('{count}/{max} ({min}-{max} advised)', { count: String(values.seoTitle.length), min: String(SEO_TITLE_ADVISED.min), max: String(SEO_TITLE_ADVISED.max) })}
            >
              <TextInput id="product-seoTitle" value={values.seoTitle} maxLength={200} onChange={(value) => set('seoTitle', value)} />
            </WizardField>
            <WizardField
              id="product-seoDescription"
              label={t('SEO description')}
              hint={t('{count}/{max} ({min}-{max} advised)', { count: String(values.seoDescription.length), min: String(SEO_DESCRIPTION_ADVISED.min), max: String(SEO_DESCRIPTION_ADVISED.max) })}
            >
              <textarea id="product-seoDescription" className="input textarea" rows={3} maxLength={500} value={values.seoDescription} onChange={(event) => set('seoDescription', event.target.value)} />
            </WizardField>
          </>
        ) : null}
      </section>
      <div className="wizard-nav">
        <Button variant="outline" disabled={index === 0} onClick={() => setTab(productTabs[index - 1]!)}>
          {t('Previous')}
        </Button>
        {index < productTabs.length - 1 ? (
          <Button onClick={() => setTab(productTabs[index + 1]!)}>{t('Next')}</Button>
        ) : (
          <Button isLoading={submitting} disabled={submitting || pending.length > 0} onClick={() => void submit()}>
            {editing ? (submitting ? t('Updating...') : t('Update Product')) : submitting ? t('Submitting...') : t('Submit Product')}
          </Button>
        )}
      </div>
    </div>
  );
}

function UploadProgress({ pending }: { pending: Array<[string, number]> }) {
  const t = useT();
  if (!pending.length) return null;
  return (
    <ul className="upload-progress">
      {pending.map(([name, percent]) => (
        <li key={name}>
          <span>{name.replace(/-\d+$/, '')}</span>
          <progress max={100} value={percent} aria-label={t('Uploading {file}', { file: name.replace(/-\d+$/, '') })} /> {percent}%
        </li>
      ))}
    </ul>
  );
}

function BusinessTab({ value, onChange, error }: { value: Values['business']; onChange: (business: Values['business']) => void; error?: string }) {
  const t = useT();
  const { user, isAdmin } = useSession();
  const [search, setSearch] = useState('');
  const [cityName, setCityName] = useState(value?.cityName ?? '');
  const debounced = useDebouncedValue(search, 500);
  const choices = useBusinessChoices({ userId: user?._id, search: debounced, admin: isAdmin, cityName: useDebouncedValue(cityName, 500) });
  const businesses = choices.data?.data ?? [];
  if (!isAdmin && choices.isSuccess && !businesses.length && !debounced) {
    return (
      <div className="empty-state" id="product-businesses">
        <h2>{t('No Business Found')}</h2>
        <p>{t('Please add a business first before creating a product')}</p>
        <ButtonLink to={paths.dashboard.business.getHref()}>{t('Add New Business')}</ButtonLink>
      </div>
    );
  }
  return (
    <>
      {isAdmin ? (
        <WizardField id="product-admin-city" label={t('City (admin: any active business in it)')}>
          <TextInput id="product-admin-city" value={cityName} onChange={setCityName} placeholder="mumbai" />
        </WizardField>
      ) : null}
      <WizardField id="product-businesses" label={t('Search your businesses')} error={error}>
        <TextInput id="product-businesses" value={search} onChange={setSearch} error={error} placeholder={t('Type a business name')} />
      </WizardField>
      <fieldset className="choice-list">
        <legend className="field__label">{t('Business')} *</legend>
        {businesses.map((business) => (
          <label key={business._id} className="choice">
            <input
              type="radio"
              name="product-business"
              checked={value?.businessId === business._id}
              onChange={() => onChange({ businessId: business._id, cityName: business.cityName, name: business.name })}
            />{' '}
            {business.name} <span className="muted">({business.cityName})</span>
          </label>
        ))}
      </fieldset>
      {value ? <p>{t('Selected: {name}', { name: value.name })}</p> : null}
    </>
  );
}

function DiscountPicker({ businessId, value, onChange, error }: { businessId?: string; value: string; onChange: (id: string) => void; error?: string }) {
  const t = useT();
  const discounts = useDiscounts();
  const mine = (discounts.data ?? []).filter((discount) => discount.businessId === businessId);
  return (
    <WizardField
      id="product-discount"
      label={t('Discount')}
      error={error}
      hint={
        businessId ? (
          <Link to={paths.dashboard.discounts.getHref()} target="_blank">
            {t('Create or see your discount codes')}
          </Link>
        ) : (
          t('Choose the business first to see its discounts.')
        )
      }
    >
      <select id="product-discount" className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('No discount')}</option>
        {mine.map((discount) => (
          <option key={discount._id} value={discount._id}>
            {discount.code} · {discountText(t, discount)}
          </option>
        ))}
      </select>
    </WizardField>
  );
}

/** Suggestions shown under the category search (spec 3 §9). */
const CATEGORY_SUGGESTIONS = 10;

function CategoryPicker({ value, onChange, error }: { value: Titled[]; onChange: (categories: Titled[]) => void; error?: string }) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), 300);
  const suggestions = useProductCategorySuggestions(debounced);
  const chosen = new Set(value.map((category) => category._id));
  return (
    <>
      <WizardField id="product-productCategory" label={t('Product categories')} required error={error}>
        <TextInput id="product-productCategory" value={text} onChange={setText} error={error} placeholder={t('Type to search categories...')} />
      </WizardField>
      {!debounced ? <p className="muted">{t('Type to search categories...')}</p> : null}
      <ul className="category-suggestions">
        {(suggestions.data ?? []).slice(0, CATEGORY_SUGGESTIONS).map((category) => (
          <li key={category._id}>
            <Button size="sm" variant="outline" disabled={chosen.has(category._id)} onClick={() => onChange([...value, { _id: category._id, title: category.title, titleHi: category.titleHi }])}>
              {categoryTitle(category, locale)}
            </Button>
          </li>
        ))}
      </ul>
      <ul className="chosen-categories" aria-label={t('Chosen categories')}>
        {value.map((category) => (
          <li key={category._id} className="chip">
            {categoryTitle(category, locale)}
            <button type="button" aria-label={t('Remove {name}', { name: categoryTitle(category, locale) })} onClick={() => onChange(value.filter((entry) => entry._id !== category._id))}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function SpecificationsEditor({ titles, value, onChange }: { titles: string[]; value: Record<string, string>; onChange: (value: Record<string, string>) => void }) {
  const t = useT();
  const locale = useLocale();
  const groups = useMemo(() => conditionalSpecGroups(titles), [titles]);
  const standard = new Set<string>(standardSpecKeys);
  const field = (key: string, first = false) => {
    const id = first ? 'product-specifications' : `spec-${key}`;
    const choices = specChoices[key];
    return (
      <WizardField key={key} id={id} label={specLabelIn(key, specLabel(key), locale)}>
        {choices ? (
          <select id={id} className="input" value={value[key] ?? ''} onChange={(event) => onChange({ ...value, [key]: event.target.value })}>
            <option value="">{t('Not specified')}</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {specChoiceIn(choice, locale)}
              </option>
            ))}
          </select>
        ) : (
          <TextInput id={id} value={value[key] ?? ''} maxLength={500} onChange={(text) => onChange({ ...value, [key]: text })} />
        )}
      </WizardField>
    );
  };
  return (
    <>
      <div className="spec-grid">{standardSpecKeys.map((key, at) => field(key, at === 0))}</div>
      {groups.map((group) => (
        <fieldset key={group} className="spec-group">
          <legend>{specGroupIn(group, specGroupLabels[group], locale)}</legend>
          <div className="spec-grid">{specGroupKeys[group].filter((key) => !standard.has(key)).map((key) => field(key))}</div>
        </fieldset>
      ))}
    </>
  );
}

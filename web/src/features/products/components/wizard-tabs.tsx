import { MAX_PRODUCT_DOCUMENTS, MAX_PRODUCT_IMAGES, SEO_DESCRIPTION_ADVISED, SEO_TITLE_ADVISED, SHORT_DESCRIPTION_MAX } from '@shared/schemas/product';
import { productUnits } from '@shared/products/units';
import { uploadUrl, type UploadKind } from '@shared/uploads';
import { Button } from '../../../components/ui/button';
import { TrashIcon } from '../../../components/ui/icons';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { useLocale, useT } from '../../../i18n';
import { acceptFor } from '../../../lib/upload';
import { unitNameIn } from '../unit-names';
import { DiscountPicker } from './wizard-pickers';
import { TextInput, useWizardValues, WizardField, type ControlProps } from './wizard-fields';
import { UploadProgress, type WizardUploads } from './wizard-uploads';

/** Basic Info: name, short description (on creation only), description and website. */
export function BasicInfoTab({ editing }: { editing: boolean }) {
  const t = useT();
  const { values, errorOf, set } = useWizardValues();
  return (
    <>
      <WizardField id="product-title" label={t('Product name')} required error={errorOf('title')}>
        {(control) => <TextInput {...control} value={values.title} maxLength={150} onChange={(value) => set('title', value)} />}
      </WizardField>
      {!editing ? (
        <WizardField id="product-shortDescription" label={t('Short description')} required error={errorOf('shortDescription')} hint={`${values.shortDescription.length}/${SHORT_DESCRIPTION_MAX}`}>
          {(control) => <TextInput {...control} value={values.shortDescription} maxLength={SHORT_DESCRIPTION_MAX} onChange={(value) => set('shortDescription', value)} />}
        </WizardField>
      ) : null}
      <WizardField id="product-productDescription" label={t('Description')} required error={errorOf('productDescription')}>
        {(control) => (
          <RichTextEditor
            id={control.id}
            label={t('Description')}
            describedBy={control['aria-describedby']}
            value={values.productDescription}
            onChange={(html) => set('productDescription', html)}
            invalid={control['aria-invalid']}
          />
        )}
      </WizardField>
      <WizardField id="product-websiteUrl" label={t('Website URL')} error={errorOf('websiteUrl')}>
        {(control) => <TextInput {...control} type="url" value={values.websiteUrl} onChange={(value) => set('websiteUrl', value)} placeholder="https://" />}
      </WizardField>
    </>
  );
}

/** Pricing: price, units, SKU, stock and the business's discount. */
export function PricingTab() {
  const t = useT();
  const locale = useLocale();
  const { values, errorOf, set } = useWizardValues();
  return (
    <>
      <WizardField id="product-price" label={t('Price (₹)')} required error={errorOf('price')}>
        {(control) => <TextInput {...control} type="number" min={0} step={0.01} inputMode="decimal" value={values.price} onChange={(value) => set('price', value)} />}
      </WizardField>
      <WizardField id="product-units" label={t('Units')} required error={errorOf('units')}>
        {(control) => (
          <select {...control} className="input" value={values.units} onChange={(event) => set('units', event.target.value)}>
            {productUnits.map((unit) => (
              <option key={unit} value={unit}>
                {unitNameIn(unit, locale)}
              </option>
            ))}
          </select>
        )}
      </WizardField>
      <WizardField id="product-sku" label={t('SKU')} error={errorOf('sku')}>
        {(control) => <TextInput {...control} value={values.sku} maxLength={100} onChange={(value) => set('sku', value)} />}
      </WizardField>
      <label className="choice">
        <input type="checkbox" checked={values.outOfStock} onChange={(event) => set('outOfStock', event.target.checked)} /> {t('Out of stock')}
      </label>
      <DiscountPicker />
    </>
  );
}

/** A list without its entry at `at`. */
const without = <T,>(list: readonly T[], at: number) => list.filter((_, index) => index !== at);

/** The small "Remove" button of a row the seller added (a specification, a document). */
function RemoveButton({ onRemove, label }: { onRemove: () => void; label?: string }) {
  const t = useT();
  return (
    <Button size="sm" variant="ghost" icon={<TrashIcon />} onClick={onRemove} {...(label ? { 'aria-label': label } : {})}>
      {t('Remove')}
    </Button>
  );
}

/** A file input for several files: hands the chosen ones over, then empties itself so the same file can be chosen again. */
function FilesInput({ control, kind, onFiles }: { control: ControlProps; kind: UploadKind; onFiles: (files: File[]) => void }) {
  return (
    <input
      {...control}
      type="file"
      className="input"
      multiple
      accept={acceptFor(kind)}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        onFiles(files);
      }}
    />
  );
}

/** Images: up to 10, uploaded as they are chosen; removing a saved one deletes it at once. */
export function ImagesTab({ uploads, removeImage }: { uploads: WizardUploads; removeImage: (position: number) => Promise<void> }) {
  const t = useT();
  const { values, errorOf } = useWizardValues();
  return (
    <>
      <WizardField
        id="product-images"
        label={t('Images ({count}/{max})', { count: String(values.images.length), max: String(MAX_PRODUCT_IMAGES) })}
        required
        error={errorOf('images')}
        hint={t('JPEG, PNG, WebP or GIF, up to 5 MB each, at most 10.')}
      >
        {(control) => <FilesInput control={control} kind="product-image" onFiles={uploads.addImages} />}
      </WizardField>
      <UploadProgress pending={uploads.pending} />
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
  );
}

/** More Specifications: the seller's own title and value rows. */
export function MoreSpecificationsTab() {
  const t = useT();
  const { values, set } = useWizardValues();
  const rows = values.extraSpecifications;
  const change = (at: number, entry: Partial<(typeof rows)[number]>) =>
    set(
      'extraSpecifications',
      rows.map((row, i) => (i === at ? { ...row, ...entry } : row)),
    );
  return (
    <>
      {rows.length === 0 ? <p className="empty-state">{t('No Custom Specifications Added')}</p> : null}
      {rows.map((row, at) => (
        <div key={at} className="extra-spec">
          <WizardField id={at === 0 ? 'product-extraSpecifications' : `extra-title-${at}`} label={t('Title {number}', { number: String(at + 1) })}>
            {(control) => <TextInput {...control} value={row.title} maxLength={100} onChange={(title) => change(at, { title })} />}
          </WizardField>
          <WizardField id={`extra-value-${at}`} label={t('Value {number}', { number: String(at + 1) })}>
            {(control) => <TextInput {...control} value={row.value} maxLength={500} onChange={(value) => change(at, { value })} />}
          </WizardField>
          <RemoveButton onRemove={() => set('extraSpecifications', without(rows, at))} />
        </div>
      ))}
      <Button variant="outline" onClick={() => set('extraSpecifications', [...rows, { title: '', value: '' }])}>
        {t('Add specification')}
      </Button>
    </>
  );
}

/** Product Catalog: brochures, price lists and certificates. */
export function CatalogTab({ uploads }: { uploads: WizardUploads }) {
  const t = useT();
  const { values, errorOf, set } = useWizardValues();
  return (
    <>
      <WizardField
        id="product-documents"
        label={t('Documents ({count}/{max})', { count: String(values.documents.length), max: String(MAX_PRODUCT_DOCUMENTS) })}
        error={errorOf('documents')}
        hint={t('Brochures, price lists, certificates: any document up to 10 MB.')}
      >
        {(control) => <FilesInput control={control} kind="product-document" onFiles={uploads.addDocuments} />}
      </WizardField>
      <UploadProgress pending={uploads.pending} />
      {values.documents.length === 0 ? <p className="empty-state">{t('No document selected')}</p> : null}
      <ul className="document-list">
        {values.documents.map((document, at) => (
          <li key={document.key}>
            <span>
              {document.name} <span className="muted">({Math.max(1, Math.round(document.size / 1024))} KB)</span>
            </span>
            <RemoveButton onRemove={() => set('documents', without(values.documents, at))} label={t('Remove {name}', { name: document.name })} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** SEO: title and description with their advised lengths. */
export function SeoTab() {
  const t = useT();
  const { values, set } = useWizardValues();
  const advice = (text: string, advised: { min: number; max: number }) => t('{count}/{max} ({min}-{max} advised)', { count: String(text.length), min: String(advised.min), max: String(advised.max) });
  return (
    <>
      <WizardField id="product-seoTitle" label={t('SEO title')} hint={advice(values.seoTitle, SEO_TITLE_ADVISED)}>
        {(control) => <TextInput {...control} value={values.seoTitle} maxLength={200} onChange={(value) => set('seoTitle', value)} />}
      </WizardField>
      <WizardField id="product-seoDescription" label={t('SEO description')} hint={advice(values.seoDescription, SEO_DESCRIPTION_ADVISED)}>
        {(control) => <textarea {...control} className="input textarea" rows={3} maxLength={500} value={values.seoDescription} onChange={(event) => set('seoDescription', event.target.value)} />}
      </WizardField>
    </>
  );
}

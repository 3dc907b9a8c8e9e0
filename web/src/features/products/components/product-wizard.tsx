import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ERROR_SUMMARY_LIMIT, productTabs, type ProductTab } from '@shared/products/completion';
import { FormElement } from '../../../components/ui/form';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon, AlertCircleIcon } from '../../../components/ui/icons';
import { PageSpinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';
import { addProduct, deleteProductImage, productByIdQuery, updateProduct } from '../api/product';
import { useT } from '../../../i18n';
import { productTabLabels } from '../i18n';
import { completionOf, EMPTY_VALUES, fieldId, payloadOf, saveSchemaOf, valuesOf, wizardProblems, wizardResolver, type Problem, type WizardValues } from '../wizard-state';
import { BusinessTab, CategoryTab, SpecificationsTab } from './wizard-pickers';
import { BasicInfoTab, CatalogTab, ImagesTab, MoreSpecificationsTab, PricingTab, SeoTab } from './wizard-tabs';
import { useWizardUploads } from './wizard-uploads';

/** /dashboard/add-product and the edit screen: nine tabs in any order, each showing whether it is complete (spec 3 §2.4). */
export function ProductWizard({ productId }: { productId?: string }) {
  const t = useT();
  const editing = Boolean(productId);
  const existing = useQuery({ ...productByIdQuery(productId ?? ''), enabled: editing });
  if (editing && existing.isPending) return <PageSpinner label={t('Loading product data...')} />;
  // A suspended product answers only its name to anyone but its seller and admins: nothing to edit.
  const removed = existing.data && !('images' in existing.data);
  if (editing && (existing.isError || removed)) return <p className="container empty-state">{t('Failed to load product data.')}</p>;
  return <WizardForm productId={productId} initial={existing.data && 'images' in existing.data ? valuesOf(existing.data) : EMPTY_VALUES} />;
}

/** The form's id, for the Submit button, which sits in the step bar below the panel. */
const WIZARD_FORM = 'product-wizard-form';

function WizardForm({ productId, initial }: { productId?: string; initial: WizardValues }) {
  const t = useT();
  const text = useMessageText();
  const editing = Boolean(productId);
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  // The one state of the nine tabs; each tab reads and changes it with useWizardValues.
  const [resolver] = useState(() => wizardResolver(editing));
  const form = useForm<WizardValues>({ defaultValues: initial, resolver });
  const values = useWatch({ control: form.control }) as WizardValues;
  // Once a save was tried, every change checks the form again, so the fields' messages follow what the seller fixes;
  // the API's refusal of a save stays until the next change. (formState is a proxy: this read keeps isSubmitted current.)
  useEffect(() => {
    if (form.formState.isSubmitted) void form.trigger();
  }, [values, form]);
  const uploads = useWizardUploads(form);
  const [savedImages, setSavedImages] = useState<string[]>(editing ? initial.images : []);
  const [tab, setTab] = useState<ProductTab>('basic-info');
  // The error summary lists what the last refused save found.
  const [problems, setProblems] = useState<Problem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const completion = completionOf(values, editing);
  const index = productTabs.indexOf(tab);

  function jumpTo(problem: Problem) {
    setTab(problem.tab);
    setTimeout(() => document.getElementById(fieldId(problem.field))?.focus(), 0);
  }

  async function removeImage(position: number) {
    const key = form.getValues('images')[position]!;
    if (editing && savedImages.includes(key)) {
      try {
        const answer = await deleteProductImage(productId!, savedImages.indexOf(key));
        setSavedImages(answer.data.images);
        toast.show({ message: t('Image removed successfully.') });
      } catch {
        toast.show({ message: t('Failed to remove image. Please try again.'), type: 'error' });
        return;
      }
    }
    form.setValue(
      'images',
      form.getValues('images').filter((_, at) => at !== position),
    );
  }

  /** A refused save: the summary lists every problem, and the fields show theirs. */
  function refused() {
    const found = wizardProblems(form.getValues(), editing);
    if (!form.getValues('images').length) toast.show({ message: t('Please upload at least one image'), type: 'error' });
    setProblems(found);
  }

  /** A save the resolver passed: creates the product, or updates it. */
  async function save(checked: WizardValues) {
    const payload = saveSchemaOf(editing).parse(payloadOf(checked, editing));
    setProblems([]);
    setSubmitting(true);
    try {
      if (editing) {
        await updateProduct(productId!, payload);
        toast.show({ message: t('Product has been updated successfully') });
      } else {
        await addProduct(payload as Parameters<typeof addProduct>[0]);
        toast.show({ message: t('Product has been created successfully.') });
      }
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      if (!editing) {
        form.reset(EMPTY_VALUES);
        void navigate(paths.dashboard.myProducts.getHref());
      }
    } catch (error) {
      toast.show({ message: editing ? t('Failed to update product. Please try again.') : t('Failed to create product. Please try again.'), type: 'error' });
      const message = errorMessage(error);
      setProblems([{ tab, field: 'title', message }]);
      form.setError('title', { type: 'server', message });
    } finally {
      setSubmitting(false);
    }
  }

  const panels: Record<ProductTab, ReactNode> = {
    'basic-info': <BasicInfoTab editing={editing} />,
    business: <BusinessTab />,
    pricing: <PricingTab />,
    images: <ImagesTab uploads={uploads} removeImage={removeImage} />,
    category: <CategoryTab />,
    specifications: <SpecificationsTab />,
    'more-specifications': <MoreSpecificationsTab />,
    'product-catalog': <CatalogTab uploads={uploads} />,
    seo: <SeoTab />,
  };

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
                  {t(productTabLabels[problem.tab])}: {text(problem.message)}
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
      <FormElement
        methods={form}
        id={WIZARD_FORM}
        onSubmit={save}
        onInvalid={refused}
        // The product is saved from the Submit button only: Enter in a step's field does not send it half-filled.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
        }}
      >
        <section id="wizard-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="wizard-panel">
          {panels[tab]}
        </section>
      </FormElement>
      <div className="wizard-nav">
        <Button variant="outline" disabled={index === 0} onClick={() => setTab(productTabs[index - 1]!)}>
          {t('Previous')}
        </Button>
        {/* Keyed apart: were Next's element reused for Submit, the click that opens the last tab would also save. */}
        {index < productTabs.length - 1 ? (
          <Button key="next" onClick={() => setTab(productTabs[index + 1]!)}>
            {t('Next')}
          </Button>
        ) : (
          <Button key="submit" type="submit" form={WIZARD_FORM} isLoading={submitting} disabled={submitting || uploads.pending.length > 0}>
            {editing ? (submitting ? t('Updating...') : t('Update Product')) : submitting ? t('Submitting...') : t('Submit Product')}
          </Button>
        )}
      </div>
    </div>
  );
}

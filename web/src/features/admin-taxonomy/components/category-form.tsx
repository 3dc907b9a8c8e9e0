import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/router';
import { categoryFormSchema, type CategoryDetailResponse, type CategoryFormValues } from '@shared/schemas/taxonomy';
import { Button } from '../../../components/ui/button';
import { Form, InputField } from '../../../components/ui/form';
import { MultiSelect } from '../../../components/ui/multi-select';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { UploadField } from '../../../components/ui/upload-field';
import { msg, translate, useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';
import { errorMessage } from '../../../lib/api-client';
import { useSelectedLocation } from '../../../lib/preferences';
import { cn } from '../../../utils/cn';
import { useCategoryOptions, useSaveCategory, type CategoryFormBody } from '../api/admin-categories';
import { categoryLevels, type CategoryLevelConfig, type CategoryLevelKey, type ParentField } from '../api/category-levels';
import { CategoryStatusBadge, CategoryTable } from './category-table';

// tiptap is large: it loads with the form, never with the lists.
const RichTextEditor = lazy(() => import('../../../components/ui/rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

/** The parents a category already has, per form field. */
function parentsOf(category: CategoryDetailResponse | null | undefined, level: CategoryLevelConfig, queryParent: string | undefined) {
  const ids = (list: Array<{ _id: string }> | undefined) => (list ?? []).map((entry) => entry._id);
  const values: Partial<Record<ParentField['field'], string[]>> = {};
  for (const parent of level.parents) {
    if (category) values[parent.field] = parent.field === 'parentCategories' ? ids(category.parentCategories) : ids(category[parent.field]);
    // A new category starts under the parent it was opened from (the spec sends it when none is chosen).
    else values[parent.field] = parent.required && queryParent ? [queryParent] : [];
  }
  return values;
}

function ParentPicker({ parent, value, onChange, error }: { parent: ParentField; value: string[]; onChange: (value: string[]) => void; error?: string }) {
  const t = useT();
  const locale = useLocale();
  const options = useCategoryOptions(parent.options);
  return (
    <MultiSelect
      label={t(parent.label)}
      required={parent.required}
      options={(options.data ?? []).map((option) => ({ value: option._id, label: categoryTitle(option, locale) }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

interface CategoryFormProps {
  levelKey: CategoryLevelKey;
  /** The category being edited; absent when adding. */
  category?: CategoryDetailResponse | null;
  /** The `parent` query parameter the form was opened with. */
  queryParent?: string;
}

/**
 * The category form of every level (spec 3 §2.5): title, status, parents,
 * rich-text description and image. Creating navigates back to the list;
 * updating stays on the page.
 */
export function CategoryForm({ levelKey, category, queryParent }: CategoryFormProps) {
  const t = useT();
  const level = categoryLevels[levelKey];
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveCategory();
  const formId = useId();
  const schema = useMemo(() => categoryFormSchema(level.parents.filter((parent) => parent.required)), [level]);
  // Only an existing main category can be flagged popular (the update route takes the flag).
  const canBePopular = Boolean(category) && level.parents.length === 0;

  const submit = ({ popular, ...values }: CategoryFormValues) => {
    const body: CategoryFormBody = { ...values, ...(canBePopular ? { popular } : {}) };
    save.mutate(
      { level, id: category?._id, body },
      {
        onSuccess: () => {
          if (category) {
            toast.show({ message: translate('Category updated successfully') });
            return;
          }
          toast.show({ message: translate('Category Added successfully') });
          // Back to the list (not history -1, which may leave the site or reload the page and lose the toast).
          void navigate(level.paths.list.getHref());
        },
        onError: (error) => toast.show({ message: errorMessage(error, msg('Operation failed')), type: 'error' }),
      },
    );
  };

  return (
    <Form
      id={formId}
      className="category-form"
      schema={schema}
      onSubmit={submit}
      options={{
        defaultValues: {
          title: category?.title ?? '',
          titleHi: category?.titleHi ?? '',
          status: category ? category.status === 'active' : true,
          description: category?.description ?? '',
          descriptionHi: category?.descriptionHi ?? '',
          image: category?.image ?? null,
          popular: category?.popular ?? false,
          ...parentsOf(category, level, queryParent),
        },
      }}
    >
      {({ register, control, watch, formState: { errors } }) => (
        <>
          <InputField label={t('Title')} required maxLength={120} registration={register('title')} error={errors.title} />
          <InputField
            label={t('Title in Hindi')}
            lang="hi"
            maxLength={120}
            registration={register('titleHi')}
            error={errors.titleHi}
            hint={t('Shown on Hindi pages; leave it blank to show the English title there.')}
          />

          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <fieldset className="field">
                <legend className="field__label">{t('Status')}</legend>
                <div className="radio-row">
                  <label className="radio">
                    <input type="radio" name={field.name} checked={field.value} onChange={() => field.onChange(true)} /> {t('Active')}
                  </label>
                  <label className="radio">
                    <input type="radio" name={field.name} checked={!field.value} onChange={() => field.onChange(false)} /> {t('Inactive')}
                  </label>
                </div>
              </fieldset>
            )}
          />

          {canBePopular && (
            <label className="radio field">
              <input type="checkbox" {...register('popular')} /> {t('Popular (shown first, on the home grid and in popular lists)')}
            </label>
          )}

          {level.parents.map((parent) => (
            <Controller
              key={parent.field}
              control={control}
              name={parent.field}
              render={({ field, fieldState }) => <ParentPicker parent={parent} value={field.value ?? []} error={fieldState.error?.message} onChange={field.onChange} />}
            />
          ))}

          <div className="field">
            <span className="field__label" id={`${formId}-description-label`}>
              {t('Description')}
            </span>
            <Controller
              control={control}
              name="description"
              render={({ field }) => (
                <Suspense fallback={<Spinner label={t('Loading the editor…')} />}>
                  <RichTextEditor id={`${formId}-description`} label={t('Description')} value={field.value} onChange={field.onChange} />
                </Suspense>
              )}
            />
          </div>

          <div className="field">
            <span className="field__label" id={`${formId}-description-hi-label`}>
              {t('Description in Hindi')}
            </span>
            <Controller
              control={control}
              name="descriptionHi"
              render={({ field }) => (
                <Suspense fallback={<Spinner label={t('Loading the editor…')} />}>
                  <RichTextEditor id={`${formId}-description-hi`} label={t('Description in Hindi')} value={field.value ?? ''} onChange={field.onChange} />
                </Suspense>
              )}
            />
          </div>

          <Controller
            control={control}
            name="image"
            render={({ field }) => {
              const title = watch('title');
              return (
                <UploadField
                  kind="category"
                  label={t('Category Image')}
                  value={field.value}
                  onChange={field.onChange}
                  previewAlt={title ? t('{title} image', { title }) : t('Category image')}
                  shape="wide"
                />
              );
            }}
          />

          <div className="category-form__actions">
            <Button type="submit" isLoading={save.isPending}>
              {save.isPending ? t('Saving...') : category ? t('Update Category') : t('Add Category')}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}

/** The form's page: heading, badge, id and Preview, tabs, and the siblings on the left when editing. */
export function CategoryFormPage({ levelKey, category, queryParent, page }: CategoryFormProps & { page?: number }) {
  const t = useT();
  const locale = useLocale();
  const level = categoryLevels[levelKey];
  const [location] = useSelectedLocation();
  const [tab, setTab] = useState(0);
  const tabs = [t('Category Details'), ...(category ? level.tabs.map((child) => t(child.label)) : [])];
  const siblingParent = queryParent && queryParent !== category?._id ? queryParent : (category?.parentIds[0] ?? undefined);
  const siblings = level.siblings(level.parents.length > 0 ? siblingParent : undefined);
  const childTab = category && tab > 0 ? level.tabs[tab - 1] : undefined;

  return (
    <div className={cn('category-page', category && 'category-page--editing')}>
      {category && (
        <aside className="category-page__siblings" aria-label={t('Categories beside this one')}>
          <CategoryTable levelKey={levelKey} source={siblings} type="list" title={t('Categories')} parent={siblingParent} activeSlug={category.slug} />
        </aside>
      )}
      <section className="card category-page__main" aria-labelledby="category-heading">
        <div className="category-page__heading">
          <h1 id="category-heading" className="card__title">
            {category ? categoryTitle(category, locale) : t(level.newTitle)}
          </h1>
          {category && (
            <>
              <CategoryStatusBadge status={category.status} long />
              <span className="category-page__id">{t('ID: {id}', { id: category._id })}</span>
              <a href={level.preview(location, category)} target="_blank" rel="noopener noreferrer" className="btn btn--outline btn--sm">
                {t('Preview')}
              </a>
            </>
          )}
          <Link to={level.paths.list.getHref(page ? { page } : {})} className="category-page__back">
            {t('Back to {list}', { list: t(level.listTitle) })}
          </Link>
        </div>
        <div role="tablist" aria-label={t('Category sections')} className="tabs">
          {tabs.map((label, index) => (
            <button
              key={label}
              type="button"
              role="tab"
              id={`category-tab-${index}`}
              aria-selected={tab === index}
              aria-controls="category-tab-panel"
              className={cn('tabs__tab', tab === index && 'tabs__tab--active')}
              onClick={() => setTab(index)}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="category-tab-panel" aria-labelledby={`category-tab-${tab}`} className="category-page__panel">
          {childTab && category ? (
            <CategoryTable levelKey={childTab.levelKey} source={childTab.source(category._id)} title={t(childTab.label)} type="list" parent={category._id} />
          ) : (
            <CategoryForm key={category?._id ?? 'new'} levelKey={levelKey} category={category} queryParent={queryParent} />
          )}
        </div>
      </section>
    </div>
  );
}

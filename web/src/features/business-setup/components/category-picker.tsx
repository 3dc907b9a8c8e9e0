import type { CategoryResponse } from '@shared/schemas/taxonomy';
import { useChildCategories, useMainCategories } from '../../../api/get-categories';
import { useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';

type Chosen = Array<{ _id: string; title?: string }>;

export interface CategoryPickerValue {
  categories: Chosen;
  subCategoryId: Chosen;
  subsubCategoryId: Chosen;
}

function Choices({ legend, options, chosen, onChange }: { legend: string; options: CategoryResponse[]; chosen: Chosen; onChange: (chosen: Chosen) => void }) {
  const locale = useLocale();
  if (!options.length) return null;
  return (
    <fieldset className="choice-list choice-list--columns">
      <legend className="field__label">{legend}</legend>
      {options.map((option) => {
        const has = chosen.some((entry) => entry._id === option._id);
        return (
          <label key={option._id} className="choice">
            <input type="checkbox" checked={has} onChange={() => onChange(has ? chosen.filter((entry) => entry._id !== option._id) : [...chosen, { _id: option._id, title: option.title }])} />{' '}
            {categoryTitle(option, locale)}
          </label>
        );
      })}
    </fieldset>
  );
}

/** Main, sub and sub-sub category pickers: each level offers the children of what is ticked above it. */
export function CategoryPicker({ value, onChange }: { value: CategoryPickerValue; onChange: (value: CategoryPickerValue) => void }) {
  const t = useT();
  const mains = useMainCategories();
  const subs = useChildCategories(
    'sub',
    value.categories.map((entry) => entry._id),
  );
  const subsubs = useChildCategories(
    'subsub',
    value.subCategoryId.map((entry) => entry._id),
  );
  // Unticking a parent drops its descendants.
  const keep = (chosen: Chosen, options: CategoryResponse[]) => chosen.filter((entry) => options.some((option) => option._id === entry._id));
  return (
    <>
      <Choices legend={t('Main categories')} options={mains.data ?? []} chosen={value.categories} onChange={(categories) => onChange({ ...value, categories })} />
      <Choices legend={t('Sub categories')} options={subs} chosen={keep(value.subCategoryId, subs)} onChange={(subCategoryId) => onChange({ ...value, subCategoryId })} />
      <Choices legend={t('Sub-sub categories')} options={subsubs} chosen={keep(value.subsubCategoryId, subsubs)} onChange={(subsubCategoryId) => onChange({ ...value, subsubCategoryId })} />
    </>
  );
}

import { useMemo, useState } from 'react';
import { Link } from '../../../lib/router';
import { conditionalSpecGroups, specChoices, specGroupKeys, specGroupLabels, specLabel, standardSpecKeys } from '@shared/products/specifications';
import { categoryTitle } from '@shared/i18n/category-title';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSession } from '../../../lib/session-context';
import { useLocale, useT } from '../../../i18n';
import { useBusinessChoices, useDiscounts, useProductCategorySuggestions } from '../api/wizard';
import { discountText } from '../i18n';
import { specChoiceIn, specGroupIn, specLabelIn } from '../spec-labels';
import { TextInput, useWizardValues, WizardField } from './wizard-fields';

/** Business: one of the seller's businesses (an admin: any active one of a city), searched by name. */
export function BusinessTab() {
  const t = useT();
  const { values, errorOf, patch } = useWizardValues();
  const value = values.business;
  const error = errorOf('businesses');
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
          {(control) => <TextInput {...control} value={cityName} onChange={setCityName} placeholder="mumbai" />}
        </WizardField>
      ) : null}
      <WizardField id="product-businesses" label={t('Search your businesses')} error={error}>
        {(control) => <TextInput {...control} value={search} onChange={setSearch} placeholder={t('Type a business name')} />}
      </WizardField>
      <fieldset className="choice-list">
        <legend className="field__label">{t('Business')} *</legend>
        {businesses.map((business) => (
          <label key={business._id} className="choice">
            <input
              type="radio"
              name="product-business"
              checked={value?.businessId === business._id}
              // A discount belongs to one business: a new business starts without one.
              onChange={() => patch({ business: { businessId: business._id, cityName: business.cityName, name: business.name }, discount: '' })}
            />{' '}
            {business.name} <span className="muted">({business.cityName})</span>
          </label>
        ))}
      </fieldset>
      {value ? <p>{t('Selected: {name}', { name: value.name })}</p> : null}
    </>
  );
}

/** The chosen business's discount codes (Pricing tab). */
export function DiscountPicker() {
  const t = useT();
  const { values, errorOf, set } = useWizardValues();
  const businessId = values.business?.businessId;
  const discounts = useDiscounts();
  const mine = (discounts.data ?? []).filter((discount) => discount.businessId === businessId);
  return (
    <WizardField
      id="product-discount"
      label={t('Discount')}
      error={errorOf('discount')}
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
      {(control) => (
        <select {...control} className="input" value={values.discount} onChange={(event) => set('discount', event.target.value)}>
          <option value="">{t('No discount')}</option>
          {mine.map((discount) => (
            <option key={discount._id} value={discount._id}>
              {discount.code} · {discountText(t, discount)}
            </option>
          ))}
        </select>
      )}
    </WizardField>
  );
}

/** Suggestions shown under the category search (spec 3 §9). */
const CATEGORY_SUGGESTIONS = 10;

/** Category: product categories picked from the suggestions of a search. */
export function CategoryTab() {
  const t = useT();
  const locale = useLocale();
  const { values, errorOf, set } = useWizardValues();
  const value = values.categories;
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), 300);
  const suggestions = useProductCategorySuggestions(debounced);
  const chosen = new Set(value.map((category) => category._id));
  return (
    <>
      <WizardField id="product-productCategory" label={t('Product categories')} required error={errorOf('productCategory')}>
        {(control) => <TextInput {...control} value={text} onChange={setText} placeholder={t('Type to search categories...')} />}
      </WizardField>
      {!debounced ? <p className="muted">{t('Type to search categories...')}</p> : null}
      <ul className="category-suggestions">
        {(suggestions.data ?? []).slice(0, CATEGORY_SUGGESTIONS).map((category) => (
          <li key={category._id}>
            <Button
              size="sm"
              variant="outline"
              disabled={chosen.has(category._id)}
              onClick={() => set('categories', [...value, { _id: category._id, title: category.title, titleHi: category.titleHi }])}
            >
              {categoryTitle(category, locale)}
            </Button>
          </li>
        ))}
      </ul>
      <ul className="chosen-categories" aria-label={t('Chosen categories')}>
        {value.map((category) => (
          <li key={category._id} className="chip">
            {categoryTitle(category, locale)}
            <button
              type="button"
              aria-label={t('Remove {name}', { name: categoryTitle(category, locale) })}
              onClick={() =>
                set(
                  'categories',
                  value.filter((entry) => entry._id !== category._id),
                )
              }
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Specifications: the standard ones, and the groups the chosen categories bring. */
export function SpecificationsTab() {
  const t = useT();
  const locale = useLocale();
  const { values, set } = useWizardValues();
  const value = values.specifications;
  const groups = useMemo(() => conditionalSpecGroups(values.categories.map((category) => category.title)), [values.categories]);
  const standard = new Set<string>(standardSpecKeys);
  const change = (key: string, text: string) => set('specifications', { ...value, [key]: text });
  const field = (key: string, first = false) => {
    const choices = specChoices[key];
    return (
      <WizardField key={key} id={first ? 'product-specifications' : `spec-${key}`} label={specLabelIn(key, specLabel(key), locale)}>
        {(control) =>
          choices ? (
            <select {...control} className="input" value={value[key] ?? ''} onChange={(event) => change(key, event.target.value)}>
              <option value="">{t('Not specified')}</option>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {specChoiceIn(choice, locale)}
                </option>
              ))}
            </select>
          ) : (
            <TextInput {...control} value={value[key] ?? ''} maxLength={500} onChange={(text) => change(key, text)} />
          )
        }
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

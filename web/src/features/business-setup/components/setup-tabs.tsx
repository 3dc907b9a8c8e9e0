import {
  employeeBandLabels,
  employeeBands,
  legalStatusLabels,
  legalStatuses,
  paymentMethodLabels,
  paymentMethods,
  priceUnitLabels,
  priceUnits,
  revenueBandLabels,
  revenueBands,
} from '@shared/business/enums';
import {
  addAlternateEmail,
  addAlternatePhone,
  canRemovePriceRange,
  defaultPriceRange,
  descriptionProblem,
  establishmentYearOptions,
  parsePriceInput,
  parseUnitsInput,
  phoneInputMask,
  plainTextLength,
  seoDescriptionAdvice,
  seoTitleAdvice,
} from '@shared/business/format';
import type { AmenityResponse } from '@shared/schemas/amenity';
import { GALLERY_MAX_IMAGES } from '@shared/schemas/business';
import { Button } from '../../../components/ui/button';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { PhoneInput } from '../../../components/ui/phone-input';
import { UploadField } from '../../../components/ui/upload-field';
import { CityInput } from '../../../components/city-input';
import { ImagesUploader } from '../../../components/gallery-uploader';
import { HoursEditor } from '../../../components/hours-editor';
import { SpecialHoursEditor } from '../../../components/special-hours-editor';
import { useT, type Translate } from '../../../i18n';
import { CategoryPicker } from './category-picker';
import { LocationPin } from './location-pin';
import { AwardsEditor } from './awards-editor';
import type { Draft } from '../setup-state';
import { DraftText, EntryList, Field, useSetupDraft, type SetupTabProps } from './setup-fields';

/** Empty gallery slots drawn until there are 12 photos (spec 1 §5). */
const GALLERY_PLACEHOLDER_SLOTS = 12;

/** The description's hint: the spec's 50-character minimum while it is shorter, else its length. */
function descriptionHint(html: string | undefined, t: Translate) {
  const length = plainTextLength(html);
  return descriptionProblem(html)
    ? // DESCRIPTION_TOO_SHORT_MESSAGE, with the count so far.
      t('Description must be at least 50 characters ({count} so far).', { count: length })
    : t('{count, plural, one {# character} other {# characters}}.', { count: length });
}

/** Basic Info: name, city, description, year, size, website, logo and cover; a new listing's email, phone and street too. */
export function BasicInfoTab({
  registration,
  businessId,
  drafting,
  writeDraft,
  creationFieldsOnBasics,
}: SetupTabProps & { businessId?: string; drafting: boolean; writeDraft: () => Promise<void>; creationFieldsOnBasics: boolean }) {
  const { draft, errors, set, setNested } = useSetupDraft();
  const t = useT();
  const contact = draft.contact ?? {};
  const address = draft.address ?? { country: 'India' as const };
  const media = draft.media ?? {};
  return (
    <>
      <DraftText name="name" label={t('Business name')} required />
      <Field label={t('City')} error={errors.cityName} required hint={businessId ? t("A listing's city can't be changed; add the business again in its new city.") : undefined}>
        {(props) => <CityInput {...props} value={draft.cityName} onChange={(value) => set('cityName', value)} aria-required readOnly={Boolean(businessId)} />}
      </Field>
      <Field label={t('Description')} error={errors.description} hint={descriptionHint(draft.description, t)} required={registration}>
        {(props) => (
          <>
            <RichTextEditor id={props.id} label={t('Description')} describedBy={props['aria-describedby']} value={draft.description ?? ''} onChange={(html) => set('description', html)} />
            {businessId && (
              <Button variant="outline" size="sm" className="setup__draft" isLoading={drafting} onClick={() => void writeDraft()}>
                {t('Write a draft for me')}
              </Button>
            )}
          </>
        )}
      </Field>
      <div className="form__row">
        <Field label={t('Established in')} error={errors.establishmentYear}>
          {(props) => (
            <select {...props} className="input" value={draft.establishmentYear ?? ''} onChange={(event) => set('establishmentYear', event.target.value ? Number(event.target.value) : undefined)}>
              <option value="">{t('Select year')}</option>
              {establishmentYearOptions(new Date()).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('Employees')}>
          {(props) => (
            <select {...props} className="input" value={draft.employeeCount ?? ''} onChange={(event) => set('employeeCount', (event.target.value || undefined) as Draft['employeeCount'])}>
              <option value="">{t('Select')}</option>
              {employeeBands.map((band) => (
                <option key={band} value={band}>
                  {t(employeeBandLabels[band])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('Annual revenue')}>
          {(props) => (
            <select {...props} className="input" value={draft.revenue ?? ''} onChange={(event) => set('revenue', (event.target.value || undefined) as Draft['revenue'])}>
              <option value="">{t('Select')}</option>
              {revenueBands.map((band) => (
                <option key={band} value={band}>
                  {t(revenueBandLabels[band])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {creationFieldsOnBasics && (
        // Creating a listing needs its primary email, phone and street (spec 1 §5); later they live on their own tabs.
        <div className="form__row">
          <Field label={t('Business email')} error={errors['contact.email']} required>
            {(props) => <input {...props} className="input" type="email" autoComplete="email" value={contact.email ?? ''} onChange={(event) => setNested('contact', { email: event.target.value })} />}
          </Field>
          <Field label={t('Business phone')} hint={t('+91, 10 digits')} error={errors['contact.phone']} required>
            {(props) => (
              <input
                {...props}
                className="input"
                type="tel"
                inputMode="tel"
                maxLength={12}
                value={contact.phone ?? ''}
                onChange={(event) => setNested('contact', { phone: phoneInputMask(event.target.value) })}
              />
            )}
          </Field>
          <Field label={t('Street address')} error={errors['address.street']} required>
            {(props) => <input {...props} className="input" autoComplete="street-address" value={address.street ?? ''} onChange={(event) => setNested('address', { street: event.target.value })} />}
          </Field>
        </div>
      )}
      <DraftText name="website" label={t('Website')} type="url" hint="https://…" />
      <div className="form__row">
        <UploadField kind="logo" label={t('Logo')} value={draft.logo ?? undefined} onChange={(key) => set('logo', key)} />
        <UploadField kind="cover" label={t('Cover image')} value={media.headerImage ?? undefined} shape="wide" onChange={(key) => setNested('media', { headerImage: key })} />
      </div>
    </>
  );
}

/** Contact: the primary email and phone, and alternates. */
export function ContactTab({ registration }: SetupTabProps) {
  const { draft, errors, setNested } = useSetupDraft();
  const t = useT();
  const contact = draft.contact ?? {};
  return (
    <>
      <Field label={t('Primary email')} error={errors['contact.email']} required={registration}>
        {(props) => <input {...props} className="input" type="email" value={contact.email ?? ''} onChange={(event) => setNested('contact', { email: event.target.value })} />}
      </Field>
      <Field label={t('Primary phone')} hint={t('+91, 10 digits')} error={errors['contact.phone']} required={registration}>
        {(props) => <PhoneInput {...props} value={contact.phone ?? ''} onChange={(phone) => setNested('contact', { phone })} />}
      </Field>
      <EntryList label={t('Alternate emails')} values={contact.alternateEmails ?? []} add={addAlternateEmail} onChange={(values) => setNested('contact', { alternateEmails: values })} />
      <EntryList
        label={t('Alternate phones')}
        values={contact.alternatePhones ?? []}
        add={addAlternatePhone}
        mask={phoneInputMask}
        onChange={(values) => setNested('contact', { alternatePhones: values })}
      />
    </>
  );
}

/** Social: the four networks. */
export function SocialTab() {
  const { draft, errors, setNested } = useSetupDraft();
  const social = draft.socialMedia ?? {};
  return (
    <>
      {(['facebook', 'instagram', 'twitter', 'youtube'] as const).map((network) => (
        <Field key={network} label={{ facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter', youtube: 'Youtube' }[network]} error={errors[`socialMedia.${network}`]}>
          {(props) => <input {...props} className="input" type="url" value={social[network] ?? ''} onChange={(event) => setNested('socialMedia', { [network]: event.target.value })} />}
        </Field>
      ))}
    </>
  );
}

/** Location: the address and the map pin. */
export function LocationTab({ registration }: SetupTabProps) {
  const { draft, errors, set, setNested } = useSetupDraft();
  const t = useT();
  const address = draft.address ?? { country: 'India' as const };
  return (
    <>
      {(['street', 'suite', 'city', 'state'] as const).map((part) => (
        <Field key={part} label={{ street: t('Street'), suite: t('Suite / building'), city: t('City'), state: t('State') }[part]} error={errors[`address.${part}`]} required={part === 'street'}>
          {(props) => <input {...props} className="input" value={address[part] ?? ''} onChange={(event) => setNested('address', { [part]: event.target.value })} />}
        </Field>
      ))}
      <div className="form__row">
        <Field label={t('PIN code')} error={errors['address.zipCode']} required={registration}>
          {(props) => (
            <input
              {...props}
              className="input"
              inputMode="numeric"
              maxLength={6}
              value={address.zipCode ?? ''}
              onChange={(event) => setNested('address', { zipCode: event.target.value.replace(/\D/g, '') })}
            />
          )}
        </Field>
        <Field label={t('Country')}>{(props) => <input {...props} className="input" value="India" readOnly />}</Field>
      </div>
      <LocationPin value={draft.location} onChange={(point) => set('location', point)} error={errors.location} />
    </>
  );
}

/** Working Hours: the week, special days and a temporary closure. */
export function HoursTab({ onHoursEdited }: { onHoursEdited: () => void }) {
  const { draft, errors, set, patch } = useSetupDraft();
  return (
    <>
      <HoursEditor
        hours={draft.workingHours ?? []}
        onChange={(hours) => {
          onHoursEdited();
          set('workingHours', hours);
        }}
      />
      {/* In page mode 'business' the special days and closure go to an admin as an edit request, like the weekly hours. */}
      <SpecialHoursEditor value={{ specialHours: draft.specialHours ?? [], temporaryClosure: draft.temporaryClosure ?? null }} errors={errors} onChange={patch} />
    </>
  );
}

/** Categories: categories, subcategories and sub-subcategories. */
export function CategoriesTab() {
  const { draft, patch } = useSetupDraft();
  const t = useT();
  return (
    <>
      <h3 className="setup__subheading">{t('Add Business Categories')}</h3>
      <CategoryPicker value={{ categories: draft.categories ?? [], subCategoryId: draft.subCategoryId ?? [], subsubCategoryId: draft.subsubCategoryId ?? [] }} onChange={patch} />
    </>
  );
}

/** Features: amenities (with their sub-amenities) and payment methods. */
export function FeaturesTab({ amenities }: { amenities: AmenityResponse[] }) {
  const { draft, set } = useSetupDraft();
  const t = useT();
  return (
    <>
      <fieldset className="choice-list">
        <legend className="field__label">{t('Amenities')}</legend>
        {amenities.map((amenity) => {
          const chosen = draft.amenities?.find((entry) => entry.amenityId === amenity._id);
          const toggle = () =>
            set('amenities', chosen ? (draft.amenities ?? []).filter((entry) => entry !== chosen) : [...(draft.amenities ?? []), { amenityId: amenity._id, title: amenity.title, subAmenities: [] }]);
          return (
            <div key={amenity._id} className="amenity-choice">
              <label className="choice">
                <input type="checkbox" checked={Boolean(chosen)} onChange={toggle} /> {amenity.title}
              </label>
              {chosen && (
                <div className="amenity-choice__subs">
                  {amenity.subAmenities.map((sub) => {
                    const has = chosen.subAmenities.some((entry) => entry._id === sub._id);
                    return (
                      <label key={sub._id} className="choice">
                        <input
                          type="checkbox"
                          checked={has}
                          onChange={() =>
                            set(
                              'amenities',
                              (draft.amenities ?? []).map((entry) =>
                                entry === chosen ? { ...entry, subAmenities: has ? entry.subAmenities.filter((item) => item._id !== sub._id) : [...entry.subAmenities, sub] } : entry,
                              ),
                            )
                          }
                        />{' '}
                        {sub.title}
                      </label>
                    );
                  })}
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      <fieldset className="choice-list choice-list--columns">
        <legend className="field__label">{t('Payment methods')}</legend>
        {paymentMethods.map((method) => {
          const has = draft.paymentTypes?.includes(method) ?? false;
          return (
            <label key={method} className="choice">
              <input
                type="checkbox"
                checked={has}
                onChange={() => set('paymentTypes', has ? (draft.paymentTypes ?? []).filter((entry) => entry !== method) : [...(draft.paymentTypes ?? []), method])}
              />{' '}
              {t(paymentMethodLabels[method])}
            </label>
          );
        })}
      </fieldset>
    </>
  );
}

/** Pricing: price ranges and taxation. */
export function PricingTab() {
  const { draft, errors, set } = useSetupDraft();
  const t = useT();
  return (
    <>
      <h3 className="setup__subheading">{t('Price ranges')}</h3>
      {(draft.pricing ?? []).map((range, index) => {
        const update = (change: Partial<typeof range>) =>
          set(
            'pricing',
            (draft.pricing ?? []).map((entry, position) => (position === index ? { ...entry, ...change } : entry)),
          );
        return (
          <fieldset key={range._id ?? index} className="price-range">
            <legend className="visually-hidden">{t('Price range {number}', { number: index + 1 })}</legend>
            <Field label={t('Title')} error={errors[`pricing.${index}.title`]}>
              {(props) => <input {...props} className="input" value={range.title} onChange={(event) => update({ title: event.target.value })} />}
            </Field>
            <Field label={t('Units')} error={errors[`pricing.${index}.units`]}>
              {(props) => <input {...props} className="input" inputMode="numeric" value={range.units ?? ''} onChange={(event) => update({ units: parseUnitsInput(event.target.value) })} />}
            </Field>
            <Field label={t('Unit')}>
              {(props) => (
                <select {...props} className="input" value={range.unit ?? ''} onChange={(event) => update({ unit: event.target.value })}>
                  <option value="">{t('Select unit')}</option>
                  {priceUnits.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(priceUnitLabels[unit])}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {range.unit === 'custom' && (
              <Field label={t('Custom unit')}>
                {(props) => <input {...props} className="input" value={range.customUnit ?? ''} onChange={(event) => update({ customUnit: event.target.value })} />}
              </Field>
            )}
            <Field label={t('Min price')} error={errors[`pricing.${index}.minPrice`]}>
              {(props) => <input {...props} className="input" inputMode="decimal" value={range.minPrice ?? ''} onChange={(event) => update({ minPrice: parsePriceInput(event.target.value) })} />}
            </Field>
            <Field label={t('Max price')} error={errors[`pricing.${index}.maxPrice`]}>
              {(props) => <input {...props} className="input" inputMode="decimal" value={range.maxPrice ?? ''} onChange={(event) => update({ maxPrice: parsePriceInput(event.target.value) })} />}
            </Field>
            <Field label={t('Currency')}>
              {(props) => (
                <select {...props} className="input" value={range.currency} onChange={(event) => update({ currency: event.target.value as typeof range.currency })}>
                  <option value="INR">INR (₹)</option>
                  <option value="USD">USD ($)</option>
                </select>
              )}
            </Field>
            {canRemovePriceRange(draft.pricing ?? []) && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  set(
                    'pricing',
                    (draft.pricing ?? []).filter((_, position) => position !== index),
                  )
                }
              >
                {t('Remove price range')}
              </Button>
            )}
          </fieldset>
        );
      })}
      <Button variant="outline" onClick={() => set('pricing', [...(draft.pricing ?? []), defaultPriceRange()])}>
        {t('Add price range')}
      </Button>
      <h3 className="setup__subheading">{t('Taxation')}</h3>
      <div className="form__row">
        <DraftText name="gstn" label={t('GSTIN')} />
        <DraftText name="pan" label={t('PAN')} />
      </div>
      <div className="form__row">
        <DraftText name="adhaar" label={t('Aadhaar')} />
        <DraftText name="iec" label={t('IEC')} />
      </div>
      <div className="form__row">
        <DraftText name="tax" label={t('Tax')} />
        <DraftText name="natureOfBusiness" label={t('Nature of business')} />
      </div>
      <div className="form__row">
        <DraftText name="gstRegistration" label={t('GST registration date')} type="date" />
        <Field label={t('Legal status')}>
          {(props) => (
            <select {...props} className="input" value={draft.legalStatus ?? ''} onChange={(event) => set('legalStatus', event.target.value as Draft['legalStatus'])}>
              <option value="">{t('Select')}</option>
              {legalStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(legalStatusLabels[status])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </>
  );
}

/** Images: the gallery and awards. */
export function ImagesTab() {
  const { draft, errors, set, setNested } = useSetupDraft();
  const t = useT();
  const media = draft.media ?? {};
  return (
    <>
      <ImagesUploader
        kind="gallery"
        label={t('Gallery images')}
        altStem={draft.name || t('Business')}
        max={GALLERY_MAX_IMAGES}
        placeholderSlots={GALLERY_PLACEHOLDER_SLOTS}
        images={media.gallery ?? []}
        onChange={(gallery) => setNested('media', { gallery })}
      />
      <AwardsEditor awards={draft.awards ?? []} onChange={(awards) => set('awards', awards)} errors={errors} />
    </>
  );
}

/** SEO: title and description with their length advice. */
export function SeoTab() {
  const { draft, set } = useSetupDraft();
  const t = useT();
  return (
    <>
      <DraftText
        name="seoTitle"
        label={t('SEO title')}
        hint={t('{count, plural, one {# character} other {# characters}} (aim for 50-60): {advice, select, short {short} good {good} other {long}}', {
          count: (draft.seoTitle ?? '').length,
          advice: seoTitleAdvice(draft.seoTitle ?? ''),
        })}
      />
      <Field
        label={t('SEO description')}
        hint={t('{count, plural, one {# character} other {# characters}} (aim for 150-160): {advice, select, short {short} good {good} other {long}}', {
          count: (draft.seoDescription ?? '').length,
          advice: seoDescriptionAdvice(draft.seoDescription ?? ''),
        })}
      >
        {(props) => <textarea {...props} className="input textarea" rows={3} value={draft.seoDescription ?? ''} onChange={(event) => set('seoDescription', event.target.value)} />}
      </Field>
    </>
  );
}

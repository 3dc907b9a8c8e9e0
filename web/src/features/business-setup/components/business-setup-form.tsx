import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import { setupStepper, nextSetupTab } from '@shared/business/completion';
import { FormErrorPanel, type FormError } from '../../../components/ui/form-error-panel';
import { setupFieldLabel, setupTabOf } from '../setup-errors';
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
  setupTabLabels,
  setupTabs,
  type SetupTab,
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
import { defaultWorkingHours } from '@shared/business/working-hours';
import { upcomingSpecialDays } from '@shared/business/special-hours';
import { indiaDay } from '@shared/time/india';
import { AddBusinessRequestSchema, EditableFieldsSchema, GALLERY_MAX_IMAGES, UpdateBusinessSchema, type BusinessResponse, type UpdateBusinessInput } from '@shared/schemas/business';
import { Button, ButtonLink } from '../../../components/ui/button';
import { describedBy, FieldWrapper } from '../../../components/ui/form';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { useToast } from '../../../components/ui/toast';
import { PhoneInput } from '../../../components/ui/phone-input';
import { UploadField } from '../../../components/ui/upload-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { updateSessionUser } from '../../../lib/session';
import { cn } from '../../../utils/cn';
import { addBusiness } from '../../../api/add-business';
import { Trans, translate, useT, type Translate } from '../../../i18n';
import { localizeMessage, useMessageText } from '../../../lib/message-text';
import { generateContent, getBusinessForEditQueryOptions, submitEditRequest, updateBusiness, useAmenities } from '../api/business-setup-api';
import { CityInput } from '../../../components/city-input';
import { CategoryPicker } from './category-picker';
import { ImagesUploader } from '../../../components/gallery-uploader';
import { HoursEditor } from '../../../components/hours-editor';
import { LocationPin } from './location-pin';
import { AwardsEditor } from './awards-editor';
import { SpecialHoursEditor } from '../../../components/special-hours-editor';

type Draft = UpdateBusinessInput & { name: string; cityName: string };

/** Empty gallery slots drawn until there are 12 photos (spec 1 §5). */
const GALLERY_PLACEHOLDER_SLOTS = 12;
/** What an edit request may change (page mode 'business'); other changes are saved by the owner directly. */
const editableFields = new Set(Object.keys(EditableFieldsSchema.shape));

function fromBusiness(business: BusinessResponse | undefined): Draft {
  if (!business) return { name: '', cityName: '', workingHours: defaultWorkingHours(), pricing: [defaultPriceRange()], media: { headerImage: null, gallery: [] } };
  const {
    _id: _id,
    slug: _slug,
    status: _status,
    verificationStatus: _verified,
    unclaimed: _unclaimed,
    image: _image,
    cityNameFormatted,
    metrics: _metrics,
    rating: _rating,
    reviews: _reviews,
    followersCount: _followers,
    owner: _owner,
    createdAt: _created,
    updatedAt: _updated,
    media,
    ...fields
  } = business;
  return {
    ...fields,
    cityName: cityNameFormatted,
    media: { headerImage: media.headerImage, gallery: media.gallery },
    workingHours: fields.workingHours?.length ? fields.workingHours : defaultWorkingHours(),
    // Days gone by are no longer the owner's to edit (and the API refuses a past date): they are dropped here.
    specialHours: upcomingSpecialDays(fields.specialHours, indiaDay(new Date())),
    pricing: fields.pricing?.length ? fields.pricing : [defaultPriceRange()],
  };
}

/** The fields whose value differs from what was saved: an edit sends only these. */
function changedFields(draft: Draft, saved: Draft): Partial<Draft> {
  return Object.fromEntries(Object.entries(draft).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key as keyof Draft])));
}

/** The description's hint: the spec's 50-character minimum while it is shorter, else its length. */
function descriptionHint(html: string | undefined, t: Translate) {
  const length = plainTextLength(html);
  return descriptionProblem(html)
    ? // DESCRIPTION_TOO_SHORT_MESSAGE, with the count so far.
      t('Description must be at least 50 characters ({count} so far).', { count: length })
    : t('{count, plural, one {# character} other {# characters}}.', { count: length });
}

const issuesByPath = (issues: readonly { path: PropertyKey[]; message: string }[]) => Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));

/**
 * Field errors by dotted path, from the same schemas the API parses with: a
 * new listing must also have what creating one needs (spec 1 §5).
 */
function validate(draft: Partial<Draft>, isNew = false, registration = false): Record<string, string> {
  const required = isNew ? (AddBusinessRequestSchema.safeParse(registration ? { ...draft, registration: true } : draft).error?.issues ?? []) : [];
  return { ...issuesByPath(UpdateBusinessSchema.safeParse(draft).error?.issues ?? []), ...issuesByPath(required) };
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}

/** FieldWrapper with a generated id, handing the control the ids it should point at. */
function Field({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  return (
    <FieldWrapper id={id} label={label} error={error} hint={hint} required={required}>
      {children({ id, 'aria-describedby': describedBy(id, { hint, error }), 'aria-invalid': error ? true : undefined })}
    </FieldWrapper>
  );
}

/** Alternate emails or phones: Enter adds, duplicates are not added twice (spec 1 §5). */
function EntryList({
  label,
  values,
  onChange,
  add,
  mask,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  add: (list: readonly string[], value: string) => string[];
  mask?: (value: string) => string;
}) {
  const [text, setText] = useState('');
  const t = useT();
  const commit = () => {
    onChange(add(values, text));
    setText('');
  };
  return (
    <Field label={label} hint={t('Press Enter to add.')}>
      {(props) => (
        <>
          <input
            {...props}
            className="input"
            value={text}
            onChange={(event) => setText(mask ? mask(event.target.value) : event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              }
            }}
          />
          {values.length > 0 && (
            <ul className="chip-list entry-list">
              {values.map((value) => (
                <li key={value} className="chip">
                  {value}{' '}
                  <button type="button" className="chip__remove" onClick={() => onChange(values.filter((entry) => entry !== value))}>
                    ×<span className="visually-hidden"> {t('remove {value}', { value })}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}

export interface BusinessSetupFormProps {
  business?: BusinessResponse;
  /** 'business': saves become edit requests for an admin (spec 1 §4). */
  pageMode?: 'business';
  initialTab?: SetupTab;
  /** 'registration': the simple registration form (spec 1 §2, §5), its sections on one page with one submit. */
  variant?: 'registration';
}

/** The simple registration form's sections, in order (spec 1 §2 "Simple registration form"). */
const REGISTRATION_SECTIONS: readonly SetupTab[] = ['basic-info', 'contact', 'location', 'hours', 'features', 'images'];

/** The owner's 10-tab setup form (spec 1 §2 "Business setup form", §4, §5, §8). */
export function BusinessSetupForm({ business, pageMode, initialTab = 'basic-info', variant }: BusinessSetupFormProps) {
  const registration = variant === 'registration';
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const amenities = useAmenities();
  const [businessId, setBusinessId] = useState(business?._id);
  const [saved, setSaved] = useState(business);
  const [draft, setDraft] = useState<Draft>(() => fromBusiness(business));
  const [tab, setTab] = useState<SetupTab>(initialTab);
  const [submitting, setSubmitting] = useState(false);
  const [drafting, setDrafting] = useState(false);
  const [touched, setTouched] = useState(false);
  // Format errors show as the owner types; what a new listing still lacks, once they try to create it.
  const [triedToSave, setTriedToSave] = useState(false);
  const messageText = useMessageText();
  // The schemas' messages, in the page's language.
  const errors = useMemo(
    () => Object.fromEntries(Object.entries(touched ? validate(draft, !businessId && triedToSave, registration) : {}).map(([path, message]) => [path, messageText(message)])),
    [draft, touched, businessId, triedToSave, registration, messageText],
  );
  // The error panel lists what the last failed save found, until it is hidden or a save succeeds.
  const [panelErrors, setPanelErrors] = useState<FormError<string>[]>([]);
  // The hours start as a common week to edit; they count toward completion once saved or changed by the owner.
  const [hoursEdited, setHoursEdited] = useState(false);
  const hoursEntered = hoursEdited || Boolean(saved?.workingHours?.length);
  const stepper = setupStepper({ ...draft, logo: draft.logo ?? undefined, workingHours: hoursEntered ? draft.workingHours : undefined });
  const showStepper = pageMode !== 'business' && !registration;
  // Creating a listing on the tabbed form asks for its email, phone and street on Basic Info; the registration form has their sections.
  const creationFieldsOnBasics = !businessId && !registration;

  // A field to show after the next render (a failed save, or a line of the error panel).
  const focusRequest = useRef<FormError<string> | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (!focusRequest.current) window.scrollTo({ top: 0 });
  }, [tab]);
  useEffect(() => {
    const error = focusRequest.current;
    focusRequest.current = null;
    if (!error) return;
    const invalid = [...document.querySelectorAll<HTMLElement>('.setup__panel [aria-invalid="true"]')];
    const field = invalid.find((element) => document.getElementById(`${element.id}-error`)?.textContent === error.message) ?? invalid[0];
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [focusTick]);
  // The Location tab starts from the city chosen in Basic Info.
  useEffect(() => {
    if (tab === 'location') setDraft((current) => (current.address?.city || !current.cityName ? current : { ...current, address: { country: 'India', ...current.address, city: current.cityName } }));
  }, [tab]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setTouched(true);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const setNested = <K extends 'contact' | 'socialMedia' | 'address' | 'media'>(key: K, value: Partial<NonNullable<Draft[K]>>) => set(key, { ...(draft[key] ?? {}), ...value } as Draft[K]);

  /** Fills the description with a draft the API writes from the listing's own fields. */
  async function writeDraft() {
    if (!businessId) return;
    setDrafting(true);
    try {
      set('description', await generateContent(businessId, draft.cityName));
    } catch (error) {
      toast.show({ message: errorMessage(error), type: 'error' });
    } finally {
      setDrafting(false);
    }
  }

  /** Opens the tab of a field in error, then scrolls to and focuses the field (or the first one in error there). */
  function goToError(error: FormError<string>) {
    focusRequest.current = error;
    setTab(setupTabOf(error.target, !businessId) ?? tab);
    setFocusTick((tick) => tick + 1);
  }

  async function save() {
    setTouched(true);
    setTriedToSave(true);
    // A listing is created whole; later saves send (and check) only what changed.
    const outgoing = businessId ? changedFields(draft, fromBusiness(saved)) : draft;
    const problems = { ...validate(outgoing, !businessId, registration), ...(draft.cityName.trim() ? {} : { cityName: translate('Please select a city') }) };
    const found = Object.entries(problems)
      .map(([path, message]) => ({ key: path, label: setupFieldLabel(path, creationFieldsOnBasics, translate), message: localizeMessage(message), target: path }))
      // In the order of the tabs, so 'first' is the first a person meets.
      .sort((a, b) => setupTabs.indexOf(setupTabOf(a.target, !businessId) ?? tab) - setupTabs.indexOf(setupTabOf(b.target, !businessId) ?? tab));
    setPanelErrors(found);
    if (found.length && registration) toast.show({ message: translate('Please fix {count} validation error(s)', { count: found.length }), type: 'error' });
    if (found.length) return goToError(found[0]!);
    const payload = UpdateBusinessSchema.parse(outgoing);
    setSubmitting(true);
    try {
      if (!businessId) {
        const created = await addBusiness({ ...payload, name: draft.name, cityName: draft.cityName, ...(registration ? { registration: true } : {}) });
        if (!created._id) return toast.show({ message: translate('Failed to create business'), type: 'error' });
        setBusinessId(created._id);
        setSaved(created);
        if (user && !user.businessOwner) updateSessionUser({ ...user, businessOwner: true });
        await queryClient.invalidateQueries({ queryKey: ['businesses', 'owner'] });
        toast.show({ message: translate('Business created successfully!') });
        void navigate(paths.dashboard.business.getHref({ businessId: created._id, city: created.cityName }), { replace: true });
      } else if (pageMode === 'business') {
        const requestedFields = Object.fromEntries(Object.entries(payload).filter(([key]) => editableFields.has(key)));
        if (!Object.keys(requestedFields).length) return toast.show({ message: translate('Please change at least one field'), type: 'warning' });
        await submitEditRequest({ businessId, cityName: saved?.cityName ?? draft.cityName, requestedFields });
        toast.show({ message: translate('Request Sent Successfully') });
      } else {
        const updated = await updateBusiness({
          businessId,
          changes: { ...payload, ...(payload.media && !payload.media.headerImage ? { deleteHeader: 'yes' as const } : {}), ...('logo' in payload && draft.logo === null ? { logoRemoved: true } : {}) },
        });
        setSaved(updated);
        await queryClient.invalidateQueries({ queryKey: getBusinessForEditQueryOptions(businessId).queryKey });
        toast.show({ message: tab === 'basic-info' ? translate('Business updated successfully') : translate('Changes saved successfully') });
      }
      const next = nextSetupTab(tab);
      if (next) setTab(next);
    } catch (error) {
      toast.show({ message: errorMessage(error), type: 'error' });
    } finally {
      setSubmitting(false);
    }
  }

  const contact = draft.contact ?? {};
  const address = draft.address ?? { country: 'India' as const };
  const social = draft.socialMedia ?? {};
  const media = draft.media ?? {};
  const text = (
    key: 'name' | 'website' | 'gstn' | 'adhaar' | 'pan' | 'iec' | 'tax' | 'natureOfBusiness' | 'gstRegistration' | 'annualTurnOver' | 'seoTitle' | 'seoDescription',
    label: string,
    options: { required?: boolean; type?: string; hint?: ReactNode } = {},
  ) => (
    <Field label={label} error={errors[key]} required={options.required} hint={options.hint}>
      {(props) => <input {...props} className="input" type={options.type ?? 'text'} value={draft[key] ?? ''} onChange={(event) => set(key, event.target.value)} />}
    </Field>
  );

  const panels: Record<SetupTab, ReactNode> = {
    'basic-info': (
      <>
        {text('name', t('Business name'), { required: true })}
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
              {(props) => (
                <input {...props} className="input" type="email" autoComplete="email" value={contact.email ?? ''} onChange={(event) => setNested('contact', { email: event.target.value })} />
              )}
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
        {text('website', t('Website'), { type: 'url', hint: 'https://…' })}
        <div className="form__row">
          <UploadField kind="logo" label={t('Logo')} value={draft.logo ?? undefined} onChange={(key) => set('logo', key)} />
          <UploadField kind="cover" label={t('Cover image')} value={media.headerImage ?? undefined} shape="wide" onChange={(key) => setNested('media', { headerImage: key })} />
        </div>
      </>
    ),
    contact: (
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
    ),
    social: (
      <>
        {(['facebook', 'instagram', 'twitter', 'youtube'] as const).map((network) => (
          <Field key={network} label={{ facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter', youtube: 'Youtube' }[network]} error={errors[`socialMedia.${network}`]}>
            {(props) => <input {...props} className="input" type="url" value={social[network] ?? ''} onChange={(event) => setNested('socialMedia', { [network]: event.target.value })} />}
          </Field>
        ))}
      </>
    ),
    location: (
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
    ),
    hours: (
      <>
        <HoursEditor
          hours={draft.workingHours ?? []}
          onChange={(hours) => {
            setHoursEdited(true);
            set('workingHours', hours);
          }}
        />
        {/* In page mode 'business' the special days and closure go to an admin as an edit request, like the weekly hours. */}
        <SpecialHoursEditor
          value={{ specialHours: draft.specialHours ?? [], temporaryClosure: draft.temporaryClosure ?? null }}
          errors={errors}
          onChange={(change) => {
            setTouched(true);
            setDraft((current) => ({ ...current, ...change }));
          }}
        />
      </>
    ),
    categories: (
      <>
        <h3 className="setup__subheading">{t('Add Business Categories')}</h3>
        <CategoryPicker
          value={{ categories: draft.categories ?? [], subCategoryId: draft.subCategoryId ?? [], subsubCategoryId: draft.subsubCategoryId ?? [] }}
          onChange={(picked) => {
            setTouched(true);
            setDraft((current) => ({ ...current, ...picked }));
          }}
        />
      </>
    ),
    features: (
      <>
        <fieldset className="choice-list">
          <legend className="field__label">{t('Amenities')}</legend>
          {(amenities.data ?? []).map((amenity) => {
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
    ),
    pricing: (
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
          {text('gstn', t('GSTIN'))}
          {text('pan', t('PAN'))}
        </div>
        <div className="form__row">
          {text('adhaar', t('Aadhaar'))}
          {text('iec', t('IEC'))}
        </div>
        <div className="form__row">
          {text('tax', t('Tax'))}
          {text('natureOfBusiness', t('Nature of business'))}
        </div>
        <div className="form__row">
          {text('gstRegistration', t('GST registration date'), { type: 'date' })}
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
    ),
    images: (
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
    ),
    seo: (
      <>
        {text('seoTitle', t('SEO title'), {
          hint: t('{count, plural, one {# character} other {# characters}} (aim for 50-60): {advice, select, short {short} good {good} other {long}}', {
            count: (draft.seoTitle ?? '').length,
            advice: seoTitleAdvice(draft.seoTitle ?? ''),
          }),
        })}
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
    ),
  };

  const disabled = submitting || !draft.name.trim() || !draft.cityName.trim();
  return (
    <div className="setup">
      {pageMode === 'business' && (
        <p className="alert alert--info setup__mode-note">
          {t(
            'Your changes go to the Sbiz team for approval. Requests can change the name, description, website, year established, contact details, social links, address, working hours, payment methods and SEO text.',
          )}
        </p>
      )}
      {showStepper && (
        <section className="stepper card" aria-label={t('Setup progress')}>
          <p className="stepper__percent">
            <Trans id="<0>{percent}%</0> complete" values={{ percent: stepper.percent }} components={{ 0: <strong /> }} />
          </p>
          <div className="progress" role="progressbar" aria-label={t('Profile completion')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={stepper.percent}>
            <span className="progress__bar" style={{ width: `${stepper.percent}%` }} />
          </div>
        </section>
      )}
      {!registration && (
        <nav className="setup__tabs" aria-label={t('Setup sections')}>
          {setupTabs.map((name) => {
            const step = stepper.steps.find((entry) => entry.tab === name);
            return (
              <button key={name} type="button" className={cn('setup__tab', tab === name && 'setup__tab--active')} aria-current={tab === name ? 'step' : undefined} onClick={() => setTab(name)}>
                <span>{t(setupTabLabels[name])}</span>
                {showStepper && step && (
                  <span className={cn('setup__tab-state', step.status === 'Completed' ? 'setup__tab-state--done' : step.isCurrent && 'setup__tab-state--current')}>
                    {step.status === 'Completed' ? t('Completed') : t('Pending')}
                  </span>
                )}
              </button>
            );
          })}
        </nav>
      )}
      <FormErrorPanel errors={panelErrors} onGoTo={goToError} onHide={() => setPanelErrors([])} />
      <form
        className="form card setup__panel"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        aria-label={registration ? t('Register your business') : t(setupTabLabels[tab])}
      >
        {registration ? (
          REGISTRATION_SECTIONS.map((name) => (
            <section key={name} className="setup__section" aria-labelledby={`register-${name}`}>
              <h2 className="card__title" id={`register-${name}`}>
                {t(setupTabLabels[name])}
              </h2>
              {panels[name]}
            </section>
          ))
        ) : (
          <>
            <h2 className="card__title">{t(setupTabLabels[tab])}</h2>
            {panels[tab]}
          </>
        )}
        <div className="button-row setup__actions">
          <Button type="submit" isLoading={submitting} disabled={disabled}>
            {businessId ? (pageMode === 'business' ? t('Send for approval') : t('Update')) : t('Create')}
          </Button>
          {!registration && nextSetupTab(tab) && (
            <Button variant="outline" onClick={() => setTab(nextSetupTab(tab)!)}>
              {t('Next')}
            </Button>
          )}
          {saved && (
            <ButtonLink variant="ghost" to={paths.business.profile.getHref({ city: saved.cityName, slug: saved.slug })} target="_blank" rel="noopener">
              {t('Preview')}
            </ButtonLink>
          )}
        </div>
      </form>
    </div>
  );
}

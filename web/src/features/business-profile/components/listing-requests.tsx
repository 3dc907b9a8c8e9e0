import { useState } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod';
import { formatIndianPhone, phoneInputMask } from '@shared/business/format';
import { boundedText, httpUrl } from '@shared/schemas/common';
import { BUSINESS_NAME_REQUIRED } from '@shared/schemas/business';
import { removalReasonLabels, removalReasons, type RemovalReason } from '@shared/business/enums';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { apiRoute } from '../../../lib/api-route';
import { FieldWrapper, Form, FormAlert, InputField } from '../../../components/ui/form';
import { PhoneInput } from '../../../components/ui/phone-input';
import { HoursEditor } from '../../../components/hours-editor';
import { SpecialHoursEditor, type SpecialHoursValue } from '../../../components/special-hours-editor';
import { upcomingSpecialDays, type SpecialDay, type TemporaryClosure } from '@shared/business/special-hours';
import { specialHoursSchema, temporaryClosureSchema } from '@shared/schemas/business-fields';
import { indiaDay } from '@shared/time/india';
import { useMessageText } from '../../../lib/message-text';
import { useMainCategories } from '../../../api/get-categories';
import { defaultWorkingHours, validateWorkingHours, type WorkingHours } from '@shared/business/working-hours';
import { msg, useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';

interface ListingRequestProps {
  open: boolean;
  onClose: () => void;
  businessId: string;
  cityName: string;
  profileUrl: string;
}

/**
 * Request removal (spec 1 §2): reasons as checkboxes; duplicateOf shows only
 * when duplicate is ticked and urlOfListing only when moved is, both
 * defaulting to this listing's own URL. Nothing is required (spec 1 §5).
 */
export function RemovalRequestDialog({ open, onClose, businessId, cityName, profileUrl }: ListingRequestProps) {
  const t = useT();
  const toast = useToast();
  const [reasons, setReasons] = useState<RemovalReason[]>([]);
  const [duplicateOf, setDuplicateOf] = useState(profileUrl);
  const [urlOfListing, setUrlOfListing] = useState(profileUrl);
  const [additionalInfo, setAdditionalInfo] = useState('');
  const [sending, setSending] = useState(false);
  const toggle = (reason: RemovalReason) => setReasons((current) => (current.includes(reason) ? current.filter((r) => r !== reason) : [...current, reason]));

  async function submit() {
    setSending(true);
    try {
      await apiRoute('POST /duplicate/add', {
        body: {
          reasons: reasons.map((reason) => reason.toUpperCase()),
          additionalInfo,
          duplicateOf: reasons.includes('duplicate') ? duplicateOf : undefined,
          urlOfListing: reasons.includes('moved') ? urlOfListing : undefined,
          businessId,
          cityName,
        },
      });
      toast.show({ message: t('Submitted successfully!') });
      onClose();
    } catch (error) {
      toast.show({ message: errorMessage(error), type: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('Request removal')}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="choice-list">
          <legend className="field__label">{t('Why should this listing be removed? *')}</legend>
          {removalReasons.map((reason) => (
            <label key={reason} className="choice">
              <input type="checkbox" checked={reasons.includes(reason)} onChange={() => toggle(reason)} /> {t(removalReasonLabels[reason])}
            </label>
          ))}
        </fieldset>
        {reasons.includes('duplicate') && (
          <div className="field">
            <label className="field__label" htmlFor="duplicate-of">
              {t('Duplicate of')}
            </label>
            <input id="duplicate-of" className="input" value={duplicateOf} onChange={(event) => setDuplicateOf(event.target.value)} />
          </div>
        )}
        {reasons.includes('moved') && (
          <div className="field">
            <label className="field__label" htmlFor="url-of-listing">
              {t('URL of the new listing')}
            </label>
            <input id="url-of-listing" className="input" value={urlOfListing} onChange={(event) => setUrlOfListing(event.target.value)} />
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor="removal-info">
            {t('Additional information')}
          </label>
          <textarea id="removal-info" className="input textarea" rows={3} value={additionalInfo} onChange={(event) => setAdditionalInfo(event.target.value)} />
        </div>
        <Button type="submit" isLoading={sending}>
          {t('Submit')}
        </Button>
      </form>
    </Dialog>
  );
}

/** What the Suggest-an-edit form edits, as the listing shows it now. */
export interface SuggestEditCurrent {
  name: string;
  phone?: string;
  alternatePhones?: string[];
  website?: string;
  address?: { street?: string; suite?: string; city?: string; state?: string; zipCode?: string };
  permanentlyClosed?: boolean;
  categories?: Array<{ _id: string; title?: string }>;
  workingHours?: WorkingHours;
  specialHours?: SpecialDay[];
  temporaryClosure?: TemporaryClosure | null;
}

interface SuggestEditProps extends Omit<ListingRequestProps, 'profileUrl'> {
  current: SuggestEditCurrent;
}

const WEBSITE_INVALID: string = msg('Please enter a full web address, like https://example.in');
const tenDigits = z.union([z.literal(''), z.string().regex(/^\d{5} \d{5}$/, msg('Please enter a 10-digit phone number'))]);
const SuggestEditFormSchema = z.object({
  name: z.string().trim().min(1, BUSINESS_NAME_REQUIRED).max(120, msg('Please keep the name under 120 characters')),
  phone: tenDigits,
  alternatePhone: tenDigits,
  website: z.union([z.literal(''), httpUrl(WEBSITE_INVALID)]),
  street: boundedText(200),
  suite: boundedText(200),
  city: boundedText(100),
  state: boundedText(100),
  zipCode: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\d{6}$/, msg('Please enter a valid 6-digit PIN code')),
  ]),
  permanentlyClosed: z.boolean(),
  category: z.string().max(64),
  removeWebsite: z.boolean(),
  removeSuite: z.boolean(),
  removeAlternatePhones: z.boolean(),
});
type SuggestEditValues = z.infer<typeof SuggestEditFormSchema>;

/** The request body for what the form says: the server keeps only what differs from the listing. */
export function suggestedChanges(values: SuggestEditValues, current: SuggestEditCurrent, extra: { hours?: WorkingHours; special?: SpecialHoursValue; categoryTitle?: string } = {}) {
  const removedFields = [
    ...(values.removeWebsite && current.website ? ['website' as const] : []),
    ...(values.removeSuite && current.address?.suite ? ['address.suite' as const] : []),
    ...(values.removeAlternatePhones && current.alternatePhones?.length ? ['contact.alternatePhones' as const] : []),
  ];
  const requestedFields = {
    name: values.name,
    ...(values.removeWebsite ? {} : { website: values.website }),
    contact: { phone: values.phone, ...(values.alternatePhone && !values.removeAlternatePhones ? { alternatePhones: [...new Set([...(current.alternatePhones ?? []), values.alternatePhone])] } : {}) },
    address: { street: values.street, ...(values.removeSuite ? {} : { suite: values.suite }), city: values.city, state: values.state, zipCode: values.zipCode },
    ...(values.permanentlyClosed !== Boolean(current.permanentlyClosed) ? { permanentlyClosed: values.permanentlyClosed } : {}),
    ...(values.category && values.category !== current.categories?.[0]?._id ? { categories: [{ _id: values.category, title: extra.categoryTitle }] } : {}),
    ...(extra.hours ? { workingHours: extra.hours } : {}),
    // The whole list, as the setup form sends it; a null closure asks to lift the listing's.
    ...(extra.special ? { specialHours: extra.special.specialHours, temporaryClosure: extra.special.temporaryClosure } : {}),
  };
  return { requestedFields, removedFields };
}

/** The special days and closure the listing shows, to start the editor from: the days still ahead. */
const specialHoursOf = (current: SuggestEditCurrent): SpecialHoursValue => ({
  specialHours: upcomingSpecialDays(current.specialHours, indiaDay(Date.now())),
  temporaryClosure: current.temporaryClosure ? { ...current.temporaryClosure, note: current.temporaryClosure.note ?? '' } : null,
});

/** The editor's errors by dotted path ('specialHours.0.date'), by the schemas the API parses with. */
function specialHoursErrors(value: SpecialHoursValue): Record<string, string> {
  const errors: Record<string, string> = {};
  const checks = [
    ['specialHours', specialHoursSchema.safeParse(value.specialHours)],
    ['temporaryClosure', value.temporaryClosure ? temporaryClosureSchema.safeParse(value.temporaryClosure) : undefined],
  ] as const;
  for (const [field, result] of checks) {
    for (const issue of result?.error?.issues ?? []) errors[[field, ...issue.path].join('.')] ??= issue.message;
  }
  return errors;
}

/**
 * Suggest an edit: what visitors actually correct (name, phones, website,
 * address with PIN, hours, category, 'permanently closed'), each error at its
 * field. Blank means unchanged; clearing is an explicit "remove" tick.
 */
export function SuggestEditDialog({ open, onClose, businessId, cityName, current }: SuggestEditProps) {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const [serverError, setServerError] = useState<string>();
  const mains = useMainCategories();
  // Hours are suggested only when the visitor says they are wrong; then the editor starts from the listing's.
  const [hours, setHours] = useState<WorkingHours | null>(null);
  const hoursProblems = hours ? validateWorkingHours(hours) : [];
  // Likewise the special days and closure, when the visitor says they are wrong.
  const [special, setSpecial] = useState<SpecialHoursValue | null>(null);
  const messageText = useMessageText();
  const specialErrors = Object.fromEntries(Object.entries(special ? specialHoursErrors(special) : {}).map(([path, message]) => [path, messageText(message)]));
  const defaults: SuggestEditValues = {
    name: current.name,
    phone: current.phone ? phoneInputMask(current.phone) : '',
    alternatePhone: '',
    website: current.website ?? '',
    street: current.address?.street ?? '',
    suite: current.address?.suite ?? '',
    city: current.address?.city ?? '',
    state: current.address?.state ?? '',
    zipCode: current.address?.zipCode ?? '',
    permanentlyClosed: Boolean(current.permanentlyClosed),
    category: current.categories?.[0]?._id ?? '',
    removeWebsite: false,
    removeSuite: false,
    removeAlternatePhones: false,
  };

  async function submit(values: SuggestEditValues) {
    setServerError(undefined);
    if (hoursProblems.length) return setServerError(t('Please fix the opening hours first'));
    if (Object.keys(specialErrors).length) return setServerError(t('Please fix the special days first'));
    // The request stores the category's English title; the taxonomy adds its Hindi one.
    const englishTitle = mains.data?.find((category) => category._id === values.category)?.title;
    try {
      await apiRoute('POST /businesses/submitEditRequest', {
        body: { businessId, cityName, ...suggestedChanges(values, current, { hours: hours ?? undefined, special: special ?? undefined, categoryTitle: englishTitle }) },
      });
      toast.show({ message: t('Thanks! Your suggestion was sent for review') });
      onClose();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('Suggest an edit')}>
      <Form schema={SuggestEditFormSchema} onSubmit={submit} options={{ defaultValues: defaults }}>
        {({ register, control, formState }) => (
          <>
            <FormAlert message={serverError} />
            <InputField label={t('Business name')} registration={register('name')} error={formState.errors.name} required />
            <Controller
              control={control}
              name="phone"
              render={({ field, fieldState }) => (
                <FieldWrapper id="suggest-phone" label={t('Phone')} hint={t('+91, 10 digits')} error={fieldState.error}>
                  <PhoneInput id="suggest-phone" value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} aria-invalid={fieldState.error ? true : undefined} />
                </FieldWrapper>
              )}
            />
            <Controller
              control={control}
              name="alternatePhone"
              render={({ field, fieldState }) => (
                <FieldWrapper id="suggest-alternate-phone" label={t('Add another phone')} error={fieldState.error}>
                  <PhoneInput id="suggest-alternate-phone" value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} aria-invalid={fieldState.error ? true : undefined} />
                </FieldWrapper>
              )}
            />
            {Boolean(current.alternatePhones?.length) && (
              <label className="choice">
                <input type="checkbox" {...register('removeAlternatePhones')} /> {t('Remove the other numbers ({numbers})', { numbers: current.alternatePhones!.map(formatIndianPhone).join(', ') })}
              </label>
            )}
            <InputField label={t('Website')} type="url" registration={register('website')} error={formState.errors.website} />
            {current.website && (
              <label className="choice">
                <input type="checkbox" {...register('removeWebsite')} /> {t('Remove the website')}
              </label>
            )}
            <fieldset className="form__group">
              <legend className="field__label">{t('Address')}</legend>
              <InputField label={t('Street')} registration={register('street')} error={formState.errors.street} />
              <InputField label={t('Building, floor or shop no.')} registration={register('suite')} error={formState.errors.suite} />
              {current.address?.suite && (
                <label className="choice">
                  <input type="checkbox" {...register('removeSuite')} /> {t('Remove the building, floor or shop no.')}
                </label>
              )}
              <div className="form__row">
                <InputField label={t('City')} registration={register('city')} error={formState.errors.city} />
                <InputField label={t('State')} registration={register('state')} error={formState.errors.state} />
              </div>
              <InputField label={t('PIN code')} inputMode="numeric" maxLength={6} registration={register('zipCode')} error={formState.errors.zipCode} />
            </fieldset>
            <div className="field">
              <label className="field__label" htmlFor="suggest-category">
                {t('Category')}
              </label>
              <select id="suggest-category" className="input" {...register('category')}>
                <option value="">{mains.isPending ? t('Loading categories…') : t('Select a category')}</option>
                {(mains.data ?? []).map((category) => (
                  <option key={category._id} value={category._id}>
                    {categoryTitle(category, locale)}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="form__group">
              <legend className="field__label">{t('Opening hours')}</legend>
              <label className="choice">
                <input
                  type="checkbox"
                  checked={hours !== null}
                  onChange={(event) => setHours(event.target.checked ? (current.workingHours?.length ? current.workingHours : defaultWorkingHours()) : null)}
                />{' '}
                {t('The opening hours are wrong')}
              </label>
              {hours && <HoursEditor hours={hours} onChange={setHours} />}
            </fieldset>
            <fieldset className="form__group">
              <legend className="field__label">{t('Special days and temporary closure')}</legend>
              <label className="choice">
                <input type="checkbox" checked={special !== null} onChange={(event) => setSpecial(event.target.checked ? specialHoursOf(current) : null)} /> {t('The special days are wrong')}
              </label>
              {special && <SpecialHoursEditor value={special} errors={specialErrors} onChange={(change) => setSpecial((value) => (value ? { ...value, ...change } : value))} />}
            </fieldset>
            <label className="choice">
              <input type="checkbox" {...register('permanentlyClosed')} /> {t('This business is permanently closed')}
            </label>
            <Button type="submit" isLoading={formState.isSubmitting}>
              {t('Send suggestion')}
            </Button>
          </>
        )}
      </Form>
    </Dialog>
  );
}

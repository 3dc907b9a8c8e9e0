import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { setupStepper, nextSetupTab } from '@shared/business/completion';
import { FormErrorPanel, type FormError } from '../../../components/ui/form-error-panel';
import { FormElement } from '../../../components/ui/form';
import { setupFieldLabel, setupTabOf } from '../setup-errors';
import { errorsByPath, fromBusiness, outgoingOf, setupResolver, type Draft, type SetupChecks } from '../setup-state';
import { setupTabLabels, setupTabs, type SetupTab } from '@shared/business/enums';
import { EditableFieldsSchema, UpdateBusinessSchema, type BusinessResponse } from '@shared/schemas/business';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { updateSessionUser } from '../../../lib/session';
import { cn } from '../../../utils/cn';
import { addBusiness } from '../../../api/add-business';
import { Trans, translate, useT } from '../../../i18n';
import { localizeMessage } from '../../../lib/message-text';
import { generateContent, getBusinessForEditQueryOptions, submitEditRequest, updateBusiness, useAmenities } from '../api/business-setup-api';
import { BasicInfoTab, CategoriesTab, ContactTab, FeaturesTab, HoursTab, ImagesTab, LocationTab, PricingTab, SeoTab, SocialTab } from './setup-tabs';

/** What an edit request may change (page mode 'business'); other changes are saved by the owner directly. */
const editableFields = new Set(Object.keys(EditableFieldsSchema.shape));

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
  // What the form's resolver checks against, read when it runs (a save's try counts before its check).
  const checks = useRef<SetupChecks>({ saved: business, registration, triedToSave: false });
  const [initialDraft] = useState(() => fromBusiness(business));
  // The one state of all ten tabs; each tab reads and changes it with useSetupDraft.
  const form = useForm<Draft>({ defaultValues: initialDraft, resolver: setupResolver(checks) });
  const draft = useWatch({ control: form.control }) as Draft;
  const [tab, setTab] = useState<SetupTab>(initialTab);
  const [submitting, setSubmitting] = useState(false);
  const [drafting, setDrafting] = useState(false);
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
    if (tab !== 'location') return;
    const { address, cityName } = form.getValues();
    if (!address?.city && cityName) form.setValue('address', { country: 'India', ...address, city: cityName });
  }, [tab, form]);

  function keepSaved(business: BusinessResponse) {
    setSaved(business);
    checks.current.saved = business;
  }

  /** Fills the description with a draft the API writes from the listing's own fields. */
  async function writeDraft() {
    if (!businessId) return;
    setDrafting(true);
    try {
      form.setValue('description', await generateContent(businessId, form.getValues('cityName')));
      void form.trigger();
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

  /** A refused save: the panel lists the problems in the order of the tabs, and the first one's field takes focus. */
  async function refused(errors: FieldErrors<Draft>) {
    const found = Object.entries(errorsByPath(errors))
      .map(([path, message]) => ({ key: path, label: setupFieldLabel(path, creationFieldsOnBasics, translate), message: localizeMessage(message), target: path }))
      // In the order of the tabs, so 'first' is the first a person meets.
      .sort((a, b) => setupTabs.indexOf(setupTabOf(a.target, !businessId) ?? tab) - setupTabs.indexOf(setupTabOf(b.target, !businessId) ?? tab));
    setPanelErrors(found);
    if (!found.length) return;
    if (registration) toast.show({ message: translate('Please fix {count} validation error(s)', { count: found.length }), type: 'error' });
    // The check again, so the fields show their messages before the first of them is looked for and focused.
    await form.trigger();
    goToError(found[0]!);
  }

  /** A save the resolver passed: creates the listing, or sends what changed (directly, or as an edit request). */
  async function save(values: Draft) {
    setPanelErrors([]);
    const payload = UpdateBusinessSchema.parse(outgoingOf(values, saved));
    setSubmitting(true);
    try {
      if (!businessId) {
        const created = await addBusiness({ ...payload, name: values.name, cityName: values.cityName, ...(registration ? { registration: true } : {}) });
        if (!created._id) return toast.show({ message: translate('Failed to create business'), type: 'error' });
        setBusinessId(created._id);
        keepSaved(created);
        if (user && !user.businessOwner) updateSessionUser({ ...user, businessOwner: true });
        await queryClient.invalidateQueries({ queryKey: ['businesses', 'owner'] });
        toast.show({ message: translate('Business created successfully!') });
        void navigate(paths.dashboard.business.getHref({ businessId: created._id, city: created.cityName }), { replace: true });
      } else if (pageMode === 'business') {
        const requestedFields = Object.fromEntries(Object.entries(payload).filter(([key]) => editableFields.has(key)));
        if (!Object.keys(requestedFields).length) return toast.show({ message: translate('Please change at least one field'), type: 'warning' });
        await submitEditRequest({ businessId, cityName: saved?.cityName ?? values.cityName, requestedFields });
        toast.show({ message: translate('Request Sent Successfully') });
      } else {
        const updated = await updateBusiness({
          businessId,
          changes: {
            ...payload,
            ...(payload.media && !payload.media.headerImage ? { deleteHeader: 'yes' as const } : {}),
            ...('logo' in payload && values.logo === null ? { logoRemoved: true } : {}),
          },
        });
        keepSaved(updated);
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

  const panels: Record<SetupTab, ReactNode> = {
    'basic-info': <BasicInfoTab registration={registration} businessId={businessId} drafting={drafting} writeDraft={writeDraft} creationFieldsOnBasics={creationFieldsOnBasics} />,
    contact: <ContactTab registration={registration} />,
    social: <SocialTab />,
    location: <LocationTab registration={registration} />,
    hours: <HoursTab onHoursEdited={() => setHoursEdited(true)} />,
    categories: <CategoriesTab />,
    features: <FeaturesTab amenities={amenities.data ?? []} />,
    pricing: <PricingTab />,
    images: <ImagesTab />,
    seo: <SeoTab />,
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
      <FormElement
        methods={form}
        className="card setup__panel"
        onSubmitCapture={() => {
          checks.current.triedToSave = true;
        }}
        onSubmit={save}
        onInvalid={refused}
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
      </FormElement>
    </div>
  );
}

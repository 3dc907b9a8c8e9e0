import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import { setupStepper, nextSetupTab } from '@shared/business/completion';
import { FormErrorPanel, type FormError } from '../../../components/ui/form-error-panel';
import { setupFieldLabel, setupTabOf } from '../setup-errors';
import { setupTabLabels, setupTabs, type SetupTab } from '@shared/business/enums';
import { defaultPriceRange } from '@shared/business/format';
import { defaultWorkingHours } from '@shared/business/working-hours';
import { upcomingSpecialDays } from '@shared/business/special-hours';
import { indiaDay } from '@shared/time/india';
import { AddBusinessRequestSchema, EditableFieldsSchema, UpdateBusinessSchema, type BusinessResponse } from '@shared/schemas/business';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { updateSessionUser } from '../../../lib/session';
import { cn } from '../../../utils/cn';
import { addBusiness } from '../../../api/add-business';
import { Trans, translate, useT } from '../../../i18n';
import { localizeMessage, useMessageText } from '../../../lib/message-text';
import { generateContent, getBusinessForEditQueryOptions, submitEditRequest, updateBusiness, useAmenities } from '../api/business-setup-api';
import { type Draft } from './setup-fields';
import { BasicInfoTab, CategoriesTab, ContactTab, FeaturesTab, HoursTab, ImagesTab, LocationTab, PricingTab, SeoTab, SocialTab } from './setup-tabs';

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

const issuesByPath = (issues: readonly { path: PropertyKey[]; message: string }[]) => Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));

/**
 * Field errors by dotted path, from the same schemas the API parses with: a
 * new listing must also have what creating one needs (spec 1 §5).
 */
function validate(draft: Partial<Draft>, isNew = false, registration = false): Record<string, string> {
  const required = isNew ? (AddBusinessRequestSchema.safeParse(registration ? { ...draft, registration: true } : draft).error?.issues ?? []) : [];
  return { ...issuesByPath(UpdateBusinessSchema.safeParse(draft).error?.issues ?? []), ...issuesByPath(required) };
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
  const patch = (change: Partial<Draft>) => {
    setTouched(true);
    setDraft((current) => ({ ...current, ...change }));
  };

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

  const tabProps = { draft, errors, set, setNested, patch, registration };
  const panels: Record<SetupTab, ReactNode> = {
    'basic-info': <BasicInfoTab {...tabProps} businessId={businessId} drafting={drafting} writeDraft={writeDraft} creationFieldsOnBasics={creationFieldsOnBasics} />,
    contact: <ContactTab {...tabProps} />,
    social: <SocialTab {...tabProps} />,
    location: <LocationTab {...tabProps} />,
    hours: <HoursTab {...tabProps} onHoursEdited={() => setHoursEdited(true)} />,
    categories: <CategoriesTab {...tabProps} />,
    features: <FeaturesTab {...tabProps} amenities={amenities.data ?? []} />,
    pricing: <PricingTab {...tabProps} />,
    images: <ImagesTab {...tabProps} />,
    seo: <SeoTab {...tabProps} />,
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

import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from '../../../../lib/router';
import { Button } from '../../../../components/ui/button';
import { AlertCircleIcon, CheckCircleIcon } from '../../../../components/ui/icons';
import { useToast } from '../../../../components/ui/toast';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session-context';
import { cn } from '../../../../utils/cn';
import { useSaveEvent } from '../../api/save-event';
import { useOrganizerBusinesses } from '../../api/user-businesses';
import { type EventFormValues, toSaveBody } from './form-values';
import { ScheduleEditor } from './schedule-editor';
import { BasicTab, DateTimeTab, LocationTab, MediaTab, SettingsTab, TicketsTab } from './tabs';
import { FormErrorPanel } from '../../../../components/ui/form-error-panel';
import { FormElement } from '../../../../components/ui/form';
import { msg, useT } from '../../../../i18n';
import { ShownTabsContext } from './field';
import { eventFormProblems, eventFormResolver, problemsOf, toFieldErrors, type EventFormChecks } from './form-state';
import { tabLabels, visibleTabs, type FormError, type FormTab } from './validation';

export type EventFormMode = 'create' | 'edit' | 'duplicate';

/** The submit toast lists at most this many messages. */
const TOAST_SHOWN = 3;

const submitLabels: Record<EventFormMode, [string, string]> = {
  create: [msg('Create Event'), msg('Creating Event...')],
  edit: [msg('Update Event'), msg('Updating Event...')],
  duplicate: [msg('Duplicate Event'), msg('Duplicating Event...')],
};
const savingToasts: Record<EventFormMode, string> = { create: msg('Creating event...'), edit: msg('Updating event...'), duplicate: msg('Creating event...') };
const successToasts: Record<EventFormMode, string> = { create: msg('Event created successfully!'), edit: msg('Event updated successfully!'), duplicate: msg('Event duplicated successfully!') };
const failureToasts: Record<EventFormMode, string> = { create: msg('Failed to create event'), edit: msg('Failed to update event'), duplicate: msg('Failed to duplicate event') };

function focusField(id: string) {
  // The tab renders first; then the control can take focus.
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    element?.focus();
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/**
 * The event wizard (spec 3 §2.3 reading B): basic, tickets, date and time,
 * the recurring schedule (recurring events only), location, media and
 * settings, moved with Previous and Next. Next is refused while the tab has
 * errors; each tab shows an error mark or a check; the shared form error
 * panel lists the problems, 5 first, with 'Show All Errors'. The values are
 * one react-hook-form state that every tab reads and changes (useEventForm),
 * checked by a resolver of the form's rules and the API's schema.
 */
export function EventForm({ mode, initial, sourceId, ownerId }: { mode: EventFormMode; initial: EventFormValues; sourceId?: string; ownerId?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useSession();
  const save = useSaveEvent();
  const organizers = useOrganizerBusinesses(ownerId ?? user?._id);
  // The loaded start stays valid in edit mode even when it is past (an event that has begun may be corrected).
  const unchangedStart = mode === 'edit' ? (initial.eventType === 'single' ? initial.startDate : initial.recurringStartDate) : undefined;
  // What the resolver checks against, read when it runs.
  const checks = useRef<EventFormChecks>({ unchangedStart, t });
  useEffect(() => {
    checks.current.t = t;
  }, [t]);
  // The first check is made before the first render (the server's too), so the tabs' marks and Next are right from the start.
  const [initialErrors] = useState(() => toFieldErrors(eventFormProblems(initial, { unchangedStart, t })));
  const form = useForm<EventFormValues>({ defaultValues: initial, errors: initialErrors, resolver: eventFormResolver(checks), reValidateMode: 'onSubmit', shouldFocusError: false });
  const values = useWatch({ control: form.control }) as EventFormValues;
  const [tab, setTab] = useState<FormTab>('basic');
  const [visited, setVisited] = useState<Set<FormTab>>(() => new Set(mode === 'create' ? ['basic'] : visibleTabs(initial)));
  const [showErrors, setShowErrors] = useState<Set<FormTab>>(new Set());
  // Hide Errors closes the panel until the next check finds errors again.
  const [panelHidden, setPanelHidden] = useState(false);
  const [blocked, setBlocked] = useState<string>();

  const tabs = visibleTabs(values);
  const errors = problemsOf(form.formState.errors, values);
  const errorsOf = (name: FormTab) => errors.filter((error) => error.tab === name);
  const shownErrors = errors.filter((error) => showErrors.has(error.tab));
  const index = tabs.indexOf(tab);
  const onLastTab = index === tabs.length - 1;
  const [label, busyLabel] = submitLabels[mode];

  function go(next: FormTab) {
    setTab(next);
    setBlocked(undefined);
    setVisited((current) => new Set([...current, next]));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  function jump(error: FormError) {
    setShowErrors((current) => new Set([...current, error.tab]));
    go(error.tab);
    focusField(error.field);
  }

  function next() {
    const problems = errorsOf(tab);
    if (problems.length) {
      setPanelHidden(false);
      setShowErrors((current) => new Set([...current, tab]));
      setBlocked(t('Please fix the errors in this section before proceeding'));
      toast.show({ message: t('Please fix the errors in this section before proceeding'), type: 'error' });
      focusField(problems[0]!.field);
      return;
    }
    const following = tabs[index + 1];
    if (following) go(following);
  }

  /**
   * A refused save: every tab's messages show, a toast lists the first few,
   * and the first problem takes focus. Enter in a field submits the <form>
   * too: only the save button, on the last tab, counts (Enter saved nothing
   * before).
   */
  function refused(fieldErrors: FieldErrors<EventFormValues>) {
    if (!onLastTab) return;
    const problems = problemsOf(fieldErrors, form.getValues());
    if (!problems.length) return;
    setPanelHidden(false);
    setShowErrors(new Set(tabs));
    const listed = problems
      .slice(0, TOAST_SHOWN)
      .map((error) => error.message)
      .join('; ');
    toast.show({ message: t('Please fix {count} validation errors before submitting: {listed}', { count: String(problems.length), listed }), type: 'error', duration: 6000 });
    jump(problems[0]!);
  }

  /** A save the resolver passed: the body of the values as the API takes it. */
  async function submit(checked: EventFormValues) {
    if (!onLastTab) return;
    const saving = toast.show({ message: t(savingToasts[mode]), type: 'info' });
    try {
      await save.mutateAsync({ body: toSaveBody(checked, mode === 'duplicate' ? sourceId : undefined), updateId: mode === 'edit' ? sourceId : undefined });
      toast.dismiss(saving);
      toast.show({ message: t(successToasts[mode]) });
      void navigate(paths.dashboard.events.getHref());
    } catch (error) {
      toast.dismiss(saving);
      toast.show({ message: errorMessage(error, t(failureToasts[mode])) || t('Error submitting event'), type: 'error' });
    }
  }

  const panels: Record<FormTab, () => React.ReactNode> = {
    basic: () => <BasicTab businesses={organizers.data} businessesFailed={organizers.isError} descriptionKey={mode + (sourceId ?? '')} />,
    tickets: () => <TicketsTab />,
    datetime: () => <DateTimeTab />,
    schedule: () => <ScheduleEditor />,
    location: () => <LocationTab />,
    media: () => <MediaTab />,
    settings: () => <SettingsTab />,
  };

  return (
    <FormElement methods={form} onSubmit={submit} onInvalid={refused}>
      <ShownTabsContext value={showErrors}>
        <div className="event-form">
          {organizers.isError && (
            <p className="alert alert--error" role="alert">
              {t('Failed to load businesses')}
            </p>
          )}
          <ol className="wizard-tabs" aria-label={t('Event form sections')}>
            {tabs.map((name, position) => {
              const bad = showErrors.has(name) && errorsOf(name).length > 0;
              const complete = visited.has(name) && errorsOf(name).length === 0;
              return (
                <li key={name}>
                  <button
                    type="button"
                    className={cn('wizard-tab', name === tab && 'event-form__tab--current', bad && 'event-form__tab--error', complete && 'event-form__tab--complete')}
                    aria-current={name === tab ? 'step' : undefined}
                    onClick={() => (position <= index || tabs.slice(0, position).every((earlier) => errorsOf(earlier).length === 0) ? go(name) : next())}
                  >
                    <span className="event-form__tab-number">{position + 1}</span>
                    {t(tabLabels[name])}
                    {bad && <AlertCircleIcon aria-label={t('has errors')} role="img" />}
                    {!bad && complete && <CheckCircleIcon aria-label={t('complete')} role="img" />}
                  </button>
                </li>
              );
            })}
          </ol>

          <FormErrorPanel
            errors={panelHidden ? [] : shownErrors.map((error) => ({ key: `${error.field}-${error.message}`, label: t(tabLabels[error.tab]), message: error.message, target: error }))}
            onGoTo={(error) => jump(error.target)}
            onHide={() => setPanelHidden(true)}
          />

          <section className="card event-form__panel" aria-labelledby="event-form-tab-title">
            <h2 id="event-form-tab-title" className="event-form__panel-title">
              {t(tabLabels[tab])}
            </h2>
            {panels[tab]()}
            {blocked && errorsOf(tab).length > 0 && (
              <p className="field__error" role="alert">
                {blocked}
              </p>
            )}
          </section>

          <div className="wizard-nav">
            <Button variant="outline" disabled={index === 0} onClick={() => go(tabs[index - 1]!)}>
              {t('Previous')}
            </Button>
            {/* Two elements, not one changing its type: Next's click would otherwise submit the form as its default action. */}
            {onLastTab ? (
              <Button key="save" type="submit" isLoading={save.isPending}>
                {t(save.isPending ? busyLabel : label)}
              </Button>
            ) : (
              <Button key="next" onClick={next}>
                {t('Next')}
              </Button>
            )}
          </div>
        </div>
      </ShownTabsContext>
    </FormElement>
  );
}

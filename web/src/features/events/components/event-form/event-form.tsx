import { useMemo, useState } from 'react';
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
import { msg, useT } from '../../../../i18n';
import { tabLabels, validateEventForm, visibleTabs, type FormError, type FormTab } from './validation';

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
 * panel lists the problems, 5 first, with 'Show All Errors'.
 */
export function EventForm({ mode, initial, sourceId, ownerId }: { mode: EventFormMode; initial: EventFormValues; sourceId?: string; ownerId?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useSession();
  const save = useSaveEvent();
  const organizers = useOrganizerBusinesses(ownerId ?? user?._id);
  const [values, setValues] = useState(initial);
  const [tab, setTab] = useState<FormTab>('basic');
  const [visited, setVisited] = useState<Set<FormTab>>(() => new Set(mode === 'create' ? ['basic'] : visibleTabs(initial)));
  const [showErrors, setShowErrors] = useState<Set<FormTab>>(new Set());
  // Hide Errors closes the panel until the next check finds errors again.
  const [panelHidden, setPanelHidden] = useState(false);
  const [blocked, setBlocked] = useState<string>();
  // The loaded start stays valid in edit mode even when it is past (an event that has begun may be corrected).
  const unchangedStart = mode === 'edit' ? (initial.eventType === 'single' ? initial.startDate : initial.recurringStartDate) : undefined;

  const tabs = visibleTabs(values);
  const errors = useMemo(() => validateEventForm(values, new Date(), unchangedStart, t), [values, unchangedStart, t]);
  const errorsOf = (name: FormTab) => errors.filter((error) => error.tab === name);
  const shownErrors = errors.filter((error) => showErrors.has(error.tab));
  const errorOf = (field: string) => shownErrors.find((error) => error.field === field)?.message;
  const index = tabs.indexOf(tab);
  const [label, busyLabel] = submitLabels[mode];

  const tabProps = {
    values,
    errorOf,
    set: (patch: Partial<EventFormValues>) => setValues((current) => ({ ...current, ...patch })),
    update: (change: (current: EventFormValues) => EventFormValues) => setValues(change),
  };

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

  async function submit() {
    if (errors.length) {
      setPanelHidden(false);
      setShowErrors(new Set(tabs));
      const listed = errors
        .slice(0, TOAST_SHOWN)
        .map((error) => error.message)
        .join('; ');
      toast.show({ message: t('Please fix {count} validation errors before submitting: {listed}', { count: String(errors.length), listed }), type: 'error', duration: 6000 });
      jump(errors[0]!);
      return;
    }
    const saving = toast.show({ message: t(savingToasts[mode]), type: 'info' });
    try {
      await save.mutateAsync({ body: toSaveBody(values, mode === 'duplicate' ? sourceId : undefined), updateId: mode === 'edit' ? sourceId : undefined });
      toast.dismiss(saving);
      toast.show({ message: t(successToasts[mode]) });
      void navigate(paths.dashboard.events.getHref());
    } catch (error) {
      toast.dismiss(saving);
      toast.show({ message: errorMessage(error, t(failureToasts[mode])) || t('Error submitting event'), type: 'error' });
    }
  }

  const panels: Record<FormTab, () => React.ReactNode> = {
    basic: () => <BasicTab {...tabProps} businesses={organizers.data} businessesFailed={organizers.isError} descriptionKey={mode + (sourceId ?? '')} />,
    tickets: () => <TicketsTab {...tabProps} />,
    datetime: () => <DateTimeTab {...tabProps} />,
    schedule: () => <ScheduleEditor {...tabProps} />,
    location: () => <LocationTab {...tabProps} />,
    media: () => <MediaTab {...tabProps} />,
    settings: () => <SettingsTab {...tabProps} />,
  };

  return (
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
        {index < tabs.length - 1 ? (
          <Button onClick={next}>{t('Next')}</Button>
        ) : (
          <Button isLoading={save.isPending} onClick={() => void submit()}>
            {t(save.isPending ? busyLabel : label)}
          </Button>
        )}
      </div>
    </div>
  );
}

import { recurringPatterns, weekDayNames, type RecurringPattern, type WeekDayName } from '@shared/events/constants';
import { istToday } from '@shared/events/dates';
import { Button } from '../../../../components/ui/button';
import { TrashIcon } from '../../../../components/ui/icons';
import { emptySlot, freshSchedule, type DaySlots } from './form-values';
import { SelectField, TextField, useEventForm } from './field';
import { useT } from '../../../../i18n';
import { patternLabels, weekDayLabel } from '../../i18n';

/** Time slots of one day (or of every occurrence day for daily and monthly schedules), the `position`th list of the schedule. */
function SlotList({ slot, position, onChange }: { slot: DaySlots; position: number; onChange: (slot: DaySlots) => void }) {
  const t = useT();
  const { errorOf } = useEventForm();
  const path = `recurringSlots.${position}.innerSlots` as const;
  const scope = slot.day || 'all';
  const day = weekDayLabel(t, slot.day ?? '');
  const setInner = (index: number, patch: Partial<DaySlots['innerSlots'][number]>) => {
    const innerSlots = slot.innerSlots.map((inner, at) => {
      if (at !== index) return inner;
      const next = { ...inner, ...patch };
      // An end time not after its start is cleared (spec 3 §5).
      if (next.startTime && next.endTime && next.endTime <= next.startTime) next.endTime = '';
      return next;
    });
    onChange({ ...slot, innerSlots });
  };
  return (
    <fieldset className="schedule-day">
      <legend>{slot.day ? t('{day} time slots', { day }) : t('Time slots')}</legend>
      {slot.innerSlots.map((_inner, index) => (
        <div key={index} className="schedule-slot">
          <TextField
            name={`${path}.${index}.startTime`}
            id={`slot-${scope}-${index}-start`}
            label={t('Start time, slot {number}', { number: String(index + 1) })}
            type="time"
            onChange={(startTime) => setInner(index, { startTime })}
            required
          />
          <TextField
            name={`${path}.${index}.endTime`}
            id={`slot-${scope}-${index}-end`}
            label={t('End time, slot {number}', { number: String(index + 1) })}
            type="time"
            onChange={(endTime) => setInner(index, { endTime })}
            required
            hint={t('Must be after the start time')}
          />
          {slot.innerSlots.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              icon={<TrashIcon />}
              aria-label={slot.day ? t('Remove slot {number} on {day}', { number: String(index + 1), day }) : t('Remove slot {number}', { number: String(index + 1) })}
              onClick={() => onChange({ ...slot, innerSlots: slot.innerSlots.filter((_, at) => at !== index) })}
            />
          )}
        </div>
      ))}
      <Button id={`slot-${scope}-add`} variant="outline" size="sm" onClick={() => onChange({ ...slot, innerSlots: [...slot.innerSlots, emptySlot()] })}>
        {t('Add time slot')}
      </Button>
      {errorOf(path) && (
        <p className="field__error" role="alert">
          {errorOf(path)}
        </p>
      )}
    </fieldset>
  );
}

/** The recurring schedule editor (spec 3 §2.3): pattern, start and end dates, days, time slots. */
export function ScheduleEditor() {
  const t = useT();
  const { values, set, errorOf } = useEventForm();
  const today = istToday(new Date());
  const pattern = values.recurringPattern;
  const slotOf = (day: WeekDayName) => values.recurringSlots.find((slot) => slot.day === day);
  const replaceSlot = (next: DaySlots) => set({ recurringSlots: values.recurringSlots.map((slot) => (slot.day === next.day ? next : slot)) });
  const toggleDay = (day: WeekDayName) =>
    set({
      recurringSlots: slotOf(day)
        ? values.recurringSlots.filter((slot) => slot.day !== day)
        : [...values.recurringSlots, { day, innerSlots: [emptySlot()] }].sort((a, b) => weekDayNames.indexOf(a.day as WeekDayName) - weekDayNames.indexOf(b.day as WeekDayName)),
    });
  return (
    <div className="form-grid">
      <SelectField
        name="recurringPattern"
        id="event-recurring-pattern"
        label={t('Repeats')}
        required
        placeholder={t('Choose a pattern')}
        options={recurringPatterns.map((id) => [id, t(patternLabels[id])])}
        onChange={(next) => set({ recurringPattern: next as RecurringPattern, recurringSlots: freshSchedule(next as RecurringPattern) })}
      />
      <div className="form-row">
        <TextField name="recurringStartDate" id="event-recurring-start" label={t('Start date')} type="date" min={today} required />
        <TextField name="recurringEndDate" id="event-recurring-end" label={t('End date')} type="date" min={values.recurringStartDate || today} required />
      </div>
      {pattern === 'weekly' && (
        <fieldset className="schedule-days" aria-describedby={errorOf('recurringSlots') ? 'event-recurring-days-error' : undefined}>
          <legend>{t('Days of the week')}</legend>
          <div className="schedule-days__list" id="event-recurring-days" tabIndex={-1}>
            {weekDayNames.map((day) => (
              <label key={day} className="check">
                <input type="checkbox" checked={Boolean(slotOf(day))} onChange={() => toggleDay(day)} />
                {weekDayLabel(t, day)}
              </label>
            ))}
          </div>
          {errorOf('recurringSlots') && (
            <p className="field__error" id="event-recurring-days-error" role="alert">
              {errorOf('recurringSlots')}
            </p>
          )}
        </fieldset>
      )}
      {pattern === 'monthly' && values.recurringStartDate && <p className="field__hint">{t('Repeats every month on day {day}.', { day: String(Number(values.recurringStartDate.slice(8, 10))) })}</p>}
      {values.recurringSlots.map((slot, position) => (
        <SlotList key={slot.day || 'all'} slot={slot} position={position} onChange={(next) => (slot.day ? replaceSlot(next) : set({ recurringSlots: [next] }))} />
      ))}
      {pattern && pattern !== 'weekly' && !values.recurringSlots.length && (
        <Button id="slot-all-add" variant="outline" size="sm" onClick={() => set({ recurringSlots: freshSchedule(pattern) })}>
          {t('Add time slot')}
        </Button>
      )}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { holidaysToPick } from '@shared/business/holidays';
import { formatIsoDayIn } from '@shared/business/localized-days';
import { CLOSURE_NOTE_MAX, SPECIAL_DAY_LABEL_MAX, SPECIAL_DAY_SLOTS_MAX, SPECIAL_DAYS_MAX, type SpecialDay, type TemporaryClosure } from '@shared/business/special-hours';
import { DEFAULT_SLOT } from '@shared/business/working-hours';
import { SlotTimes } from './hours-editor';
import { addIndiaDays, indiaDay } from '@shared/time/india';
import { Button } from './ui/button';
import { describedBy, FieldWrapper } from './ui/form';
import { useLocale, useT } from '../i18n';

/** A closure as the form holds it: the note is '' rather than absent. */
type ClosureDraft = TemporaryClosure & { note: string };

export interface SpecialHoursValue {
  specialHours: SpecialDay[];
  temporaryClosure: ClosureDraft | null;
}

interface SpecialHoursEditorProps {
  value: SpecialHoursValue;
  onChange: (value: Partial<SpecialHoursValue>) => void;
  /** Field errors by dotted path ('specialHours.0.date', 'temporaryClosure.until'), from the schema the API parses with. */
  errors: Record<string, string>;
  now?: Date;
}

/** A labelled control with a generated id, handing it the ids to describe it with. */
function Labelled({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const id = useId();
  return (
    <FieldWrapper id={id} label={label} error={error} hint={hint}>
      {children({ id, 'aria-describedby': describedBy(id, { hint, error }), 'aria-invalid': error ? true : undefined })}
    </FieldWrapper>
  );
}

const byDate = (days: SpecialDay[]) => [...days].sort((a, b) => a.date.localeCompare(b.date));

/**
 * The Working Hours tab's special days and temporary closure (issue #27 §4): dates closed or with other
 * hours and a label, a quick pick of this year's (and, late in the year, next year's) holidays and
 * festivals, and a closure from one date until another or until further notice, with a note.
 */
export function SpecialHoursEditor({ value, onChange, errors, now = new Date() }: SpecialHoursEditorProps) {
  const t = useT();
  const locale = useLocale();
  const today = indiaDay(now);
  const thisYear = Number(today.slice(0, 4));
  const days = value.specialHours;
  const taken = new Set(days.map((day) => day.date));
  const picks = holidaysToPick(today).filter((holiday) => !taken.has(holiday.date));
  const full = days.length >= SPECIAL_DAYS_MAX;
  const setDays = (next: SpecialDay[]) => onChange({ specialHours: next });
  const update = (index: number, change: Partial<SpecialDay>) => setDays(days.map((day, position) => (position === index ? { ...day, ...change } : day)));
  const firstFreeDate = () => {
    let date = today;
    while (taken.has(date)) date = addIndiaDays(date, 1);
    return date;
  };
  const closure = value.temporaryClosure;
  const setClosure = (change: Partial<ClosureDraft>) => onChange({ temporaryClosure: { from: today, until: null, note: '', ...closure, ...change } });

  return (
    <div className="special-hours">
      <section className="special-hours__section" aria-labelledby="special-days-title">
        <h3 id="special-days-title" className="setup__subheading">
          {t('Special days')}
        </h3>
        <p className="field__hint">{t('Holidays, festivals and other dates with different hours. ‘Open now’, your hours table and search follow them, in India time.')}</p>
        <div className="special-hours__add">
          <Labelled label={t('Add a holiday or festival')} hint={picks.length ? undefined : t('Every holiday left this year is already added.')}>
            {(props) => (
              <select
                {...props}
                className="input"
                value=""
                disabled={full || picks.length === 0}
                onChange={(event) => {
                  const holiday = picks.find((pick) => pick.date === event.target.value);
                  // The label is the owner's to edit, in the language they read it in.
                  if (holiday) setDays(byDate([...days, { date: holiday.date, label: t(holiday.name), closed: true, slots: [] }]));
                }}
              >
                <option value="">{t('Choose a date')}</option>
                {picks.map((holiday) => (
                  <option key={holiday.date} value={holiday.date}>
                    {holiday.estimated
                      ? t('{date}: {holiday} (date may move by a day)', { date: formatIsoDayIn(holiday.date, locale, { thisYear, weekday: true }), holiday: t(holiday.name) })
                      : t('{date}: {holiday}', { date: formatIsoDayIn(holiday.date, locale, { thisYear, weekday: true }), holiday: t(holiday.name) })}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Button variant="outline" size="sm" disabled={full} onClick={() => setDays([...days, { date: firstFreeDate(), label: '', closed: true, slots: [] }])}>
            {t('Add a special day')}
          </Button>
        </div>
        <p className="special-hours__count" aria-live="polite">
          {full
            ? t('{count} of {max} special days: remove one to add another', { count: days.length, max: SPECIAL_DAYS_MAX })
            : t('{count} of {max} special days', { count: days.length, max: SPECIAL_DAYS_MAX })}
        </p>
        {errors.specialHours && (
          <p className="field__error" role="alert">
            {errors.specialHours}
          </p>
        )}
        {days.length > 0 && (
          <ol className="special-hours__list">
            {days.map((day, index) => {
              const at = (field: string) => errors[`specialHours.${index}.${field}`];
              const name = day.label.trim() || t('Special day {number}', { number: index + 1 });
              return (
                <li key={day._id ?? index} className="special-day">
                  <fieldset className="special-day__fields">
                    <legend className="visually-hidden">{name}</legend>
                    <Labelled label={t('Date')} error={at('date')}>
                      {(props) => <input {...props} className="input" type="date" min={today} value={day.date} onChange={(event) => update(index, { date: event.target.value })} />}
                    </Labelled>
                    <Labelled label={t('What is it?')} error={at('label')} hint={t('For example, Diwali')}>
                      {(props) => <input {...props} className="input" maxLength={SPECIAL_DAY_LABEL_MAX} value={day.label} onChange={(event) => update(index, { label: event.target.value })} />}
                    </Labelled>
                    <label className="choice special-day__closed">
                      <input
                        type="checkbox"
                        checked={day.closed}
                        onChange={(event) => update(index, { closed: event.target.checked, slots: event.target.checked ? [] : day.slots.length ? day.slots : [{ ...DEFAULT_SLOT }] })}
                      />{' '}
                      {t('Closed all day')}
                    </label>
                    {!day.closed && (
                      <div className="special-day__slots">
                        {day.slots.map((slot, slotIndex) => {
                          const setSlot = (change: Partial<typeof slot>) => update(index, { slots: day.slots.map((each, position) => (position === slotIndex ? { ...each, ...change } : each)) });
                          const slotError = at(`slots.${slotIndex}.open`) ?? at(`slots.${slotIndex}.close`);
                          return (
                            <div key={slotIndex} className="hours-editor__slot">
                              <SlotTimes
                                name={t('{name} slot {number}', { name, number: slotIndex + 1 })}
                                slot={slot}
                                invalid={Boolean(slotError)}
                                onOpen={(open) => setSlot({ open })}
                                onClose={(close) => setSlot({ close })}
                              />
                              {day.slots.length > 1 && (
                                <Button variant="ghost" size="sm" onClick={() => update(index, { slots: day.slots.filter((_, position) => position !== slotIndex) })}>
                                  {t('Remove')}
                                  <span className="visually-hidden"> {t('{name} slot {number}', { name, number: slotIndex + 1 })}</span>
                                </Button>
                              )}
                              {slotError && <span className="field__error">{slotError}</span>}
                            </div>
                          );
                        })}
                        {at('slots') && <p className="field__error">{at('slots')}</p>}
                        {day.slots.length < SPECIAL_DAY_SLOTS_MAX && (
                          <Button variant="outline" size="sm" onClick={() => update(index, { slots: [...day.slots, { open: '18:00', close: '21:00' }] })}>
                            {t('Add hours')}
                            <span className="visually-hidden"> {t('on {name}', { name })}</span>
                          </Button>
                        )}
                      </div>
                    )}
                  </fieldset>
                  <Button variant="ghost" size="sm" className="special-day__remove" onClick={() => setDays(days.filter((_, position) => position !== index))}>
                    {t('Remove')}
                    <span className="visually-hidden"> {name}</span>
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section className="special-hours__section" aria-labelledby="closure-title">
        <h3 id="closure-title" className="setup__subheading">
          {t('Temporarily closed')}
        </h3>
        <label className="choice">
          <input type="checkbox" checked={Boolean(closure)} onChange={(event) => onChange({ temporaryClosure: event.target.checked ? { from: today, until: null, note: '' } : null })} />{' '}
          {t('The business is temporarily closed')}
        </label>
        {closure && (
          <div className="special-hours__closure">
            <p className="field__hint">{t('Your profile and cards say so while it lasts. Special days inside the closure show again once you reopen.')}</p>
            <div className="form__row">
              <Labelled label={t('Closed from')} error={errors['temporaryClosure.from']}>
                {(props) => <input {...props} className="input" type="date" value={closure.from} onChange={(event) => setClosure({ from: event.target.value })} />}
              </Labelled>
              <fieldset className="choice-list special-hours__until">
                <legend className="field__label">{t('Until')}</legend>
                <label className="choice">
                  <input type="radio" name="closure-until" checked={closure.until === null} onChange={() => setClosure({ until: null })} /> {t('Further notice')}
                </label>
                <label className="choice">
                  <input type="radio" name="closure-until" checked={closure.until !== null} onChange={() => setClosure({ until: closure.from > today ? closure.from : today })} /> {t('A date')}
                </label>
              </fieldset>
              {closure.until !== null && (
                <Labelled label={t('Last day closed')} error={errors['temporaryClosure.until']}>
                  {(props) => (
                    <input
                      {...props}
                      className="input"
                      type="date"
                      min={closure.from > today ? closure.from : today}
                      value={closure.until ?? ''}
                      onChange={(event) => setClosure({ until: event.target.value })}
                    />
                  )}
                </Labelled>
              )}
            </div>
            <Labelled
              label={t('Note for visitors')}
              error={errors['temporaryClosure.note']}
              hint={t("{count} of {max} characters, for example 'Closed for renovation'.", { count: (closure.note ?? '').length, max: CLOSURE_NOTE_MAX })}
            >
              {(props) => <input {...props} className="input" maxLength={CLOSURE_NOTE_MAX} value={closure.note ?? ''} onChange={(event) => setClosure({ note: event.target.value })} />}
            </Labelled>
          </div>
        )}
      </section>
    </div>
  );
}

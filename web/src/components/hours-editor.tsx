import { weekDays, type WeekDay } from '@shared/business/enums';
import {
  addSlot,
  closeTimeOptions,
  daySlots,
  formatTime,
  isDayOpen,
  removeSlot,
  setDayOpen,
  setSlotClose,
  setSlotOpen,
  timeOptions,
  validateWorkingHours,
  type WorkingHours,
} from '@shared/business/working-hours';
import { weekDayName } from '@shared/business/localized-days';
import { Button } from './ui/button';
import { useLocale, useT } from '../i18n';
import { useMessageText } from '../lib/message-text';

/** One slot's opening and closing selects (30-minute steps, close after open), for the weekly hours and for special days. */
export function SlotTimes({
  name,
  slot,
  invalid,
  onOpen,
  onClose,
}: {
  name: string;
  slot: { open: string; close: string };
  invalid?: boolean;
  onOpen: (time: string) => void;
  onClose: (time: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <label>
        <span className="visually-hidden">{t('{name} opens', { name })}</span>
        <select className="input" value={slot.open} aria-invalid={invalid || undefined} onChange={(event) => onOpen(event.target.value)}>
          {timeOptions.map((time) => (
            <option key={time.value} value={time.value}>
              {formatTime(time.value, locale)}
            </option>
          ))}
        </select>
      </label>
      <span aria-hidden="true">{t('to')}</span>
      <label>
        <span className="visually-hidden">{t('{name} closes', { name })}</span>
        <select className="input" value={slot.close} aria-invalid={invalid || undefined} onChange={(event) => onClose(event.target.value)}>
          {closeTimeOptions(slot.open).map((time) => (
            <option key={time.value} value={time.value}>
              {formatTime(time.value, locale)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** The working-hours editor: each day open or ticked 'Closed', slots in 30-minute steps, close after open, no overlaps (spec 1 §4, §5). */
export function HoursEditor({ hours, onChange }: { hours: WorkingHours; onChange: (hours: WorkingHours) => void }) {
  const problems = validateWorkingHours(hours);
  const t = useT();
  const locale = useLocale();
  const text = useMessageText();
  return (
    <div className="hours-editor">
      {weekDays.map((day: WeekDay) => {
        const open = isDayOpen(hours, day);
        const slots = daySlots(hours, day);
        const dayName = weekDayName(day, locale);
        return (
          <fieldset key={day} className="hours-editor__day">
            <legend className="hours-editor__legend">{dayName}</legend>
            {/* One fixed label: ticking 'Closed' closes the day (a label that flipped with the state read as the opposite). */}
            <label className="choice">
              <input type="checkbox" checked={!open} onChange={(event) => onChange(setDayOpen(hours, day, !event.target.checked))} /> {t('Closed')}
            </label>
            {open && (
              <div className="hours-editor__slots">
                {slots.map((slot, index) => (
                  <div key={`${day}-${index}`} className="hours-editor__slot">
                    <SlotTimes
                      name={t('{name} slot {number}', { name: dayName, number: index + 1 })}
                      slot={slot}
                      onOpen={(time) => onChange(setSlotOpen(hours, day, index, time))}
                      onClose={(time) => onChange(setSlotClose(hours, day, index, time))}
                    />
                    {slots.length > 1 && (
                      <Button variant="ghost" size="sm" onClick={() => onChange(removeSlot(hours, day, index))}>
                        {t('Remove')}
                        <span className="visually-hidden"> {t('{name} slot {number}', { name: dayName, number: index + 1 })}</span>
                      </Button>
                    )}
                  </div>
                ))}
                <Button variant="outline" size="sm" onClick={() => onChange(addSlot(hours, day))}>
                  {t('Add hours')}
                  <span className="visually-hidden"> {t('on {name}', { name: dayName })}</span>
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      {problems.length > 0 && (
        <ul className="field__error" role="alert">
          {problems.map((problem) => (
            <li key={`${problem.entryIndex}-${problem.code}`}>{text(problem.message)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

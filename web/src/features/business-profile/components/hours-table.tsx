import { dayExceptionMessage, hoursTableRows, isOpenAt } from '@shared/business/open-status';
import { formatIsoDayIn, weekDayName } from '@shared/business/localized-days';
import { describeSpecialDay, upcomingSpecialDays, type HoursExceptions } from '@shared/business/special-hours';
import type { WorkingHourSlot } from '@shared/business/working-hours';
import { indiaClock, indiaDay } from '@shared/time/india';
import { useLocale, useT } from '../../../i18n';
import { cn } from '../../../utils/cn';
import { MoonIcon } from './profile-icons';

/** How many upcoming special days the profile lists under the table. */
const SPECIAL_DAYS_SHOWN = 8;

/**
 * The working-hours table: today's row green when open, red when closed, with an overnight marker.
 * A special day or temporary closure this week shows in its row with its date, today's also above
 * the table ('Today: Closed for Diwali'), and the next special days are listed under it.
 */
export function HoursTable({ hours, now, exceptions }: { hours: WorkingHourSlot[]; now: Date; exceptions?: HoursExceptions }) {
  const t = useT();
  const locale = useLocale();
  const rows = hoursTableRows(hours, now, exceptions, locale);
  const isOpen = isOpenAt(hours, now, exceptions);
  const today = rows.find((row) => row.isToday);
  const thisYear = indiaClock(now).year;
  const upcoming = upcomingSpecialDays(exceptions?.specialHours, indiaDay(now)).slice(0, SPECIAL_DAYS_SHOWN);
  const exceptionText = (date: string) => {
    const message = dayExceptionMessage(exceptions, date);
    return message ? t(message.id, message.values) : '';
  };
  return (
    <section className="card" aria-labelledby="hours-title">
      <div className="card__heading-row">
        <h2 id="hours-title" className="card__title">
          {t('Working Hours')}
        </h2>
        <span className={cn('badge', isOpen ? 'badge--success' : 'badge--danger')}>{isOpen ? t('Open now') : t('Closed now')}</span>
      </div>
      {today?.exception && (
        <p className="hours-table__today-note" data-testid="hours-today-note">
          {t('Today: {exception}', { exception: exceptionText(today.exception.date) })}
        </p>
      )}
      <table className="hours-table">
        <caption className="visually-hidden">{t('Opening hours, India time')}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} className={cn(row.isToday && (isOpen ? 'hours-table__today--open' : 'hours-table__today--closed'))} aria-current={row.isToday ? 'date' : undefined}>
              <th scope="row">
                {weekDayName(row.day, locale)}
                {row.isToday && <span className="hours-table__today-label"> {t('(Today)')}</span>}
              </th>
              <td>
                {row.exception && (
                  <span className="hours-table__exception">
                    {exceptionText(row.exception.date)}
                    {!row.isToday && <span className="hours-table__date"> · {formatIsoDayIn(row.exception.date, locale, { thisYear })}</span>}
                  </span>
                )}
                {row.closed
                  ? !row.exception && t('Closed')
                  : row.slots.map((slot) => (
                      <span key={`${slot.open}-${slot.close}`} className="hours-table__slot">
                        {slot.open} – {slot.close}
                        {slot.overnight && (
                          <span className="hours-table__overnight">
                            <MoonIcon size={14} /> {t('Overnight')}
                            <span className="visually-hidden">: {t('closes after midnight')}</span>
                          </span>
                        )}
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {upcoming.length > 0 && (
        <div className="hours-special">
          <h3 className="hours-special__title">{t('Special days')}</h3>
          <ul className="hours-special__list">
            {upcoming.map((special) => (
              <li key={special.date}>
                <span className="hours-special__date">{formatIsoDayIn(special.date, locale, { thisYear, weekday: true })}</span>
                <span>{special.closed || special.slots.length === 0 ? t('Closed for {label}', { label: special.label }) : describeSpecialDay(special, locale)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

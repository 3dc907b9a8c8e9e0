import { hoursTableRows, openStatus } from '@shared/business/open-status';
import type { WorkingHourSlot } from '@shared/business/working-hours';
import { cn } from '../../../utils/cn';
import { MoonIcon } from './profile-icons';

/** The working-hours table: today's row green when open, red when closed, with an overnight marker. */
export function HoursTable({ hours, now }: { hours: WorkingHourSlot[]; now: Date }) {
  const rows = hoursTableRows(hours, now);
  const status = openStatus(hours, now);
  return (
    <section className="card" aria-labelledby="hours-title">
      <div className="card__heading-row">
        <h2 id="hours-title" className="card__title">
          Working Hours
        </h2>
        <span className={cn('badge', status.isOpen ? 'badge--success' : 'badge--danger')}>{status.isOpen ? 'Open now' : 'Closed now'}</span>
      </div>
      <table className="hours-table">
        <caption className="visually-hidden">Opening hours, India time</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} className={cn(row.isToday && (status.isOpen ? 'hours-table__today--open' : 'hours-table__today--closed'))} aria-current={row.isToday ? 'date' : undefined}>
              <th scope="row">
                {row.day}
                {row.isToday && <span className="hours-table__today-label"> (Today)</span>}
              </th>
              <td>
                {row.closed
                  ? 'Closed'
                  : row.slots.map((slot) => (
                      <span key={`${slot.open}-${slot.close}`} className="hours-table__slot">
                        {slot.open} – {slot.close}
                        {slot.overnight && (
                          <span className="hours-table__overnight">
                            <MoonIcon size={14} /> Overnight<span className="visually-hidden">: closes after midnight</span>
                          </span>
                        )}
                      </span>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

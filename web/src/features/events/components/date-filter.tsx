import { useState } from 'react';
import { istToday } from '../ist-dates';
import type { dateFilters } from '@shared/events/constants';
import { Button } from '../../../components/ui/button';
import { msg, useT } from '../../../i18n';

/** A named range of GET /events/all's dateFilter, or a custom range. */
type DateFilterId = (typeof dateFilters)[number] | 'custom';
export type DateChoice = { filter: DateFilterId; startDate?: string; endDate?: string };

const options: Array<[DateFilterId, string]> = [
  ['future', msg('Upcoming')],
  ['any_date', msg('Any date')],
  ['today', msg('Today')],
  ['tomorrow', msg('Tomorrow')],
  ['this_weekend', msg('This weekend')],
  ['this_week', msg('This week')],
  ['next_week', msg('Next week')],
  ['this_month', msg('This month')],
  ['custom', msg('Custom range')],
];

/**
 * The date filter dropdown (spec 3 §4): named ranges, or a custom range
 * whose days before today (IST) cannot be picked; it applies once both ends
 * are chosen.
 */
export function DateFilter({ value, onChange }: { value: DateChoice; onChange: (choice: DateChoice) => void }) {
  const t = useT();
  const [custom, setCustom] = useState(value.filter === 'custom');
  const [start, setStart] = useState(value.startDate ?? '');
  const [end, setEnd] = useState(value.endDate ?? '');
  const today = istToday(new Date());
  return (
    <div className="date-filter">
      <label className="date-filter__select">
        <span className="visually-hidden">{t('Date')}</span>
        <select
          className="input"
          value={custom ? 'custom' : value.filter}
          onChange={(event) => {
            // One of the options below.
            const next = options.find(([id]) => id === event.target.value)?.[0];
            if (!next) return;
            setCustom(next === 'custom');
            if (next !== 'custom') onChange({ filter: next });
          }}
        >
          {options.map(([id, label]) => (
            <option key={id} value={id}>
              {t(label)}
            </option>
          ))}
        </select>
      </label>
      {custom && (
        <form
          className="date-filter__range"
          onSubmit={(event) => {
            event.preventDefault();
            if (start && end) onChange({ filter: 'custom', startDate: start, endDate: end });
          }}
        >
          <label>
            <span className="visually-hidden">{t('From')}</span>
            <input className="input" type="date" min={today} value={start} onChange={(event) => setStart(event.target.value)} aria-label={t('From date')} />
          </label>
          <label>
            <span className="visually-hidden">{t('To')}</span>
            <input className="input" type="date" min={start || today} value={end} onChange={(event) => setEnd(event.target.value)} aria-label={t('To date')} />
          </label>
          <Button type="submit" size="sm" disabled={!start || !end || end < start}>
            {t('Apply')}
          </Button>
        </form>
      )}
    </div>
  );
}

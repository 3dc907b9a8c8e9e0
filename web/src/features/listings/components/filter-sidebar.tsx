import { useId, useState } from 'react';
import { weekDays, type PaymentMethod } from '@shared/business/enums';
import { businessTypes, priceBands, timeBands } from '@shared/search/filters';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ChevronDownIcon, CloseIcon } from '../../../components/ui/icons';
import { businessTypeLabels, filterChips, noFilters, paymentLabel, ratingOptions, timeBandLabels, weekDayLabels, withoutFilter, type ListingFilterState } from '../filter-state';
import { msg, useT } from '../../../i18n';

/** Payment types in the order Indian customers look for them; the first five show before 'Show more'. */
// The spec's seven (3 §9) plus UPI, which every Indian shop takes.
const paymentOrder: PaymentMethod[] = ['upi', 'cash', 'credit', 'debit', 'paypal', 'applepay', 'googlepay', 'crypto'];

/** Options shown in a section before 'Show more' opens the rest in a dialog (spec 3 §9). */
const VISIBLE_OPTIONS = 5;

interface Option {
  id: string;
  label: string;
  checked: boolean;
  /** Chooses the option, or clears it when it is already chosen. */
  toggle: () => void;
}

/** A filter's label names the filter, not the clock: 'Open Now' is judged in India's time when the list loads. */
export const OPEN_NOW_LABEL = msg('Open Now');

function OptionList({ options, name }: { options: Option[]; name: string }) {
  return (
    <ul className="filter-options">
      {options.map((option) => (
        <li key={option.id}>
          <label className="filter-option">
            <input type="checkbox" name={name} checked={option.checked} onChange={option.toggle} />
            {/* 'Open Now' names the minute: the server's and the browser's may differ by one (the clock corrects it at once). */}
            <span suppressHydrationWarning>{option.label}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** A collapsible section: its first five options, and the rest in a dialog. */
function FilterSectionBlock({ title, options }: { title: string; options: Option[] }) {
  const [open, setOpen] = useState(true);
  const [showAll, setShowAll] = useState(false);
  const bodyId = useId();
  const t = useT();
  const visible = options.slice(0, VISIBLE_OPTIONS);
  return (
    <section className="filter-section">
      <h3 className="filter-section__heading">
        <button type="button" className="filter-section__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((value) => !value)}>
          {title}
          <ChevronDownIcon size={18} className={open ? 'filter-section__chevron filter-section__chevron--open' : 'filter-section__chevron'} />
        </button>
      </h3>
      <div id={bodyId} hidden={!open}>
        <OptionList options={visible} name={title} />
        {options.length > VISIBLE_OPTIONS && (
          <button type="button" className="text-link filter-section__more" onClick={() => setShowAll(true)}>
            {t('Show more ({count})', { count: options.length - VISIBLE_OPTIONS })}
          </button>
        )}
      </div>
      <Dialog open={showAll} onClose={() => setShowAll(false)} title={title}>
        <OptionList options={options} name={`${title} (all)`} />
        <div className="filter-dialog__actions">
          <Button onClick={() => setShowAll(false)}>{t('Done')}</Button>
        </div>
      </Dialog>
    </section>
  );
}

/**
 * The search filter sidebar (spec 3 §2.8, §9): suggestions (open now, claimed),
 * rating, price range (₹), business type, payment types, working days and working time bands; one value per
 * section, the chosen ones as removable chips with Clear all.
 */
/** `titled={false}` inside the phone sheet, whose dialog title already says Filters. */
export function FilterSidebar({ filters, onChange, titled = true }: { filters: ListingFilterState; onChange: (filters: ListingFilterState) => void; titled?: boolean }) {
  const choose =
    <K extends keyof ListingFilterState>(key: K, value: ListingFilterState[K]) =>
    () =>
      onChange(filters[key] === value ? withoutFilter(filters, key) : { ...filters, [key]: value });
  const t = useT();
  const chips = filterChips(filters, t);
  const sections: Array<{ title: string; options: Option[] }> = [
    {
      title: t('Suggestions'),
      options: [
        { id: 'openNow', label: t(OPEN_NOW_LABEL), checked: filters.openNow, toggle: choose('openNow', true) },
        { id: 'claimed', label: t('Claimed'), checked: filters.claimed, toggle: choose('claimed', true) },
      ],
    },
    {
      title: t('Rating'),
      options: ratingOptions.map((rating) => ({
        id: String(rating),
        label: rating === 5 ? '5★' : t('{rating}★ & above', { rating }),
        checked: filters.rating === rating,
        toggle: choose('rating', rating),
      })),
    },
    { title: t('Price range'), options: priceBands.map((band) => ({ id: band.id, label: band.label, checked: filters.priceBand === band.id, toggle: choose('priceBand', band.id) })) },
    {
      title: t('Business type'),
      options: businessTypes.map((type) => ({ id: type.id, label: t(businessTypeLabels[type.id]), checked: filters.businessType === type.id, toggle: choose('businessType', type.id) })),
    },
    {
      title: t('Payment types'),
      options: paymentOrder.map((method) => ({ id: method, label: paymentLabel(method, t), checked: filters.paymentType === method, toggle: choose('paymentType', method) })),
    },
    { title: t('Working days'), options: weekDays.map((day) => ({ id: day, label: t(weekDayLabels[day]), checked: filters.day === day, toggle: choose('day', day) })) },
    { title: t('Working time'), options: timeBands.map((band) => ({ id: band.id, label: t(timeBandLabels[band.id]), checked: filters.timeBand === band.id, toggle: choose('timeBand', band.id) })) },
  ];
  return (
    <div className="filter-sidebar">
      <div className="filter-sidebar__header">
        {titled && <h2 className="filter-sidebar__title">{t('Filters')}</h2>}
        {chips.length > 0 && (
          <button type="button" className="text-link" onClick={() => onChange({ ...noFilters, sort: filters.sort })}>
            {t('Clear all')}
          </button>
        )}
      </div>
      {chips.length > 0 && (
        <ul className="filter-chips" aria-label={t('Selected filters')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" className="filter-chip" onClick={() => onChange(withoutFilter(filters, chip.key))}>
                <span suppressHydrationWarning>{chip.label}</span>
                <CloseIcon size={14} />
                <span className="visually-hidden"> {t('(remove)')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {sections.map((section) => (
        <FilterSectionBlock key={section.title} {...section} />
      ))}
    </div>
  );
}

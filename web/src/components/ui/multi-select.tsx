import { useId, useState } from 'react';
import { useT } from '../../i18n';
import { useMessageText } from '../../lib/message-text';
import { cn } from '../../utils/cn';
import { CloseIcon } from './icons';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  label: string;
  options: MultiSelectOption[];
  value: string[];
  onChange: (value: string[]) => void;
  required?: boolean;
  error?: string;
  /** The most options listed at once; typing narrows them. @default 50 */
  shown?: number;
}

/**
 * A filterable multi-select: chips for the chosen options (each removable),
 * a search box, and checkboxes for the matches. Duplicates cannot happen.
 */
export function MultiSelect({ label, options, value, onChange, required, error, shown = 50 }: MultiSelectProps) {
  const t = useT();
  const messageText = useMessageText();
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const labels = new Map(options.map((option) => [option.value, option.label]));
  const text = filter.trim().toLowerCase();
  const matches = options.filter((option) => !text || option.label.toLowerCase().includes(text));
  const toggle = (optionValue: string) => onChange(chosen.has(optionValue) ? value.filter((entry) => entry !== optionValue) : [...value, optionValue]);

  return (
    <fieldset className={cn('field multi-select', error && 'field--invalid')} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {value.length > 0 && (
        <ul className="multi-select__chips" aria-label={t('Chosen {label}', { label })}>
          {value.map((entry) => (
            <li key={entry} className="chip">
              <span className="chip__text">{labels.get(entry) ?? entry}</span>
              <button type="button" className="chip__remove" onClick={() => toggle(entry)}>
                <CloseIcon size={14} />
                <span className="visually-hidden">{t('Remove {name}', { name: labels.get(entry) ?? entry })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        className="input input--sm"
        type="search"
        aria-label={t('Search {label}', { label })}
        placeholder={t('Type to search categories...')}
        value={filter}
        maxLength={120}
        onChange={(event) => setFilter(event.target.value)}
      />
      <div className="multi-select__options" role="group" aria-label={t('{label} options', { label })}>
        {matches.slice(0, shown).map((option) => (
          <label key={option.value} className="multi-select__option">
            <input type="checkbox" checked={chosen.has(option.value)} onChange={() => toggle(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
        {matches.length === 0 && <p className="field__hint">{t('No categories match')}</p>}
        {matches.length > shown && <p className="field__hint">{t('{count} more: type to narrow the list', { count: matches.length - shown })}</p>}
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {messageText(error)}
        </p>
      )}
    </fieldset>
  );
}

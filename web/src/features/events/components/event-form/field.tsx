import type { ReactNode } from 'react';
import { describedBy, FieldWrapper } from '../../../../components/ui/form';
import type { EventFormValues } from './form-values';

/** What every tab gets: the values, a patcher and the visible error of a control. */
export interface TabProps {
  values: EventFormValues;
  set: (patch: Partial<EventFormValues>) => void;
  update: (change: (values: EventFormValues) => EventFormValues) => void;
  errorOf: (field: string) => string | undefined;
}

/** The a11y attributes of a control with this id and error. */
export const controlProps = (id: string, error: string | undefined, hint?: ReactNode, required?: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-required': required || undefined,
  'aria-describedby': describedBy(id, { hint, error }),
});

/** A labelled text, date, time or number input. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  type = 'text',
  ...rest
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  type?: string;
  min?: string | number;
  max?: string | number;
  step?: string;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'url';
}) {
  return (
    <FieldWrapper id={id} label={label} error={error} hint={hint} required={required}>
      <input className="input" type={type} value={value} onChange={(event) => onChange(event.target.value)} {...controlProps(id, error, hint, required)} {...rest} />
    </FieldWrapper>
  );
}

/** A labelled select. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  error,
  hint,
  required,
  placeholder,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<[string, string]>;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <FieldWrapper id={id} label={label} error={error} hint={hint} required={required}>
      <select className="input" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} {...controlProps(id, error, hint, required)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </FieldWrapper>
  );
}

import { createContext, useContext, type ReactNode } from 'react';
import { get, useController, type FieldError, useFormContext, useFormState, useWatch, type FieldPath, type PathValue } from 'react-hook-form';
import { describedBy, FieldWrapper } from '../../../../components/ui/form';
import type { EventFormValues } from './form-values';
import { tabOf, type FormTab } from './validation';

/** The tabs whose messages show: a tab's show once Next or a save was refused with problems there. */
export const ShownTabsContext = createContext<ReadonlySet<FormTab>>(new Set());

/** A value's path in the form (react-hook-form's name for it). */
export type EventFieldPath = FieldPath<EventFormValues>;

/** The message shown under a value, by its path: only once its tab's messages show. */
function useErrorOf() {
  const { errors } = useFormState<EventFormValues>();
  const shown = useContext(ShownTabsContext);
  return (path: string): string | undefined => {
    const error: FieldError | undefined = get(errors, path);
    return error?.message && shown.has(tabOf(path)) ? error.message : undefined;
  };
}

/**
 * A tab's view of the event form's one state (react-hook-form, shared by
 * every tab): the values, the shown message of a value, and setters. A
 * change re-checks the whole form, so the tabs' marks and every message stay
 * current.
 */
export function useEventForm() {
  const form = useFormContext<EventFormValues>();
  const values = useWatch({ control: form.control }) as EventFormValues;
  const errorOf = useErrorOf();
  /** Sets several values at once (a switch of type or pattern changes more than one). */
  const set = (patch: Partial<EventFormValues>) => {
    for (const [key, value] of Object.entries(patch)) form.setValue(key as keyof EventFormValues, value);
    void form.trigger();
  };
  /** Sets values computed from the current ones (an upload finishing after other changes). */
  const update = (change: (current: EventFormValues) => EventFormValues) => set(change(form.getValues()));
  return { values, errorOf, set, update };
}

/** One control's value and its setter, re-checking the whole form on a change. */
function useEventControl<Path extends EventFieldPath>(name: Path) {
  const { field } = useController<EventFormValues, Path>({ name });
  const { trigger } = useFormContext<EventFormValues>();
  return {
    value: field.value,
    change: (value: PathValue<EventFormValues, Path>) => {
      field.onChange(value);
      void trigger();
    },
  };
}

/** The a11y attributes of a control with this id and error. */
export const controlProps = (id: string, error: string | undefined, hint?: ReactNode, required?: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-required': required || undefined,
  'aria-describedby': describedBy(id, { hint, error }),
});

/** What a labelled control of one string value takes: its value's path, and a setter for a change that moves other values too. */
interface ControlFieldProps<Path extends EventFieldPath> {
  name: Path;
  id: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  /** Replaces the plain setting of the value (e.g. the organizer also fills in the city). */
  onChange?: (value: string) => void;
  /** The value shown, when it is not the stored one as it is (a state in the list's spelling, the discount chosen). */
  shownValue?: string;
}

/** The value, message and setter of a control of a string value. */
function useControlField<Path extends EventFieldPath>({ name, onChange }: Pick<ControlFieldProps<Path>, 'name' | 'onChange'>) {
  const { value, change } = useEventControl(name);
  const error = useErrorOf()(name);
  return { value: value as string, error, onChange: onChange ?? ((next: string) => change(next as PathValue<EventFormValues, Path>)) };
}

/** A labelled text, date, time or number input of the value at `name`. */
export function TextField<Path extends EventFieldPath>({
  name,
  id,
  label,
  hint,
  required,
  onChange: replaced,
  shownValue,
  type = 'text',
  ...rest
}: ControlFieldProps<Path> & {
  type?: string;
  min?: string | number;
  max?: string | number;
  step?: string;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'url';
}) {
  const { value, error, onChange } = useControlField({ name, onChange: replaced });
  return (
    <FieldWrapper id={id} label={label} error={error} hint={hint} required={required}>
      <input className="input" type={type} value={shownValue ?? value} onChange={(event) => onChange(event.target.value)} {...controlProps(id, error, hint, required)} {...rest} />
    </FieldWrapper>
  );
}

/** A labelled select of the value at `name`. */
export function SelectField<Path extends EventFieldPath>({
  name,
  id,
  label,
  hint,
  required,
  onChange: replaced,
  shownValue,
  options,
  placeholder,
  disabled,
}: ControlFieldProps<Path> & { options: Array<[string, string]>; placeholder?: string; disabled?: boolean }) {
  const { value, error, onChange } = useControlField({ name, onChange: replaced });
  return (
    <FieldWrapper id={id} label={label} error={error} hint={hint} required={required}>
      <select className="input" value={shownValue ?? value} disabled={disabled} onChange={(event) => onChange(event.target.value)} {...controlProps(id, error, hint, required)}>
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

import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { describedBy, FieldWrapper } from '../../../components/ui/form';
import type { WizardValues } from '../wizard-state';

/** A tab's view of the wizard's one state (react-hook-form, shared by the nine tabs): the values, a field's message, and setters. */
export function useWizardValues() {
  const form = useFormContext<WizardValues>();
  const values = useWatch({ control: form.control }) as WizardValues;
  const { errors } = useFormState({ control: form.control });
  /** The message of a top-level field of the schema (`title`, `businesses`), in English: the field shows it in the page's language. */
  const errorOf = (field: string) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  /** Sets several fields at once (choosing a business also clears its discount). */
  const patch = (change: Partial<WizardValues>) => {
    for (const [key, value] of Object.entries(change)) form.setValue(key as keyof WizardValues, value);
  };
  const set = <K extends keyof WizardValues>(key: K, value: WizardValues[K]) => patch({ [key]: value });
  return { values, errorOf, set, patch };
}

/** What a field hands its control: the id its label, hint and message point at. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** A labelled control of the wizard with its hint and message, as the shared form shows them; `id` is what the error summary links to. */
export function WizardField({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  return (
    <FieldWrapper id={id} label={label} error={error} hint={hint} required={required}>
      {children({ id, 'aria-describedby': describedBy(id, { hint, error }), 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined })}
    </FieldWrapper>
  );
}

/** Text input bound to a string value. */
export function TextInput({ value, onChange, ...props }: { value: string; onChange: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return <input className="input" value={value} onChange={(event) => onChange(event.target.value)} {...props} />;
}

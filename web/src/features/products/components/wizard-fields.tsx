import { useId, type ReactNode } from 'react';

/** A labelled control of the wizard with its error; `id` is what the error summary links to. */
export function WizardField({ id, label, error, hint, required, children }: { id: string; label: string; error?: string; hint?: ReactNode; required?: boolean; children: ReactNode }) {
  const hintId = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Text input bound to a string value. */
export function TextInput({
  id,
  value,
  onChange,
  error,
  ...props
}: { id: string; value: string; onChange: (value: string) => void; error?: string } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>) {
  return (
    <input
      id={id}
      className="input"
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  );
}

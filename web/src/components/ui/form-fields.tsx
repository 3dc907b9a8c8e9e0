import { useId, useState, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldError, type FieldValues, type SubmitErrorHandler, type SubmitHandler, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useT } from '../../i18n';
import { useMessageText } from '../../lib/message-text';
import { cn } from '../../utils/cn';
import { AlertCircleIcon, EyeIcon, EyeOffIcon } from './icons';

// Apart from form.tsx's Form, which brings zod's resolver: a form that loads its schema on first use (the product page's inquiry) takes its fields from here.

interface FormElementProps<Values extends FieldValues, Output> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid'> {
  /** The form's state, made by the caller with useForm and a resolver of the shared schemas. */
  methods: UseFormReturn<Values, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
  onInvalid?: SubmitErrorHandler<Values>;
}

/**
 * The `<form>` of `Form`, over state the caller holds: for a form whose state
 * parts of the page outside the element read too (the setup form's progress
 * and tabs). The fields inside reach it with useFormContext.
 */
export function FormElement<Values extends FieldValues, Output>({ methods, onSubmit, onInvalid, className, children, ...props }: FormElementProps<Values, Output>) {
  return (
    <FormProvider {...methods}>
      <form className={cn('form', className)} noValidate onSubmit={(event) => void methods.handleSubmit(onSubmit, onInvalid)(event)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

interface FieldWrapperProps {
  id: string;
  label: string;
  error?: FieldError | string;
  hint?: ReactNode;
  /** Shows an asterisk after the label (outside it, so the label text stays exactly `label`); pair with aria-required. */
  required?: boolean;
  children: ReactNode;
  className?: string;
}

const errorText = (error: FieldError | string | undefined) => (typeof error === 'string' ? error : error?.message);

/** The ids a control's aria-describedby should list: its hint and its error. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: FieldError | string }) {
  const ids = [hint ? `${id}-hint` : undefined, errorText(error) ? `${id}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and error message, wired together. The message (a schema's English) is shown in the page's language. */
export function FieldWrapper({ id, label, error, hint, required, children, className }: FieldWrapperProps) {
  const text = useMessageText();
  const message = errorText(error);
  return (
    <div className={cn('field', message && 'field--invalid', className)}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {message && (
        <p className="field__error" id={`${id}-error`} role="alert">
          <AlertCircleIcon size={16} />
          {text(message)}
        </p>
      )}
    </div>
  );
}

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
}

/** A labelled text input registered with react-hook-form. */
export function InputField({ label, registration, error, hint, required, className, ...props }: InputFieldProps) {
  const id = useId();
  return (
    <FieldWrapper id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input id={id} className="input" aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={describedBy(id, { hint, error })} {...props} {...registration} />
    </FieldWrapper>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, registration, error, hint, required, className, ...props }: Omit<InputFieldProps, 'type'>) {
  const t = useT();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldWrapper id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <div className="input-group">
        <input
          id={id}
          className="input input--with-action"
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, { hint, error })}
          {...props}
          {...registration}
        />
        <button
          type="button"
          className="input-group__action"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={id}
          aria-pressed={visible}
          title={visible ? t('Hide password') : t('Show password')}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          <span className="visually-hidden">{t('Show password')}</span>
        </button>
      </div>
    </FieldWrapper>
  );
}

/** A message about the whole form (usually the server's answer), announced when it appears, in the page's language. */
export function FormAlert({ message, tone = 'error' }: { message: string | undefined; tone?: 'error' | 'success' | 'info' }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <div className={cn('alert', `alert--${tone}`)} role={tone === 'error' ? 'alert' : 'status'}>
      <AlertCircleIcon size={20} className="alert__icon" />
      <p>{text(message)}</p>
    </div>
  );
}

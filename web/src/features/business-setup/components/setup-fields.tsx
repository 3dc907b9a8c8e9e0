import { useId, useState, type ReactNode } from 'react';
import { useFormContext, useFormState, useWatch, type PathValue } from 'react-hook-form';
import { describedBy, FieldWrapper } from '../../../components/ui/form';
import { useT } from '../../../i18n';
import { useMessageText } from '../../../lib/message-text';
import { errorsByPath, type Draft } from '../setup-state';

/** What a tab gets besides the form's state: the simple registration form (its §5 required marks). */
export interface SetupTabProps {
  registration: boolean;
}

type Nested = 'contact' | 'socialMedia' | 'address' | 'media';

/**
 * A tab's view of the setup form's one state (react-hook-form, shared by
 * every tab): the draft, its errors by dotted path in the page's language,
 * and setters. A change re-checks the whole draft, so every field's message
 * stays current.
 */
export function useSetupDraft() {
  const form = useFormContext<Draft>();
  const draft = useWatch({ control: form.control }) as Draft;
  const text = useMessageText();
  const errors = Object.fromEntries(Object.entries(errorsByPath(useFormState({ control: form.control }).errors)).map(([path, message]) => [path, text(message)]));
  const put = <K extends keyof Draft>(key: K, value: Draft[K]) => form.setValue(key, value as PathValue<Draft, K>);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    put(key, value);
    void form.trigger();
  };
  /** Merges into one of the draft's objects. */
  const setNested = <K extends Nested>(key: K, value: Partial<NonNullable<Draft[K]>>) => set(key, { ...(form.getValues(key) ?? {}), ...value } as Draft[K]);
  /** Merges several fields at once (the hours' and the categories' editors change more than one). */
  const patch = (change: Partial<Draft>) => {
    for (const [key, value] of Object.entries(change)) put(key as keyof Draft, value as Draft[keyof Draft]);
    void form.trigger();
  };
  return { draft, errors, set, setNested, patch };
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}

/** FieldWrapper with a generated id, handing the control the ids it should point at. */
export function Field({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  return (
    <FieldWrapper id={id} label={label} error={error} hint={hint} required={required}>
      {children({ id, 'aria-describedby': describedBy(id, { hint, error }), 'aria-invalid': error ? true : undefined })}
    </FieldWrapper>
  );
}

/** Alternate emails or phones: Enter adds, duplicates are not added twice (spec 1 §5). */
export function EntryList({
  label,
  values,
  onChange,
  add,
  mask,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  add: (list: readonly string[], value: string) => string[];
  mask?: (value: string) => string;
}) {
  const [text, setText] = useState('');
  const t = useT();
  const commit = () => {
    onChange(add(values, text));
    setText('');
  };
  return (
    <Field label={label} hint={t('Press Enter to add.')}>
      {(props) => (
        <>
          <input
            {...props}
            className="input"
            value={text}
            onChange={(event) => setText(mask ? mask(event.target.value) : event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              }
            }}
          />
          {values.length > 0 && (
            <ul className="chip-list entry-list">
              {values.map((value) => (
                <li key={value} className="chip">
                  {value}{' '}
                  <button type="button" className="chip__remove" onClick={() => onChange(values.filter((entry) => entry !== value))}>
                    ×<span className="visually-hidden"> {t('remove {value}', { value })}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}

type TextKey = 'name' | 'website' | 'gstn' | 'adhaar' | 'pan' | 'iec' | 'tax' | 'natureOfBusiness' | 'gstRegistration' | 'annualTurnOver' | 'seoTitle' | 'seoDescription';

/** A labelled text input of one of the draft's plain text fields. */
export function DraftText({ name, label, required, type = 'text', hint }: { name: TextKey; label: string; required?: boolean; type?: string; hint?: ReactNode }) {
  const { draft, errors, set } = useSetupDraft();
  return (
    <Field label={label} error={errors[name]} required={required} hint={hint}>
      {(props) => <input {...props} className="input" type={type} value={draft[name] ?? ''} onChange={(event) => set(name, event.target.value)} />}
    </Field>
  );
}

import { useId, useState, type ReactNode } from 'react';
import type { UpdateBusinessInput } from '@shared/schemas/business';
import { describedBy, FieldWrapper } from '../../../components/ui/form';
import { useT } from '../../../i18n';

/** The setup form's one state: what the API takes, with the name and city a new listing needs. */
export type Draft = UpdateBusinessInput & { name: string; cityName: string };

/** What every tab of the setup form gets: the one draft, its errors by dotted path, and its setters. */
export interface SetupTabProps {
  draft: Draft;
  errors: Record<string, string>;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  /** Merges into one of the draft's objects. */
  setNested: <K extends 'contact' | 'socialMedia' | 'address' | 'media'>(key: K, value: Partial<NonNullable<Draft[K]>>) => void;
  /** Merges several fields at once (the hours' and the categories' editors change more than one). */
  patch: (change: Partial<Draft>) => void;
  /** The simple registration form (its §5 required marks). */
  registration: boolean;
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
export function DraftText({
  tab: { draft, errors, set },
  name,
  label,
  required,
  type = 'text',
  hint,
}: {
  tab: SetupTabProps;
  name: TextKey;
  label: string;
  required?: boolean;
  type?: string;
  hint?: ReactNode;
}) {
  return (
    <Field label={label} error={errors[name]} required={required} hint={hint}>
      {(props) => <input {...props} className="input" type={type} value={draft[name] ?? ''} onChange={(event) => set(name, event.target.value)} />}
    </Field>
  );
}

import { useState } from 'react';
import { useT } from '../../i18n';
import { useMessageText } from '../../lib/message-text';
import { Button } from './button';

/** One problem of a form: where it is (the label a person reads) and what is wrong. */
export interface FormError<Target = unknown> {
  key: string;
  label: string;
  message: string;
  /** What the form needs to show the field (its tab and id): handed back on a click. */
  target: Target;
}

/** Shown before 'Show All Errors' (spec 3 §2.10). */
const FIRST_SHOWN = 5;
/** Above this many, the panel lists the first five only and asks for a careful check. */
const TOO_MANY = 10;

/**
 * The form error panel of spec 3 §2.10: 'Some info is missing (N)' over
 * '{label}: {message}' lines, five first, then '... and N more errors' with
 * Show All Errors; Go to First Error and Hide Errors. Each line also takes
 * the reader to its field.
 */
export function FormErrorPanel<Target>({ errors, onGoTo, onHide }: { errors: readonly FormError<Target>[]; onGoTo: (error: FormError<Target>) => void; onHide: () => void }) {
  const t = useT();
  const text = useMessageText();
  const [showAll, setShowAll] = useState(false);
  if (!errors.length) return null;
  const tooMany = errors.length > TOO_MANY;
  const shown = showAll && !tooMany ? errors : errors.slice(0, FIRST_SHOWN);
  const hidden = errors.length - shown.length;
  return (
    <section className="alert alert--error form-error-panel" role="alert" aria-labelledby="form-error-panel-title">
      <h2 id="form-error-panel-title" className="form-error-panel__title">
        {t('Some info is missing ({count})', { count: errors.length })}
      </h2>
      {tooMany && <p>{t('Too many errors to display ({count}). Please check the form carefully.', { count: errors.length })}</p>}
      <ul className="form-error-panel__list">
        {shown.map((error) => (
          <li key={error.key}>
            <button type="button" className="link-button" onClick={() => onGoTo(error)}>
              {error.label}: {text(error.message)}
            </button>
          </li>
        ))}
      </ul>
      {!tooMany && hidden > 0 && <p className="form-error-panel__more">{t('... and {count} more errors', { count: hidden })}</p>}
      <div className="form-error-panel__actions">
        {!tooMany && errors.length > FIRST_SHOWN && (
          <Button variant="outline" size="sm" onClick={() => setShowAll((all) => !all)}>
            {showAll ? t('Show Fewer Errors') : t('Show All Errors')}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => onGoTo(errors[0]!)}>
          {t('Go to First Error')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onHide}>
          {t('Hide Errors')}
        </Button>
      </div>
    </section>
  );
}

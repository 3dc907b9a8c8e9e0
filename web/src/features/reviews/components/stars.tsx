import { useId, type Ref } from 'react';
import { AlertCircleIcon, StarIcon as Star } from '../../../components/ui/icons';
import { useMessageText } from '../../../lib/message-text';
import { useT } from '../../../i18n';
import { starText } from '../review-text';

/** A read-only row of five stars. */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="review-stars" role="img" aria-label={t('{rating} out of 5 stars', { rating })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" size={16} className={star <= Math.round(rating) ? 'review-stars__on' : 'review-stars__off'} />
      ))}
    </span>
  );
}

/** Five radio stars with the spec's labels (Poor … Excellent); a form passes its error, and a ref to focus on a refused submit. */
export function StarPicker({ value, onChange, error, inputRef }: { value: number; onChange: (rating: number) => void; error?: string; inputRef?: Ref<HTMLInputElement> }) {
  const t = useT();
  const text = useMessageText();
  const errorId = useId();
  return (
    <>
      <fieldset className="star-picker" aria-describedby={error ? errorId : undefined}>
        <legend className="field__label">{t('Your rating')}</legend>
        {starText.map((label, index) => (
          <label key={label} className="star-picker__star" title={t(label)}>
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name="rating"
              value={index + 1}
              checked={value === index + 1}
              onChange={() => onChange(index + 1)}
              className="visually-hidden"
            />
            <Star aria-hidden="true" size={28} className={index < value ? 'review-stars__on' : 'review-stars__off'} />
            <span className="visually-hidden">{t(label)}</span>
          </label>
        ))}
        <span className="star-picker__label" aria-live="polite">
          {value ? t(starText[value - 1]!) : t('Choose a rating')}
        </span>
      </fieldset>
      {/* Below the row of stars, not in it. */}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          <AlertCircleIcon size={16} />
          {text(error)}
        </p>
      )}
    </>
  );
}

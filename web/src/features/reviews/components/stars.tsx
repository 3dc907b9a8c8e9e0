import { StarIcon as Star } from '../../../components/ui/icons';
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

/** Five radio stars with the spec's labels (Poor … Excellent). */
export function StarPicker({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const t = useT();
  return (
    <fieldset className="star-picker">
      <legend className="field__label">{t('Your rating')}</legend>
      {starText.map((label, index) => (
        <label key={label} className="star-picker__star" title={t(label)}>
          <input type="radio" name="rating" value={index + 1} checked={value === index + 1} onChange={() => onChange(index + 1)} className="visually-hidden" />
          <Star aria-hidden="true" size={28} className={index < value ? 'review-stars__on' : 'review-stars__off'} />
          <span className="visually-hidden">{t(label)}</span>
        </label>
      ))}
      <span className="star-picker__label" aria-live="polite">
        {value ? t(starText[value - 1]!) : t('Choose a rating')}
      </span>
    </fieldset>
  );
}

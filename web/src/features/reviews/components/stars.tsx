import { StarIcon as Star } from '../../../components/ui/icons';
import { starLabels } from '@shared/reviews/constants';

/** A read-only row of five stars. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" size={16} className={star <= Math.round(rating) ? 'review-stars__on' : 'review-stars__off'} />
      ))}
    </span>
  );
}

/** Five radio stars with the spec's labels (Poor … Excellent). */
export function StarPicker({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <fieldset className="star-picker">
      <legend className="field__label">Your rating</legend>
      {starLabels.map((label, index) => (
        <label key={label} className="star-picker__star" title={label}>
          <input type="radio" name="rating" value={index + 1} checked={value === index + 1} onChange={() => onChange(index + 1)} className="visually-hidden" />
          <Star aria-hidden="true" size={28} className={index < value ? 'review-stars__on' : 'review-stars__off'} />
          <span className="visually-hidden">{label}</span>
        </label>
      ))}
      <span className="star-picker__label" aria-live="polite">
        {value ? starLabels[value - 1] : 'Choose a rating'}
      </span>
    </fieldset>
  );
}

import { useId, type InputHTMLAttributes } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useCities } from '../api/get-cities';

const DEBOUNCE_MS = 300;

export interface CityInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'list'> {
  value: string;
  onChange: (value: string) => void;
}

/** A text input suggesting India's cities as you type (debounced 300 ms, spec 1 §9). */
export function CityInput({ value, onChange, className = 'input', ...props }: CityInputProps) {
  const listId = useId();
  const query = useDebouncedValue(value, DEBOUNCE_MS);
  const cities = useCities(query);
  return (
    <>
      <input {...props} className={className} list={listId} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      <datalist id={listId}>
        {cities.data?.map((city) => (
          <option key={city.slug} value={city.name}>
            {city.stateName}
          </option>
        ))}
      </datalist>
    </>
  );
}

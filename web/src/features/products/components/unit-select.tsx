import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { productUnits } from '@shared/products/units';
import { FieldWrapper } from '../../../components/ui/form';

/** The 'Unit' select of the quote forms (a product inquiry, a request for quotes). */
export function UnitSelect({ registration, error }: { registration: UseFormRegisterReturn; error?: FieldError }) {
  const id = useId();
  return (
    <FieldWrapper id={id} label="Unit" required error={error}>
      <select id={id} className="input" aria-required {...registration}>
        {productUnits.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </select>
    </FieldWrapper>
  );
}

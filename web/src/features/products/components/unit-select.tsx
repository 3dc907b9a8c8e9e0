import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { productUnits } from '@shared/products/units';
import { FieldWrapper } from '../../../components/ui/form-fields';
import { useLocale, useT } from '../../../i18n';
import { unitNameIn } from '../unit-names';

/** The 'Unit' select of the quote forms (a product inquiry, a request for quotes). */
/** `defaultValue` puts the starting unit in the server's HTML too. */
export function UnitSelect({ registration, error, defaultValue }: { registration: UseFormRegisterReturn; error?: FieldError; defaultValue?: string }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <FieldWrapper id={id} label={t('Unit')} required error={error}>
      <select id={id} className="input" aria-required defaultValue={defaultValue} {...registration}>
        {productUnits.map((unit) => (
          <option key={unit} value={unit}>
            {unitNameIn(unit, locale)}
          </option>
        ))}
      </select>
    </FieldWrapper>
  );
}

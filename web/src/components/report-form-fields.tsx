import { businessReportTypes } from '@shared/business/enums';
import type { BusinessReportSchema } from '@shared/schemas/listing-feedback';
import { Button } from './ui/button';
import { FieldWrapper, type FormMethods } from './ui/form';

/** The report form's body, shared by the business and seller reports (spec 1 §5, spec 2 §5): a reason and a comment. */
export function ReportFormFields({ methods, idPrefix, pending }: { methods: FormMethods<typeof BusinessReportSchema>; idPrefix: string; pending: boolean }) {
  const { register, formState } = methods;
  return (
    <>
      <fieldset className="choice-list">
        <legend className="field__label">What is wrong?</legend>
        {businessReportTypes.map((type) => (
          <label key={type} className="choice">
            <input type="radio" value={type} {...register('type')} /> {type}
          </label>
        ))}
        {formState.errors.type && (
          <p className="field__error" role="alert">
            {formState.errors.type.message}
          </p>
        )}
      </fieldset>
      <FieldWrapper id={`${idPrefix}-comment`} label="Comment" required error={formState.errors.comment}>
        <textarea id={`${idPrefix}-comment`} className="input textarea" rows={4} aria-required {...register('comment')} />
      </FieldWrapper>
      <Button type="submit" isLoading={pending}>
        Submit report
      </Button>
    </>
  );
}

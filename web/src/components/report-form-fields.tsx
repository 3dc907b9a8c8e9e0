import { businessReportTypes, type BusinessReportType } from '@shared/business/enums';
import type { BusinessReportSchema } from '@shared/schemas/listing-feedback';
import { Button } from './ui/button';
import { FieldWrapper, type FormMethods } from './ui/form';
import { msg, useT } from '../i18n';
import { useMessageText } from '../lib/message-text';

/** The report types as the form shows them (the stored value is the English). */
const reportTypeText: Record<BusinessReportType, string> = {
  'Phone Number': msg('Phone Number'),
  Address: msg('Address'),
  'This Place has Closed Down': msg('This Place has Closed Down'),
  Other: msg('Other'),
  'Incorrect Website URL': msg('Incorrect Website URL'),
  'Bad Reviews': msg('Bad Reviews'),
  'Spam Location': msg('Spam Location'),
};

/** The report form's body, shared by the business and seller reports (spec 1 §5, spec 2 §5): a reason and a comment. */
export function ReportFormFields({ methods, idPrefix, pending }: { methods: FormMethods<typeof BusinessReportSchema>; idPrefix: string; pending: boolean }) {
  const t = useT();
  const text = useMessageText();
  const { register, formState } = methods;
  return (
    <>
      <fieldset className="choice-list">
        <legend className="field__label">{t('What is wrong?')}</legend>
        {businessReportTypes.map((type) => (
          <label key={type} className="choice">
            <input type="radio" value={type} {...register('type')} /> {t(reportTypeText[type])}
          </label>
        ))}
        {formState.errors.type && (
          <p className="field__error" role="alert">
            {text(formState.errors.type.message ?? '')}
          </p>
        )}
      </fieldset>
      <FieldWrapper id={`${idPrefix}-comment`} label={t('Comment')} required error={formState.errors.comment}>
        <textarea id={`${idPrefix}-comment`} className="input textarea" rows={4} aria-required {...register('comment')} />
      </FieldWrapper>
      <Button type="submit" isLoading={pending}>
        {t('Submit report')}
      </Button>
    </>
  );
}

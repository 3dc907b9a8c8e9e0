import { useId } from 'react';
import type { BusinessFields } from '@shared/schemas/business';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldWrapper } from '../../../components/ui/form';
import { UploadField } from '../../../components/ui/upload-field';
import { useT } from '../../../i18n';

type Award = NonNullable<BusinessFields['awards']>[number];

/** As many as a listing keeps (the schema's limit). */
export const AWARDS_MAX = 20;

interface AwardsEditorProps {
  awards: Award[];
  onChange: (awards: Award[]) => void;
  /** Field errors by dotted path ('awards.0.name'). */
  errors: Record<string, string | undefined>;
}

function AwardRow({ award, index, error, onChange, onRemove }: { award: Award; index: number; error?: string; onChange: (award: Award) => void; onRemove: () => void }) {
  const id = useId();
  const t = useT();
  const hint = t('For example: FSSAI licence, ISO 9001:2015, Times Food Award 2024.');
  return (
    <fieldset className="award-row">
      <legend className="visually-hidden">{t('Award {number}', { number: index + 1 })}</legend>
      <FieldWrapper id={id} label={t('Award or certificate')} error={error} hint={hint} required>
        <input
          id={id}
          className="input"
          maxLength={120}
          value={award.name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          onChange={(event) => onChange({ ...award, name: event.target.value })}
        />
      </FieldWrapper>
      <UploadField
        kind="gallery"
        label={t('Certificate image')}
        hint={t('A photo or scan of the certificate (optional).')}
        previewAlt={award.name ? t('{name} certificate', { name: award.name }) : t('Certificate')}
        value={award.image}
        onChange={(key) => onChange({ ...award, image: key ?? undefined })}
      />
      <Button variant="ghost" size="sm" onClick={onRemove}>
        {t('Remove')}
        <span className="visually-hidden"> {t('award {number}', { number: index + 1 })}</span>
      </Button>
    </fieldset>
  );
}

/** The listing's certificates and awards (spec 1 §3 awards[{name, image}]), shown on the profile's Info tab. */
export function AwardsEditor({ awards, onChange, errors }: AwardsEditorProps) {
  const t = useT();
  return (
    <section className="awards-editor" aria-labelledby="awards-editor-title">
      <h3 className="setup__subheading" id="awards-editor-title">
        {t('Certificates & Awards')}
      </h3>
      {awards.length === 0 && <p className="field__hint">{t('Licences, certifications and awards build trust. Add each with a photo of it.')}</p>}
      {awards.map((award, index) => (
        <AwardRow
          key={index}
          award={award}
          index={index}
          error={errors[`awards.${index}.name`]}
          onChange={(changed) => onChange(awards.map((entry, position) => (position === index ? changed : entry)))}
          onRemove={() => onChange(awards.filter((_, position) => position !== index))}
        />
      ))}
      {awards.length < AWARDS_MAX ? (
        <Button variant="outline" onClick={() => onChange([...awards, { name: '' }])}>
          {t('Add an award or certificate')}
        </Button>
      ) : (
        <p className="field__hint">{t('You have added the most a listing can show ({max}).', { max: AWARDS_MAX })}</p>
      )}
    </section>
  );
}

import { useId, useState, type InputHTMLAttributes } from 'react';
import { phoneInputMask, phoneInputNotice } from '@shared/business/format';
import { useT, type Translate } from '../../i18n';
import { cn } from '../../utils/cn';

export interface PhoneInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange: (value: string) => void;
}

/** The notice of phoneInputNotice (shared, in English) in the page's language. */
function noticeText(notice: string | null, t: Translate): string | null {
  if (!notice) return null;
  const dropped = /“(.*)”/.exec(notice)?.[1];
  return dropped !== undefined ? t('Only digits are kept, so we removed “{dropped}”', { dropped }) : t('An Indian phone number has 10 digits, so we kept the first 10');
}

/**
 * An Indian phone number input: keeps ten digits grouped '98200 12345' and,
 * when a keystroke or paste loses something (a letter, an eleventh digit),
 * says what it dropped instead of silently cutting.
 */
export function PhoneInput({ value, onChange, className, ...props }: PhoneInputProps) {
  const t = useT();
  const noticeId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <input
        {...props}
        className={cn('input', className)}
        type="tel"
        inputMode="tel"
        autoComplete={props.autoComplete ?? 'tel-national'}
        aria-describedby={[props['aria-describedby'], noticeId].filter(Boolean).join(' ')}
        value={value}
        onChange={(event) => {
          setNotice(phoneInputNotice(event.target.value));
          onChange(phoneInputMask(event.target.value));
        }}
      />
      <p id={noticeId} className="field__hint phone-input__notice" role="status">
        {noticeText(notice, t)}
      </p>
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { formatIndianPhone, phoneHref } from '@shared/business/format';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { trackTap } from '../api/track';

/** How many trailing digits stay hidden until the visitor asks for the number. */
const HIDDEN_DIGITS = 5;

/** The number as shown, its last five digits hidden: '+91 98765 •••••'. */
export function maskedPhone(phone: string): string {
  const shown = [...formatIndianPhone(phone)];
  let hidden = 0;
  for (let index = shown.length - 1; index >= 0 && hidden < HIDDEN_DIGITS; index--) {
    if (/\d/.test(shown[index]!)) {
      shown[index] = '•';
      hidden++;
    }
  }
  return shown.join('');
}

/**
 * A listing's phone numbers behind "Show phone number": the click reveals them
 * and is counted for the owner's insights as a phone reveal (POST
 * /businesses/track, event 'phoneReveal'); a tap on a revealed number is a call
 * tap. Without JavaScript the button cannot work, so those visitors (and
 * crawlers reading the markup) get the numbers as tel: links, as before.
 */
export function PhoneNumbers({ businessId, phones }: { businessId: string; phones: readonly string[] }) {
  const t = useT();
  const [revealed, setRevealed] = useState(false);
  const firstNumber = useRef<HTMLAnchorElement>(null);

  // The button is gone once pressed: keyboard and screen-reader users land on the number it revealed.
  useEffect(() => {
    if (revealed) firstNumber.current?.focus();
  }, [revealed]);

  const numbers = (focusable: boolean) =>
    phones.map((phone, index) => (
      <a key={phone} ref={focusable && index === 0 ? firstNumber : undefined} className="facts__line" href={phoneHref(phone)} onClick={() => trackTap(businessId, 'call')}>
        {formatIndianPhone(phone)}
      </a>
    ));

  if (revealed) return <>{numbers(true)}</>;
  return (
    <>
      <span className="facts__line phone-reveal">
        <span className="phone-reveal__masked" aria-hidden="true">
          {maskedPhone(phones[0] ?? '')}
        </span>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setRevealed(true);
            trackTap(businessId, 'phoneReveal');
          }}
        >
          {phones.length > 1 ? t('Show phone numbers') : t('Show phone number')}
        </Button>
      </span>
      <noscript>{numbers(false)}</noscript>
    </>
  );
}

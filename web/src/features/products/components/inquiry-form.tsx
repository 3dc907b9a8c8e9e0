import { memo, Suspense } from 'react';
import { deferredLazy } from '../../../lib/deferred';
import { useSession } from '../../../lib/session-context';
import { useT } from '../../../i18n';

export interface InquiryFormProps {
  productId: string;
  /** The unit the product is priced in: the form asks in it. */
  units: string;
  /** The seller's minimum order: the quantity starts there, and less is refused. */
  minimumOrder: number;
  /** The buyer's city, as the header shows it. */
  cityName?: string;
}

// The fields bring react-hook-form: they load when the form nears the viewport (on a phone it is below the product's
// details) or the visitor reaches into it; until then the server's form stays as it is.
const { Component: InquiryFields, useSlot: useInquiryFieldsSlot } = deferredLazy(async () => (await import('./inquiry-fields')).InquiryFields);

/** The Send Inquiry (quote request) form of the product page (spec 2 §2.6). */
export const InquiryForm = memo(function InquiryForm(props: InquiryFormProps) {
  const t = useT();
  const { isSignedIn } = useSession();
  const slot = useInquiryFieldsSlot<HTMLElement>();
  return (
    <section ref={slot} className="product-section inquiry" aria-labelledby="inquiry-title">
      <h2 id="inquiry-title">{t('Send Inquiry')}</h2>
      <Suspense fallback={<div className="inquiry__loading" aria-busy="true" />}>
        <InquiryFields key={isSignedIn ? 'in' : 'out'} isSignedIn={isSignedIn} {...props} />
      </Suspense>
    </section>
  );
});

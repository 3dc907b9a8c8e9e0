import { useId, useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldError } from 'react-hook-form';
import { productUnits } from '@shared/products/units';
import { AddQuoteSchema } from '@shared/schemas/product';
import { Button } from '../../../components/ui/button';
import { FieldWrapper, Form, InputField } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { sendQuote } from '../api/inquiries';
import { UnitSelect } from './unit-select';
import { useLocale, useT } from '../../../i18n';
import { unitNameIn } from '../unit-names';

const shape = AddQuoteSchema.shape;
/** Signed in, the account supplies name and email; signed out, they and the phone are asked for. */
const SignedInInquiry = AddQuoteSchema.pick({ wanted: true, unit: true, productId: true, message: true, cityName: true });
const SignedOutInquiry = SignedInInquiry.extend({ name: shape.name.unwrap(), email: shape.email.unwrap(), phone: shape.phone.unwrap() });

interface InquiryFormProps {
  productId: string;
  /** The unit the product is priced in: the form asks in it. */
  units: string;
  /** The seller's minimum order: the quantity starts there, and less is refused. */
  minimumOrder: number;
  /** The buyer's city, as the header shows it. */
  cityName?: string;
}

/** The Send Inquiry (quote request) form of the product page (spec 2 §2.6). */
export function InquiryForm({ productId, units, minimumOrder, cityName }: InquiryFormProps) {
  const t = useT();
  const locale = useLocale();
  const { isSignedIn } = useSession();
  const toast = useToast();
  const messageId = useId();
  const send = useMutation({ mutationFn: sendQuote });
  const defaultUnit = (productUnits as readonly string[]).includes(units) && units !== 'per unit' ? units : 'Pieces';
  const schema = useMemo(() => {
    const base = isSignedIn ? SignedInInquiry : SignedOutInquiry;
    // belowMinimumOrderMessage (the API's) in the page's language.
    const below = t('The minimum order for this product is {minimum} {unit}. Please ask for at least {minimum}.', {
      minimum: String(minimumOrder),
      unit: units === 'per unit' ? t('units') : unitNameIn(units, locale),
    });
    return base.extend({ wanted: shape.wanted.refine((wanted) => wanted >= minimumOrder, below) });
  }, [isSignedIn, minimumOrder, units, t, locale]);
  return (
    <section className="product-section inquiry" aria-labelledby="inquiry-title">
      <h2 id="inquiry-title">{t('Send Inquiry')}</h2>
      <Form
        key={isSignedIn ? 'in' : 'out'}
        schema={schema}
        options={{ defaultValues: { productId, unit: defaultUnit as never, wanted: minimumOrder, ...(cityName ? { cityName } : {}) } }}
        onSubmit={(values) =>
          send.mutate(values, {
            onSuccess: () => toast.show({ message: t('Quote Request Sent Successfully!') }),
            onError: (error) => toast.show({ message: errorMessage(error, t('Please Login To Continue!')), type: 'error' }),
          })
        }
      >
        {({ register, formState: { errors } }) => (
          <>
            {/* defaultValue too: the server's HTML shows the starting quantity and city before the form's script takes over. */}
            <div className="inquiry__quantity">
              <InputField
                label={t('Quantity')}
                type="number"
                min={minimumOrder}
                step={1}
                defaultValue={minimumOrder}
                required
                registration={register('wanted')}
                error={errors.wanted as FieldError | undefined}
              />
              <UnitSelect registration={register('unit')} error={errors.unit} defaultValue={defaultUnit} />
            </div>
            {!isSignedIn ? (
              <>
                <InputField label={t('Your name')} autoComplete="name" required registration={register('name' as 'cityName')} error={(errors as Record<string, FieldError | undefined>).name} />
                <InputField
                  label={t('Email')}
                  type="email"
                  autoComplete="email"
                  required
                  registration={register('email' as 'cityName')}
                  error={(errors as Record<string, FieldError | undefined>).email}
                />
                <InputField
                  label={t('Mobile number')}
                  type="tel"
                  autoComplete="tel"
                  placeholder="98200 12345"
                  required
                  registration={register('phone' as 'cityName')}
                  error={(errors as Record<string, FieldError | undefined>).phone}
                />
              </>
            ) : null}
            <InputField label={t('Your city')} autoComplete="address-level2" defaultValue={cityName} registration={register('cityName')} error={errors.cityName} />
            <FieldWrapper id={messageId} label={t('Requirement details')} error={errors.message}>
              <textarea id={messageId} className="input textarea" rows={3} maxLength={1000} {...register('message')} />
            </FieldWrapper>
            <Button type="submit" isLoading={send.isPending} block>
              {t('Send Inquiry')}
            </Button>
          </>
        )}
      </Form>
    </section>
  );
}

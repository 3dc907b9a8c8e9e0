import { useId, useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { productUnits } from '@shared/products/units';
import { Button } from '../../../components/ui/button';
import { FieldWrapper, FormElement, InputField } from '../../../components/ui/form-fields';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { sendQuote } from '../api/inquiries';
import type { InquiryInput, InquiryValues } from '../inquiry-schema';
import { UnitSelect } from './unit-select';
import { useLocale, useT } from '../../../i18n';
import { unitNameIn } from '../unit-names';
import type { InquiryFormProps } from './inquiry-form';

/** The inquiry form's fields and its submission: react-hook-form, the form fields, the units. */
export function InquiryFields({ productId, units, minimumOrder, cityName, isSignedIn }: InquiryFormProps & { isSignedIn: boolean }) {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const messageId = useId();
  const send = useMutation({ mutationFn: sendQuote });
  const defaultUnit = (productUnits as readonly string[]).includes(units) && units !== 'per unit' ? units : 'Pieces';
  // belowMinimumOrderMessage (the API's) in the page's language.
  const below = t('The minimum order for this product is {minimum} {unit}. Please ask for at least {minimum}.', {
    minimum: String(minimumOrder),
    unit: units === 'per unit' ? t('units') : unitNameIn(units, locale),
  });
  // The schema's module (zod) loads on the first validation, not with the page.
  const resolver = useMemo<Resolver<InquiryInput, unknown, InquiryValues>>(() => {
    let loaded: Promise<Resolver<InquiryInput, unknown, InquiryValues>> | undefined;
    return async (values, context, options) => {
      loaded ??= import('../inquiry-schema').then(({ inquiryResolver }) => inquiryResolver(isSignedIn, minimumOrder, below));
      return (await loaded)(values, context, options);
    };
  }, [isSignedIn, minimumOrder, below]);
  const methods = useForm<InquiryInput, unknown, InquiryValues>({
    mode: 'onTouched',
    defaultValues: { productId, unit: defaultUnit as InquiryInput['unit'], wanted: minimumOrder, ...(cityName ? { cityName } : {}) },
    resolver,
  });
  const {
    register,
    formState: { errors },
  } = methods;
  return (
    <FormElement
      methods={methods}
      onSubmit={(values) =>
        send.mutate(values, {
          onSuccess: () => toast.show({ message: t('Quote Request Sent Successfully!') }),
          onError: (error) => toast.show({ message: errorMessage(error, t('Please Login To Continue!')), type: 'error' }),
        })
      }
    >
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
          <InputField label={t('Your name')} autoComplete="name" required registration={register('name')} error={errors.name} />
          <InputField label={t('Email')} type="email" autoComplete="email" required registration={register('email')} error={errors.email} />
          <InputField label={t('Mobile number')} type="tel" autoComplete="tel" placeholder="98200 12345" required registration={register('phone')} error={errors.phone} />
        </>
      ) : null}
      <InputField label={t('Your city')} autoComplete="address-level2" defaultValue={cityName} registration={register('cityName')} error={errors.cityName} />
      <FieldWrapper id={messageId} label={t('Requirement details')} error={errors.message}>
        <textarea id={messageId} className="input textarea" rows={3} maxLength={1000} {...register('message')} />
      </FieldWrapper>
      <Button type="submit" isLoading={send.isPending} block>
        {t('Send Inquiry')}
      </Button>
    </FormElement>
  );
}

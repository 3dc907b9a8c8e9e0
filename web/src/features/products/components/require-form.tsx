import { useId, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Controller, type FieldError } from 'react-hook-form';
import { requireFormMessages, RequireFormSchema } from '@shared/schemas/product';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { FieldWrapper, Form, InputField, describedBy } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { sendRequestForQuotes } from '../api/inquiries';
import { UnitSelect } from './unit-select';
import { useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';

/** How long the success message stays before the form can be used again (spec 2 §8: shown 1.5 s). */
const SUCCESS_MS = 1500;
/** The quote form's usual units first; the whole list follows. */
const DEFAULT_UNIT = 'Pieces';

interface RequireFormProps {
  /** The main business categories to pick from. */
  categories: ReadonlyArray<{ _id: string; title: string; titleHi?: string | null }>;
  /** The city the visitor browses, in its display form. */
  defaultCity: string;
  /** The signed-in user's name and email, to start from. */
  person?: { name: string; email: string };
  /** The city type-ahead input (composed by the route). */
  renderCityInput: (props: {
    id: string;
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    'aria-invalid'?: boolean;
    'aria-required': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/**
 * /require-form: a request for quotes. The visitor says what they need, how
 * much and where, and the request reaches the businesses of the category in
 * that city, who answer from their leads inbox.
 */
export function RequireForm({ categories, defaultCity, person, renderCityInput }: RequireFormProps) {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const categoryId = useId();
  const cityId = useId();
  const detailsId = useId();
  const [sent, setSent] = useState<number | null>(null);
  const send = useMutation({ mutationFn: sendRequestForQuotes });
  return (
    <section className="card require-form" aria-labelledby="require-form-title">
      <h2 id="require-form-title" className="card__title">
        {t('Tell us what you need')}
      </h2>
      {sent !== null ? (
        <div className="require-form__sent" role="status">
          <CheckCircleIcon size={32} />
          <p>
            <strong>{t(requireFormMessages.success)}</strong>
          </p>
          <p>{t('Your request went to {count, plural, one {# business} other {# businesses}}. They will call or email you with their quotes.', { count: sent })}</p>
          <Button variant="outline" onClick={() => setSent(null)}>
            {t('Send another request')}
          </Button>
        </div>
      ) : (
        <Form
          schema={RequireFormSchema}
          options={{ defaultValues: { quantity: 1, unit: DEFAULT_UNIT, category: '', cityName: defaultCity, name: person?.name ?? '', email: person?.email ?? '', phone: '', need: '' } }}
          onSubmit={(values) =>
            send.mutate(values, {
              onSuccess: (answer) => {
                toast.show({ message: answer.message, duration: SUCCESS_MS });
                setSent(answer.recipients);
              },
              onError: (error) => toast.show({ message: errorMessage(error, t(requireFormMessages.failure)), type: 'error' }),
            })
          }
        >
          {({ register, control, formState: { errors } }) => {
            return (
              <>
                <InputField
                  label={t('What do you need?')}
                  placeholder={t('e.g. Catering for 200 guests, office chairs, AC repair')}
                  required
                  maxLength={200}
                  registration={register('need')}
                  error={errors.need}
                />
                <div className="require-form__row">
                  <InputField label={t('Quantity')} type="number" min={1} step={1} required registration={register('quantity')} error={errors.quantity as FieldError | undefined} />
                  <UnitSelect registration={register('unit')} error={errors.unit} />
                </div>
                <div className="require-form__row">
                  <FieldWrapper id={categoryId} label={t('Category')} required error={errors.category}>
                    <select
                      id={categoryId}
                      className="input"
                      aria-required
                      aria-invalid={errors.category ? true : undefined}
                      aria-describedby={describedBy(categoryId, { error: errors.category })}
                      {...register('category')}
                    >
                      <option value="">{t('Choose a category')}</option>
                      {categories.map((category) => (
                        <option key={category._id} value={category._id}>
                          {categoryTitle(category, locale)}
                        </option>
                      ))}
                    </select>
                  </FieldWrapper>
                  <FieldWrapper id={cityId} label={t('City')} required error={errors.cityName}>
                    <Controller
                      control={control}
                      name="cityName"
                      render={({ field }) => (
                        <>
                          {renderCityInput({
                            id: cityId,
                            value: field.value ?? '',
                            onChange: field.onChange,
                            onBlur: field.onBlur,
                            'aria-invalid': errors.cityName ? true : undefined,
                            'aria-required': true,
                            'aria-describedby': describedBy(cityId, { error: errors.cityName }),
                          })}
                        </>
                      )}
                    />
                  </FieldWrapper>
                </div>
                <FieldWrapper id={detailsId} label={t('Details (optional)')} error={errors.details}>
                  <textarea id={detailsId} className="input textarea" rows={3} maxLength={1000} placeholder={t('Dates, sizes, brands, budget…')} {...register('details')} />
                </FieldWrapper>
                <fieldset className="require-form__contact">
                  <legend>{t('Your contact details')}</legend>
                  <InputField label={t('Your name')} autoComplete="name" required maxLength={100} registration={register('name')} error={errors.name} />
                  <div className="require-form__row">
                    <InputField label={t('Email')} type="email" autoComplete="email" required maxLength={254} registration={register('email')} error={errors.email} />
                    <InputField label={t('Mobile number')} type="tel" autoComplete="tel" placeholder="98200 12345" required maxLength={16} registration={register('phone')} error={errors.phone} />
                  </div>
                </fieldset>
                <Button type="submit" size="lg" isLoading={send.isPending} block>
                  {t('Get quotes')}
                </Button>
              </>
            );
          }}
        </Form>
      )}
    </section>
  );
}

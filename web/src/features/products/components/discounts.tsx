import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discountTypes } from '@shared/products/discount';
import { AddDiscountSchema } from '@shared/schemas/product';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FieldWrapper, Form, InputField } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { addDiscount, deleteDiscount, useBusinessChoices, useDiscounts } from '../api/wizard';
import { msg, Trans, useT } from '../../../i18n';
import { discountText } from '../i18n';

const typeLabels: Record<(typeof discountTypes)[number], string> = { flat: msg('Flat amount (₹)'), percent: msg('Percent off (%)') };

/**
 * /dashboard/discounts: an owner's discount codes, per business, the form
 * that creates one (POST /discount/add) and Delete on each. Products pick them in the
 * wizard's Price tab; the product page shows 'Flat ₹{amount}' or '{amount}% Off'.
 */
export function DiscountManager() {
  const t = useT();
  const { user } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const businessId = useId();
  const typeId = useId();
  const [created, setCreated] = useState(0);
  const businesses = useBusinessChoices({ userId: user?._id, search: '', admin: false, cityName: '' });
  const discounts = useDiscounts(Boolean(user));
  const create = useMutation({
    mutationFn: addDiscount,
    onSuccess: () => {
      toast.show({ message: t('Discount created successfully') });
      setCreated((count) => count + 1);
      void queryClient.invalidateQueries({ queryKey: ['discounts'] });
    },
    onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }),
  });
  const remove = useMutation({
    mutationFn: deleteDiscount,
    onSuccess: () => {
      toast.show({ message: t('Discount deleted successfully') });
      void queryClient.invalidateQueries({ queryKey: ['discounts'] });
    },
    onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }),
  });

  if (businesses.isPending || discounts.isPending) return <Spinner label={t('Loading discounts')} />;
  const owned = businesses.data?.data ?? [];
  const nameOf = new Map(owned.map((business) => [business._id, business.name]));
  return (
    <div className="container dashboard-page">
      <div className="dashboard-page__head">
        <h1>{t('Discounts')}</h1>
        <ButtonLink variant="outline" to={paths.dashboard.myProducts.getHref()}>
          {t('My Products')}
        </ButtonLink>
      </div>
      {owned.length === 0 ? (
        <div className="empty-state">
          <h2>{t('No Business Found')}</h2>
          <p>{t('Please add a business first before creating a discount')}</p>
          <ButtonLink to={paths.dashboard.business.getHref()}>{t('Add New Business')}</ButtonLink>
        </div>
      ) : (
        <section className="discount-form" aria-labelledby="discount-form-title">
          <h2 id="discount-form-title">{t('New discount')}</h2>
          <Form key={created} schema={AddDiscountSchema} options={{ defaultValues: { businessId: owned[0]!._id, type: 'flat' } }} onSubmit={(values) => create.mutate(values)}>
            {({ register, formState: { errors } }) => (
              <div className="discount-form__fields">
                <FieldWrapper id={businessId} label={t('Business')} required error={errors.businessId}>
                  <select id={businessId} className="input" aria-required {...register('businessId')}>
                    {owned.map((business) => (
                      <option key={business._id} value={business._id}>
                        {business.name}
                      </option>
                    ))}
                  </select>
                </FieldWrapper>
                <InputField label={t('Code')} required placeholder="DIWALI10" maxLength={30} registration={register('code')} error={errors.code} hint={t('Letters, digits, - and _')} />
                <FieldWrapper id={typeId} label={t('Type')} required error={errors.type}>
                  <select id={typeId} className="input" aria-required {...register('type')}>
                    {discountTypes.map((type) => (
                      <option key={type} value={type}>
                        {t(typeLabels[type])}
                      </option>
                    ))}
                  </select>
                </FieldWrapper>
                <InputField label={t('Amount')} type="number" min={0} step="any" inputMode="decimal" required registration={register('amount', { valueAsNumber: true })} error={errors.amount} />
                <Button type="submit" isLoading={create.isPending}>
                  {t('Create discount')}
                </Button>
              </div>
            )}
          </Form>
        </section>
      )}
      <section className="discount-list" aria-labelledby="discount-list-title">
        <h2 id="discount-list-title">{t('Your discounts')}</h2>
        {discounts.isError ? <p className="alert alert--error">{errorMessage(discounts.error)}</p> : null}
        {discounts.data?.length ? (
          <ul className="dashboard-rows">
            {discounts.data.map((discount) => (
              <li key={discount._id} className="dashboard-row">
                <div>
                  <strong className="discount-code">{discount.code}</strong>
                  <p className="muted">
                    {discountText(t, discount)} · {nameOf.get(discount.businessId) ?? t('Another of your businesses')}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  isLoading={remove.isPending && remove.variables === discount._id}
                  onClick={() => {
                    if (window.confirm(t('Delete {code}? Products that offer it will stop showing it.', { code: discount.code }))) remove.mutate(discount._id);
                  }}
                >
                  <Trans id="Delete<0> {code}</0>" values={{ code: discount.code }} components={{ 0: <span className="visually-hidden" /> }} />
                </Button>
              </li>
            ))}
          </ul>
        ) : discounts.data ? (
          <p className="empty-state">{t("No discounts yet. Create one above, then pick it in a product's Price tab.")}</p>
        ) : null}
      </section>
    </div>
  );
}

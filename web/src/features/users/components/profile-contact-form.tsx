import * as z from 'zod';
import { formatIndianPhone, indianPhoneDigits } from '@shared/business/format';
import { PHONE_INVALID } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, InputField } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { useUpdateUser } from '../api/update-user';
import { msg, useT } from '../../../i18n';

const ContactDetailsSchema = z.object({
  phone: z
    .string()
    .trim()
    .max(20, PHONE_INVALID)
    .refine((phone) => !phone || indianPhoneDigits(phone) !== null, PHONE_INVALID),
  homeAddress: z.string().trim().max(200, msg('Please keep the address under 200 characters')),
});

/**
 * The member's phone and home address: private, shown only to them and to
 * the businesses they message on Ask (in the chat's User Info panel).
 */
export function ProfileContactForm({ user }: { user: SessionUser }) {
  const t = useT();
  const toast = useToast();
  const updateUser = useUpdateUser();
  return (
    <section className="card">
      <h2 className="card__title">{t('Contact details')}</h2>
      <p className="card__subtitle">{t('Private: only businesses you message on Ask see these, to call you back or deliver.')}</p>
      <Form
        schema={ContactDetailsSchema}
        aria-label={t('Contact details')}
        options={{ defaultValues: { phone: user.phone ? formatIndianPhone(user.phone) : '', homeAddress: user.homeAddress ?? '' } }}
        onSubmit={(values) => updateUser.mutate({ userId: user._id, data: values }, { onSuccess: () => toast.show({ message: t('Contact details saved') }) })}
      >
        {({ register, formState }) => (
          <>
            <FormAlert message={updateUser.isError ? errorMessage(updateUser.error, t('Could not save your contact details. Try again.')) : undefined} />
            <InputField
              label={t('Mobile number')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+91 98200 12345"
              maxLength={20}
              registration={register('phone')}
              error={formState.errors.phone}
            />
            <InputField
              label={t('Home address')}
              autoComplete="street-address"
              placeholder={t('Flat, building, street, area, city')}
              maxLength={200}
              registration={register('homeAddress')}
              error={formState.errors.homeAddress}
            />
            <Button type="submit" isLoading={updateUser.isPending}>
              {updateUser.isPending ? t('Saving...') : t('Save contact details')}
            </Button>
          </>
        )}
      </Form>
    </section>
  );
}

import * as z from 'zod';
import { formatIndianPhone, indianPhoneDigits } from '@shared/business/format';
import { PHONE_INVALID } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, InputField } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { useUpdateUser } from '../api/update-user';

const ContactDetailsSchema = z.object({
  phone: z
    .string()
    .trim()
    .max(20, PHONE_INVALID)
    .refine((phone) => !phone || indianPhoneDigits(phone) !== null, PHONE_INVALID),
  homeAddress: z.string().trim().max(200, 'Please keep the address under 200 characters'),
});

/**
 * The member's phone and home address: private, shown only to them and to
 * the businesses they message on Ask (in the chat's User Info panel).
 */
export function ProfileContactForm({ user }: { user: SessionUser }) {
  const toast = useToast();
  const updateUser = useUpdateUser();
  return (
    <section className="card">
      <h2 className="card__title">Contact details</h2>
      <p className="card__subtitle">Private: only businesses you message on Ask see these, to call you back or deliver.</p>
      <Form
        schema={ContactDetailsSchema}
        aria-label="Contact details"
        options={{ defaultValues: { phone: user.phone ? formatIndianPhone(user.phone) : '', homeAddress: user.homeAddress ?? '' } }}
        onSubmit={(values) => updateUser.mutate({ userId: user._id, data: values }, { onSuccess: () => toast.show({ message: 'Contact details saved' }) })}
      >
        {({ register, formState }) => (
          <>
            <FormAlert message={updateUser.isError ? errorMessage(updateUser.error, 'Could not save your contact details. Try again.') : undefined} />
            <InputField
              label="Mobile number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+91 98200 12345"
              maxLength={20}
              registration={register('phone')}
              error={formState.errors.phone}
            />
            <InputField
              label="Home address"
              autoComplete="street-address"
              placeholder="Flat, building, street, area, city"
              maxLength={200}
              registration={register('homeAddress')}
              error={formState.errors.homeAddress}
            />
            <Button type="submit" isLoading={updateUser.isPending}>
              {updateUser.isPending ? 'Saving...' : 'Save contact details'}
            </Button>
          </>
        )}
      </Form>
    </section>
  );
}

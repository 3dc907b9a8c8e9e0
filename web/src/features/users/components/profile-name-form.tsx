import * as z from 'zod';
import { RegisterSchema } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, InputField } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { useUpdateUser } from '../api/update-user';
import { useT } from '../../../i18n';

const NameSchema = z.object({ firstName: RegisterSchema.shape.firstName, lastName: RegisterSchema.shape.lastName });

/** Edits the name members and businesses see. */
export function ProfileNameForm({ user }: { user: SessionUser }) {
  const t = useT();
  const toast = useToast();
  const update = useUpdateUser();
  return (
    <section className="card" aria-labelledby="profile-name-title">
      <h2 id="profile-name-title" className="card__title">
        {t('Your name')}
      </h2>
      <Form
        key={`${user.firstName} ${user.lastName}`}
        schema={NameSchema}
        aria-labelledby="profile-name-title"
        options={{ defaultValues: { firstName: user.firstName, lastName: user.lastName } }}
        onSubmit={(values) => update.mutate({ userId: user._id, data: values }, { onSuccess: () => toast.show({ message: t('Your name was saved') }) })}
      >
        {({ register, formState }) => (
          <>
            <FormAlert message={update.error ? errorMessage(update.error) : undefined} />
            <div className="form__row">
              <InputField label={t('First name')} autoComplete="given-name" required maxLength={60} registration={register('firstName')} error={formState.errors.firstName} />
              <InputField label={t('Last name')} autoComplete="family-name" required maxLength={60} registration={register('lastName')} error={formState.errors.lastName} />
            </div>
            <Button type="submit" isLoading={update.isPending} disabled={!formState.isDirty}>
              {t('Save name')}
            </Button>
          </>
        )}
      </Form>
    </section>
  );
}

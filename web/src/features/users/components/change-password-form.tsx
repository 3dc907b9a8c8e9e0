import { useState } from 'react';
import { Link } from '../../../lib/router';
import * as z from 'zod';
import { ChangePasswordSchema } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, PasswordField } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/password';
import { msg, useT } from '../../../i18n';

const ChangePasswordFormSchema = ChangePasswordSchema.extend({ confirm: z.string().max(128) }).refine((values) => values.newPassword === values.confirm, {
  message: msg('The passwords do not match'),
  path: ['confirm'],
});

/** Changes the password; the current one is required. */
export function ChangePasswordForm() {
  const t = useT();
  const toast = useToast();
  const change = useChangePassword();
  // A fresh form after a change: the fields empty out and their touched state with them.
  const [formKey, setFormKey] = useState(0);
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title" className="card__title">
        {t('Password')}
      </h2>
      <Form
        key={formKey}
        schema={ChangePasswordFormSchema}
        aria-labelledby="password-title"
        options={{ defaultValues: { currentPassword: '', newPassword: '', confirm: '' } }}
        onSubmit={({ currentPassword, newPassword }) =>
          change.mutate(
            { currentPassword, newPassword },
            {
              onSuccess: () => {
                setFormKey((key) => key + 1);
                toast.show({ message: t('Your password was changed') });
              },
            },
          )
        }
      >
        {({ register, formState }) => (
          <>
            <FormAlert message={change.error ? errorMessage(change.error) : undefined} />
            <PasswordField label={t('Current password')} autoComplete="current-password" required registration={register('currentPassword')} error={formState.errors.currentPassword} />
            <PasswordField label={t('New password')} autoComplete="new-password" required registration={register('newPassword')} error={formState.errors.newPassword} />
            <PasswordField label={t('Confirm new password')} autoComplete="new-password" required registration={register('confirm')} error={formState.errors.confirm} />
            <div className="form__actions">
              <Button type="submit" isLoading={change.isPending}>
                {t('Change password')}
              </Button>
              <Link className="text-link" to={paths.auth.forgotPassword.getHref()}>
                {t('Forgot password?')}
              </Link>
            </div>
          </>
        )}
      </Form>
    </section>
  );
}

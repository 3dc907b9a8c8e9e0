import { Link } from '../../../lib/router';
import * as z from 'zod';
import { PasswordSchema } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, PasswordField } from '../../../components/ui/form';
import { paths } from '../../../config/paths';
import { msg, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useResetPassword } from '../api/password-reset';

const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirm: z.string().max(128) })
  .refine((values) => values.password === values.confirm, { message: msg('The passwords do not match'), path: ['confirm'] });

/** Sets a new password through the emailed link's token. */
export function ResetPasswordForm({ token, labelledBy }: { token: string; labelledBy: string }) {
  const t = useT();
  const reset = useResetPassword();
  if (reset.isSuccess) {
    return (
      <div className="form">
        <FormAlert tone="success" message={reset.data.message} />
        <Link className="btn btn--primary btn--lg btn--block" to={paths.auth.login.getHref()}>
          {t('Log in')}
        </Link>
      </div>
    );
  }
  return (
    <Form schema={NewPasswordSchema} onSubmit={(values) => reset.mutate({ token, password: values.password })} aria-labelledby={labelledBy} options={{ defaultValues: { password: '', confirm: '' } }}>
      {({ register, formState }) => (
        <>
          <FormAlert message={reset.error ? errorMessage(reset.error) : undefined} />
          {reset.error && (
            <p className="form__switch">
              <Link to={paths.auth.forgotPassword.getHref()}>{t('Ask for a new link')}</Link>
            </p>
          )}
          <PasswordField label={t('New password')} autoComplete="new-password" required registration={register('password')} error={formState.errors.password} />
          <PasswordField label={t('Confirm new password')} autoComplete="new-password" required registration={register('confirm')} error={formState.errors.confirm} />
          <Button type="submit" size="lg" block isLoading={reset.isPending}>
            {reset.isPending ? t('Saving…') : t('Set new password')}
          </Button>
        </>
      )}
    </Form>
  );
}

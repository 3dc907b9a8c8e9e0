import { Link } from '../../../lib/router';
import type { AuthResponse } from '@shared/schemas/auth';
import { LoginSchema } from '@shared/schemas/login';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, InputField, PasswordField } from '../../../components/ui/form';
import { paths } from '../../../config/paths';
import { Trans, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';

export interface LoginFormProps {
  onSuccess: (auth: AuthResponse) => void;
  /** Carried over to the sign-up link so the user still lands where they were going. */
  redirectTo?: string;
  /** The id of the heading that names the form (the login page's by default). */
  labelledBy?: string;
  /** What was typed before the form's code arrived (the home pop-up's light form, popup-login-form.tsx). */
  initialValues?: { email: string; password: string };
}

export function LoginForm({ onSuccess, redirectTo, labelledBy = 'login-title', initialValues }: LoginFormProps) {
  const t = useT();
  const login = useLogin({ mutationConfig: { onSuccess } });
  return (
    <Form schema={LoginSchema} onSubmit={(values) => login.mutate(values)} aria-labelledby={labelledBy} options={{ defaultValues: initialValues ?? { email: '', password: '' } }}>
      {({ register, formState }) => (
        <>
          <FormAlert message={login.error ? errorMessage(login.error) : undefined} />
          <InputField label={t('Email')} type="email" autoComplete="email" inputMode="email" required registration={register('email')} error={formState.errors.email} />
          <PasswordField label={t('Password')} autoComplete="current-password" required registration={register('password')} error={formState.errors.password} />
          <p className="form__aside">
            <Link to={paths.auth.forgotPassword.getHref()}>{t('Forgot password?')}</Link>
          </p>
          <Button type="submit" size="lg" block isLoading={login.isPending}>
            {login.isPending ? t('Logging in…') : t('Log in')}
          </Button>
          <p className="form__switch">
            <Trans id="New to Sbiz? <0>Create an account</0>" components={{ 0: <Link to={paths.auth.signup.getHref(redirectTo)} /> }} />
          </p>
        </>
      )}
    </Form>
  );
}

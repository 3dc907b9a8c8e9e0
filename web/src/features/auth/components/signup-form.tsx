import { Link } from '../../../lib/router';
import { PASSWORD_MIN_LENGTH, RegisterSchema, type AuthResponse } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, InputField, PasswordField } from '../../../components/ui/form';
import { paths } from '../../../config/paths';
import { Trans, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useRegister } from '../api/register';

interface SignupFormProps {
  onSuccess: (auth: AuthResponse) => void;
  /** Carried over to the login link so the user still lands where they were going. */
  redirectTo?: string;
}

export function SignupForm({ onSuccess, redirectTo }: SignupFormProps) {
  const t = useT();
  const registering = useRegister({ mutationConfig: { onSuccess } });
  // The server's answer was about what was sent: once a field changes it no longer applies.
  const clearsServerError = { onChange: () => registering.reset() };
  return (
    <Form
      schema={RegisterSchema}
      onSubmit={(values) => registering.mutate(values)}
      aria-labelledby="signup-title"
      options={{ defaultValues: { firstName: '', lastName: '', email: '', password: '' } }}
    >
      {({ register, formState }) => (
        <>
          <FormAlert message={registering.error ? errorMessage(registering.error) : undefined} />
          <div className="form__row">
            <InputField label={t('First name')} autoComplete="given-name" required registration={register('firstName', clearsServerError)} error={formState.errors.firstName} />
            <InputField label={t('Last name')} autoComplete="family-name" required registration={register('lastName', clearsServerError)} error={formState.errors.lastName} />
          </div>
          <InputField label={t('Email')} type="email" autoComplete="email" inputMode="email" required registration={register('email', clearsServerError)} error={formState.errors.email} />
          <PasswordField
            label={t('Password')}
            autoComplete="new-password"
            required
            hint={t('At least {count, plural, one {# character} other {# characters}}.', { count: PASSWORD_MIN_LENGTH })}
            registration={register('password', clearsServerError)}
            error={formState.errors.password}
          />
          <Button type="submit" size="lg" block isLoading={registering.isPending}>
            {registering.isPending ? t('Creating your account…') : t('Create account')}
          </Button>
          <p className="form__switch">
            <Trans id="Already have an account? <0>Log in</0>" components={{ 0: <Link to={paths.auth.login.getHref(redirectTo)} /> }} />
          </p>
        </>
      )}
    </Form>
  );
}

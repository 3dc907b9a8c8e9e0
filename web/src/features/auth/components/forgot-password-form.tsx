import { Link } from '../../../lib/router';
import { ForgotPasswordSchema } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, InputField } from '../../../components/ui/form';
import { paths } from '../../../config/paths';
import { Trans, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/password-reset';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const request = useForgotPassword();
  if (request.isSuccess) {
    return (
      <div className="form">
        <FormAlert tone="success" message={request.data.message} />
        <p className="form__switch">
          <Trans id="Didn’t get it? Check your spam folder, or <0>try again</0>." components={{ 0: <button type="button" className="text-link" onClick={() => request.reset()} /> }} />
        </p>
        <p className="form__switch">
          <Link to={paths.auth.login.getHref()}>{t('Back to login')}</Link>
        </p>
      </div>
    );
  }
  return (
    <Form schema={ForgotPasswordSchema} onSubmit={(values) => request.mutate(values)} aria-labelledby={labelledBy} options={{ defaultValues: { email: '' } }}>
      {({ register, formState }) => (
        <>
          <FormAlert message={request.error ? errorMessage(request.error) : undefined} />
          <InputField label={t('Email')} type="email" autoComplete="email" inputMode="email" required registration={register('email')} error={formState.errors.email} />
          <Button type="submit" size="lg" block isLoading={request.isPending}>
            {request.isPending ? t('Sending…') : t('Send reset link')}
          </Button>
          <p className="form__switch">
            <Trans id="Remembered it? <0>Log in</0>" components={{ 0: <Link to={paths.auth.login.getHref()} /> }} />
          </p>
        </>
      )}
    </Form>
  );
}

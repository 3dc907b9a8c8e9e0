import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { StatusPage } from './status-page';
import { ApiError } from '../lib/api-client';
import { useT } from '../i18n';

/**
 * The one 403 of the site: a signed-in user without the right (a non-admin
 * on an admin URL, an owner opening another owner's business) is told so,
 * with a way home. Never a 'Try again': trying again cannot help.
 */
export function AccessDenied({ reason, actions }: { reason?: string; actions?: ReactNode }) {
  const t = useT();
  return (
    <StatusPage
      className="container"
      code="403"
      head={{ title: t("You don't have access") }}
      title={t("You don't have access to this page")}
      text={reason ?? t('You are signed in with an account that can’t open this page.')}
      actions={actions}
    />
  );
}

/** Whether a failed request was refused for lack of rights. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Every page's and list's failed load: a 403 is the access page; anything
 * else says what could not be loaded and offers Try again (when the caller
 * can retry). `what` is a message ('the categories'): write it with msg() so
 * that it is translated here.
 */
export function LoadError({ error, what, onRetry, forbiddenReason }: { error: unknown; what: string; onRetry?: () => void; forbiddenReason?: string }) {
  const t = useT();
  if (isForbidden(error)) return <AccessDenied reason={forbiddenReason} />;
  return (
    <div className="load-error">
      <p className="alert alert--error" role="alert">
        {t('We could not load {what} just now. Please try again.', { what: t(what) })}
      </p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {t('Try again')}
        </Button>
      )}
    </div>
  );
}

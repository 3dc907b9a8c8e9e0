import type { ReactNode } from 'react';
import { ButtonLink } from './ui/button';
import { Button } from './ui/button';
import { Head } from './ui/head';
import { paths } from '../config/paths';
import { ApiError } from '../lib/api-client';

/**
 * The one 403 of the site: a signed-in user without the right (a non-admin
 * on an admin URL, an owner opening another owner's business) is told so,
 * with a way home. Never a 'Try again': trying again cannot help.
 */
export function AccessDenied({ reason = 'You are signed in with an account that can’t open this page.', actions }: { reason?: string; actions?: ReactNode }) {
  return (
    <div className="container status-page">
      <Head title="You don't have access" />
      <p className="status-page__code" aria-hidden="true">
        403
      </p>
      <h1 className="status-page__title">You don't have access to this page</h1>
      <p className="status-page__text">{reason}</p>
      <div className="status-page__actions">{actions ?? <ButtonLink to={paths.home.getHref()}>Go to the home page</ButtonLink>}</div>
    </div>
  );
}

/** Whether a failed request was refused for lack of rights. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Every page's and list's failed load: a 403 is the access page; anything
 * else says what could not be loaded and offers Try again (when the caller
 * can retry).
 */
export function LoadError({ error, what, onRetry, forbiddenReason }: { error: unknown; what: string; onRetry?: () => void; forbiddenReason?: string }) {
  if (isForbidden(error)) return <AccessDenied reason={forbiddenReason} />;
  return (
    <div className="load-error">
      <p className="alert alert--error" role="alert">
        We could not load {what} just now. Please try again.
      </p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

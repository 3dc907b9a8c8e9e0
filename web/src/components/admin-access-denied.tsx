import { ButtonLink } from './ui/button';
import { Head } from './ui/head';
import { paths } from '../config/paths';

/**
 * The 403 page of the admin area: a signed-in user without the role lands
 * here instead of being bounced to /login (which would send them straight
 * back). It says what happened and offers a way home.
 */
export function AdminAccessDenied() {
  return (
    <div className="container status-page">
      <Head title="You don't have access" />
      <p className="status-page__code" aria-hidden="true">
        403
      </p>
      <h1 className="status-page__title">You don't have access</h1>
      <p className="status-page__text">This page is for Sbiz administrators. You are signed in with an account that isn’t one.</p>
      <div className="status-page__actions">
        <ButtonLink to={paths.home.getHref()}>Go to the home page</ButtonLink>
      </div>
    </div>
  );
}

import { Head } from '../../../components/ui/head';
import { Trans, useT } from '../../../i18n';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { BusinessSetupForm } from '../../../features/business-setup/components/business-setup-form';

/**
 * /dashboard/register-business: the simple registration form (spec 1 §2, §5), a new listing's basics,
 * contact, location, working hours, amenities and payments and images on one page. Name, city,
 * description (50 characters or more), email, phone, street and PIN code are required; once created,
 * the listing opens in the tabbed setup form.
 */
export function RegisterBusinessRoute() {
  const t = useT();
  return (
    <div className="container page">
      <Head title={t('Register your business')} description={t('Add your business to Sbiz on one page: details, contact, address, hours, amenities and photos.')} />
      <h1 className="page__title">{t('Register your business')}</h1>
      <p className="muted">
        <Trans id="Fields marked * are required. Prefer to go step by step? <0>Use the tabbed setup form</0>." components={{ 0: <Link to={paths.dashboard.business.getHref()} /> }} />
      </p>
      <BusinessSetupForm variant="registration" />
    </div>
  );
}

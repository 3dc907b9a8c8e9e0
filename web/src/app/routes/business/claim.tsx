import { Head } from '../../../components/ui/head';
import { paths } from '../../../config/paths';
import { SocialSignIn } from '../../../features/auth/components/social-sign-in';
import { ClaimBusinessPage } from '../../../features/claim-business/claim-business-page';
import { ClaimSearch } from '../../../features/claims/components/claim-search';
import { CityInput } from '../../../components/city-input';
import { useToast } from '../../../components/ui/toast';
import { useSelectedLocation } from '../../../lib/preferences';
import type { PagePrefetch } from '../../ssr/page-data';
import { msg, useT } from '../../../i18n';

const TITLE = msg('Add Your Business for free');
const DESCRIPTION = msg('List your business on Sbiz for free, or find your existing listing and claim it to manage its details, reviews and leads.');

/** Server rendering: the page's head (its content needs no data above the fold). */
export const prefetch: PagePrefetch = async ({ t }) => ({ title: t(TITLE), description: t(DESCRIPTION), canonicalPath: paths.business.claim.getHref() });

/** /claim-your-business: add a new listing, or find an unclaimed one and claim it. */
export function ClaimBusinessRoute() {
  const t = useT();
  const [location] = useSelectedLocation();
  const toast = useToast();
  return (
    <>
      <Head title={t(TITLE)} description={t(DESCRIPTION)} />
      <ClaimBusinessPage
        // Social login on this page stays here (spec 1 §2): the page then offers claiming and adding.
        socialSignIn={<SocialSignIn onSignedIn={(auth) => toast.show({ message: t('Welcome, {name}! Add or claim your business below.', { name: auth.user.firstName }) })} />}
        claimSection={<ClaimSearch initialCity={location} renderCityInput={(props) => <CityInput {...props} />} />}
      />
    </>
  );
}

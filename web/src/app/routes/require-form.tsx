import { pathSegmentToCity } from '@shared/business/format';
import { Head } from '../../components/ui/head';
import { paths } from '../../config/paths';
import { CityInput } from '../../components/city-input';
import { RequireForm } from '../../features/products/components/require-form';
import { getMainCategoriesQueryOptions, useMainCategories } from '../../api/get-categories';
import { useSelectedLocation } from '../../lib/preferences';
import { useSession } from '../../lib/session-context';
import type { PagePrefetch } from '../ssr/page-data';
import { msg, useT } from '../../i18n';

const TITLE = msg('Get quotes from local businesses');
const DESCRIPTION = msg('Tell Sbiz what you need, how much and where: businesses in your city that offer it send you their best quotes. Free, no sign-up needed.');
const STEPS = [
  [msg('Tell us what you need'), msg('A product or a service, the quantity and your city.')],
  [msg('Businesses get your request'), msg('It reaches the listed businesses of that category in your city.')],
  [msg('Compare the quotes'), msg('They call or email you; pick the one that suits you.')],
] as const;

/** Server rendering: the category list of the form. */
export const prefetch: PagePrefetch = async ({ queryClient, t }) => {
  await queryClient.prefetchQuery(getMainCategoriesQueryOptions());
  return { description: t(DESCRIPTION), canonicalPath: paths.requireForm.getHref() };
};

/** /require-form: the request for quotes (spec 1 §2, the bottom bar's Rfq). */
export function RequireFormRoute() {
  const categories = useMainCategories();
  const [location] = useSelectedLocation();
  const { user } = useSession();
  const t = useT();
  return (
    <div className="container page require-page">
      <Head title={t(TITLE)} description={t(DESCRIPTION)} />
      <section className="require-page__intro">
        <h1 className="page__title">{t(TITLE)}</h1>
        <p className="claim__lead">{t('One request, several quotes: no calls to make, no sign-up needed.')}</p>
        <ol className="require-page__steps">
          {STEPS.map(([title, text]) => (
            <li key={title}>
              <strong>{t(title)}</strong>
              <span>{t(text)}</span>
            </li>
          ))}
        </ol>
      </section>
      <RequireForm
        // Re-mounted when the stored city or the account is known after hydration, so the defaults follow them.
        key={`${location}|${user?._id ?? ''}`}
        categories={categories.data ?? []}
        defaultCity={pathSegmentToCity(location)}
        person={user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email ?? '' } : undefined}
        renderCityInput={(props) => <CityInput {...props} autoComplete="address-level2" maxLength={80} />}
      />
    </div>
  );
}

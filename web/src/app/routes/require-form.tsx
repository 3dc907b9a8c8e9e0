import { pathSegmentToCity } from '@shared/business/format';
import { Head } from '../../components/ui/head';
import { paths } from '../../config/paths';
import { CityInput } from '../../components/city-input';
import { RequireForm } from '../../features/products/components/require-form';
import { getMainCategoriesQueryOptions, useMainCategories } from '../../api/get-categories';
import { useSelectedLocation } from '../../lib/preferences';
import { useSession } from '../../lib/session-context';
import type { PagePrefetch } from '../ssr/page-data';

const TITLE = 'Get quotes from local businesses';
const DESCRIPTION = 'Tell Sbiz what you need, how much and where: businesses in your city that offer it send you their best quotes. Free, no sign-up needed.';
const STEPS = [
  ['Tell us what you need', 'A product or a service, the quantity and your city.'],
  ['Businesses get your request', 'It reaches the listed businesses of that category in your city.'],
  ['Compare the quotes', 'They call or email you; pick the one that suits you.'],
] as const;

/** Server rendering: the category list of the form. */
export const prefetch: PagePrefetch = async ({ queryClient }) => {
  await queryClient.prefetchQuery(getMainCategoriesQueryOptions());
  return { description: DESCRIPTION, canonicalPath: paths.requireForm.getHref() };
};

/** /require-form: the request for quotes (spec 1 §2, the bottom bar's Rfq). */
export function RequireFormRoute() {
  const categories = useMainCategories();
  const [location] = useSelectedLocation();
  const { user } = useSession();
  return (
    <div className="container page require-page">
      <Head title={TITLE} description={DESCRIPTION} />
      <section className="require-page__intro">
        <h1 className="page__title">{TITLE}</h1>
        <p className="claim__lead">One request, several quotes: no calls to make, no sign-up needed.</p>
        <ol className="require-page__steps">
          {STEPS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>
              <span>{text}</span>
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

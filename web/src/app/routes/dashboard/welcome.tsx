import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { useQuery } from '@tanstack/react-query';
import { completionPercent } from '@shared/business/completion';
import { ButtonLink, Button } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { useLocale, useT } from '../../../i18n';
import { CheckCircleIcon, MapPinIcon, StarIcon, StoreIcon, UserIcon } from '../../../components/ui/icons';
import { paths, safeRedirect } from '../../../config/paths';
import { useSelectedLocation } from '../../../lib/preferences';
import { useSession } from '../../../lib/session-context';
import { getUserBusinessesQueryOptions } from '../../../features/business-setup/api/business-setup-api';
import { cityNameOf } from '../../../features/location/components/city-button';

/** The city picker loads when it is first opened, as on the home page: imported here, it was a file of its own plus a stub that every page opening it loaded. */
const LocationModal = lazy(() => import('../../../features/location/components/location-modal').then((module) => ({ default: module.LocationModal })));

/** /dashboard/welcome: the first-run page after sign-up, with next steps for members and for business owners. */
export function WelcomeRoute() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  const [city] = useSelectedLocation();
  const [pickingCity, setPickingCity] = useState(false);
  const t = useT();
  const locale = useLocale();
  if (!user) return null;
  return (
    <div className="container page welcome">
      <Head title={t('Welcome to Sbiz')} />
      <header className="page__header">
        <p className="page__eyebrow">{t('Welcome')}</p>
        <h1 className="page__title">{t('Welcome to Sbiz, {name}!', { name: user.firstName })}</h1>
        <p className="page__subtitle">{t('A few steps to make Sbiz yours. You can come back to this page from your profile at any time.')}</p>
        {redirectTo && (
          <ButtonLink to={redirectTo} className="welcome__continue">
            {t('Continue where you were')}
          </ButtonLink>
        )}
      </header>

      <section aria-labelledby="welcome-members">
        <h2 id="welcome-members" className="section-title">
          {t('Find the best of your city')}
        </h2>
        <ol className="welcome__steps">
          <li className="card welcome__step">
            <MapPinIcon size={22} />
            <div>
              <h3>{t('Pick your city')}</h3>
              <p>{t('Listings, events and products follow the city you choose. You are viewing {city}.', { city: cityNameOf(city, locale) })}</p>
              <div className="welcome__actions">
                <Button variant="outline" onClick={() => setPickingCity(true)}>
                  {t('Change city')}
                </Button>
                <ButtonLink variant="ghost" to={paths.city.home.getHref({ city })}>
                  {t('Explore {city}', { city: cityNameOf(city, locale) })}
                </ButtonLink>
              </div>
            </div>
          </li>
          <li className="card welcome__step">
            <UserIcon size={22} />
            <div>
              <h3>{t('Follow businesses and people')}</h3>
              <p>{t('Follow the businesses you like to hear their news, and members whose taste you trust. Their collections are a good start.')}</p>
              <div className="welcome__actions">
                <ButtonLink variant="outline" to={paths.users.publicCollections.getHref()}>
                  {t('Browse public collections')}
                </ButtonLink>
              </div>
            </div>
          </li>
          <li className="card welcome__step">
            <StarIcon size={22} />
            <div>
              <h3>{t('Review a place you know')}</h3>
              <p>{t('Your first review helps your neighbours choose, and shows on your public profile.')}</p>
              <div className="welcome__actions">
                <ButtonLink variant="outline" to={paths.writeReview.getHref({ cityName: city })}>
                  {t('Write a review')}
                </ButtonLink>
                <ButtonLink variant="ghost" to={paths.users.profile.getHref({ slug: user.slug })}>
                  {t('See your public profile')}
                </ButtonLink>
              </div>
            </div>
          </li>
        </ol>
      </section>

      <OwnerSteps userId={user._id} />
      {pickingCity && (
        <Suspense fallback={null}>
          <LocationModal open onClose={() => setPickingCity(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** For owners: each listing's setup progress, with the way back to the setup form; for others, the free listing. */
function OwnerSteps({ userId }: { userId: string }) {
  const listings = useQuery(getUserBusinessesQueryOptions(userId));
  const businesses = listings.data?.data ?? [];
  const t = useT();
  return (
    <section aria-labelledby="welcome-owners">
      <h2 id="welcome-owners" className="section-title">
        {t('For business owners')}
      </h2>
      {listings.isPending && <p className="empty-state">{t('Loading your businesses…')}</p>}
      {listings.isError && <p className="alert alert--error">{t('Could not load your businesses. Please try again.')}</p>}
      {listings.isSuccess && businesses.length === 0 && (
        <div className="card welcome__step">
          <StoreIcon size={22} />
          <div>
            <h3>{t('List your business for free')}</h3>
            <p>{t('Add your business with its hours, photos and services, and start receiving enquiries from customers nearby.')}</p>
            <div className="welcome__actions">
              <ButtonLink to={paths.dashboard.business.getHref()}>{t('Add your business')}</ButtonLink>
            </div>
          </div>
        </div>
      )}
      {businesses.length > 0 && (
        <ul className="welcome__listings">
          {businesses.map((business) => {
            const percent = completionPercent(business);
            return (
              <li key={business._id} className="card welcome__step">
                {percent === 100 ? <CheckCircleIcon size={22} /> : <StoreIcon size={22} />}
                <div>
                  <h3>{business.name}</h3>
                  <p id={`completion-${business._id}`}>
                    {percent === 100 ? t('Your listing is complete.') : t('Your listing is {percent}% complete. Complete the setup form so customers find everything they need.', { percent })}
                  </p>
                  <progress className="welcome__progress" max={100} value={percent} aria-labelledby={`completion-${business._id}`}>
                    {percent}%
                  </progress>
                  <div className="welcome__actions">
                    <ButtonLink to={paths.dashboard.business.getHref({ businessId: business._id, city: business.cityName })}>
                      {percent === 100 ? t('Edit your listing') : t('Complete the setup form')}
                    </ButtonLink>
                    <ButtonLink variant="ghost" to={paths.business.profile.getHref({ city: business.cityName, slug: business.slug })}>
                      {t('View your listing')}
                    </ButtonLink>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

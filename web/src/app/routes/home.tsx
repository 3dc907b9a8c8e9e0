import { lazy, Suspense } from 'react';
import { useParams } from '../../lib/router';
import { Trans, useLocale, useT, type Translate } from '../../i18n';
import { Head } from '../../components/ui/head';
import { AdBanner } from '../../features/home/components/ad-banner';
import { BusinessCarousel } from '../../features/home/components/business-carousel';
import { CategoryGrid } from '../../features/home/components/category-grid';
import { PopularCategoryTabs } from '../../features/home/components/category-tabs';
import { CategoryMosaic } from '../../features/home/components/category-mosaic';
import { HomePopup } from '../../features/home/components/home-popup';
import { PopupLoginForm } from '../../features/auth/components/popup-login-form';
import { HomeText } from '../../features/home/components/home-text';
import { PopularCities, TrendingSearches } from '../../features/home/components/link-lists';
import { ThemedGroups } from '../../features/home/components/themed-groups';
import { getHomeBusinessesQueryOptions, getHomeCategoriesQueryOptions, getHomeSectionCategoriesQueryOptions, useHomeCategories, useHomeSectionCategories } from '../../features/home/api/home-content';
import { cityNameOf } from '../../features/location/components/city-button';
import { getCitiesQueryOptions } from '../../api/get-cities';
import { getTrendingQueryOptions } from '../../api/search';
import { DEFAULT_LOCATION, useBrowsingCity } from '../../lib/preferences';
import { webSiteJsonLd } from '@shared/seo/json-ld';
import type { PagePrefetch } from '../ssr/page-data';

// The city picker loads when first opened (it brings the city list); the pop-up's log-in form when first used (popup-login-form.tsx).
const LocationModal = lazy(() => import('../../features/location/components/location-modal').then((module) => ({ default: module.LocationModal })));

const homeDescription = (t: Translate, cityName: string) =>
  t('Find trusted local businesses in {cityName}: restaurants, doctors, hotels, wedding services and more, with reviews, prices in rupees and opening hours.', { cityName });

/**
 * The server's data for / and /in/{city}: the category grid, the top-rated
 * row, and the popular cities and trending searches (links worth crawling,
 * and lists the header may fetch too: both sides must render them alike).
 * A visitor's own city lives in their browser, so / renders the default
 * city and the browser moves to theirs after hydrating.
 */
export const prefetch: PagePrefetch = async ({ params, url, queryClient }) => {
  const city = params.city ?? DEFAULT_LOCATION;
  await Promise.all([
    queryClient.prefetchQuery(getHomeCategoriesQueryOptions()),
    queryClient.prefetchQuery(getHomeSectionCategoriesQueryOptions()),
    queryClient.prefetchQuery(getHomeBusinessesQueryOptions('getTopReviewedBusinesses', city)),
    queryClient.prefetchQuery(getCitiesQueryOptions('')),
    queryClient.prefetchQuery(getTrendingQueryOptions('business')),
  ]);
  return {
    jsonLd: params.city ? [] : [webSiteJsonLd(url.origin)],
  };
};

/**
 * / and /in/{city}: the category grid, the ad banner, the category mosaic,
 * popular categories, the themed groups, trending searches, popular cities,
 * listings seen lately and the marketing text (spec 1 §2 Home blocks).
 */
export function HomeRoute() {
  const { city: urlCity } = useParams();
  const { city, chosen } = useBrowsingCity();
  const t = useT();
  const locale = useLocale();
  const cityName = cityNameOf(city, locale);
  // Before a city is chosen the sections show the default city's listings under its name, but the page claims no city.
  const placeName = chosen ? cityName : t('India');
  const homeCategories = useHomeCategories();
  const mains = useHomeSectionCategories();
  const tiles = homeCategories.data ?? [];
  return (
    <>
      <Head title={urlCity ? t('Local businesses in {cityName}', { cityName }) : undefined} description={homeDescription(t, placeName)} />
      {urlCity && (
        <p className="city-hint container" role="status">
          {t('You are currently viewing results for {cityName}', { cityName })}
        </p>
      )}
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title" className="home-hero__title">
            <Trans id="Find the best local businesses in <0>{placeName}</0>" values={{ placeName }} components={{ 0: <span className="home-hero__city" /> }} />
          </h1>
          <p className="home-hero__lead">{t('Reviews from real customers, prices in rupees and opening hours in India time.')}</p>
          {homeCategories.isPending ? (
            <div className="category-grid category-grid--loading" aria-hidden="true" />
          ) : (
            <CategoryGrid
              categories={tiles}
              city={city}
              cityPicker={(picker) =>
                picker.open && (
                  <Suspense fallback={null}>
                    <LocationModal {...picker} />
                  </Suspense>
                )
              }
            />
          )}
        </div>
      </section>
      {/* Each Suspense boundary is hydrated and committed in a task of its own, after the hero: a phone gets several
          short tasks instead of one long one (TBT), and stays responsive to a tap meanwhile. */}
      <div className="container home-sections">
        <Suspense fallback={null}>
          <AdBanner city={city} />
          {tiles.length > 0 && <CategoryMosaic categories={tiles} city={city} />}
        </Suspense>
        <Suspense fallback={null}>
          <BusinessCarousel title={t('Top rated in {cityName}', { cityName })} list="getTopReviewedBusinesses" city={city} />
        </Suspense>
        <Suspense fallback={null}>
          {mains.data && <PopularCategoryTabs mains={mains.data} city={city} />}
          {mains.data && <ThemedGroups mains={mains.data} city={city} />}
        </Suspense>
        <Suspense fallback={null}>
          <TrendingSearches city={city} />
          <BusinessCarousel title={t('Recently viewed')} list="getRecentlyViewedBusinesses" city={city} />
        </Suspense>
        <Suspense fallback={null}>
          <PopularCities />
          <HomeText city={city} />
        </Suspense>
      </div>
      <HomePopup loginForm={(props) => <PopupLoginForm {...props} />} />
    </>
  );
}

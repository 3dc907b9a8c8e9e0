import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from '../../lib/router';
import { pathSegmentToCity } from '@shared/business/format';
import { Button, ButtonLink } from '../../components/ui/button';
import { Head } from '../../components/ui/head';
import { paths } from '../../config/paths';
import { getBusinessQueryOptions, useBusiness } from '../../features/business-profile/api/get-business';
import { ReviewDialog } from '../../features/reviews/components/review-dialog';
import { StarPicker } from '../../features/reviews/components/stars';
import { useSearchSuggestions } from '../../api/search';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useSelectedLocation } from '../../lib/preferences';
import { useSession } from '../../lib/session-context';
import type { PagePrefetch } from '../ssr/page-data';
import { msg, Trans, useLocale, useT } from '../../i18n';
import { suggestionCategory } from '@shared/i18n/category-title';

const TITLE = msg('Write a review');
const DESCRIPTION = msg('Review a business you have visited: pick it, rate it and tell others what it was like.');
const SEARCH_DEBOUNCE_MS = 300;

const ratingFrom = (value: string | null) => {
  const rating = Number(value);
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0;
};

/** Server rendering: the business the link names (from a profile's stars), if any. */
export const prefetch: PagePrefetch = async ({ url, queryClient, t }) => {
  const slug = url.searchParams.get('slug');
  const cityName = url.searchParams.get('cityName');
  if (slug && cityName) await queryClient.prefetchQuery(getBusinessQueryOptions(slug.slice(0, 120), cityName.slice(0, 80)));
  return { description: t(DESCRIPTION), canonicalPath: paths.writeReview.getHref() };
};

interface Picked {
  _id: string;
  name: string;
  slug: string;
  cityName: string;
  detail?: string;
}

/** Type-ahead over the current city's businesses. */
function BusinessPicker({ onPick }: { onPick: (business: Picked) => void }) {
  const [location] = useSelectedLocation();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const results = useSearchSuggestions(debounced, location, 'business');
  const businesses = debounced ? (results.data?.businesses ?? []) : [];
  const city = pathSegmentToCity(location);
  const t = useT();
  const locale = useLocale();
  return (
    <section className="card write-review__picker" aria-labelledby="pick-title">
      <h2 id="pick-title" className="card__title">
        {t('Which business in {city} would you like to review?', { city })}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor="write-review-search">
          {t('Business name')}
        </label>
        <input
          id="write-review-search"
          className="input"
          type="search"
          autoComplete="off"
          maxLength={80}
          placeholder={t('Start typing a name, e.g. Sagar')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="field__hint">{t('Looking in another city? Change the city at the top of the page.')}</p>
      </div>
      <div aria-live="polite" aria-busy={results.isFetching || undefined}>
        {debounced && results.data && !businesses.length ? <p className="empty-state">{t('No business in {city} matches “{query}”.', { city, query: debounced })}</p> : null}
        {businesses.length ? (
          <ul className="write-review__results">
            {businesses.map((business) => {
              const detail = [suggestionCategory(business, locale), business.area].filter(Boolean).join(' · ');
              return (
                <li key={business._id}>
                  <button type="button" className="write-review__result" onClick={() => onPick({ _id: business._id, name: business.name, slug: business.slug, cityName: business.cityName, detail })}>
                    <strong>{business.name}</strong>
                    {detail ? <span className="muted">{detail}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/** /write-review: pick a business of the current city by type-ahead, then the review dialog. */
export function WriteReviewRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const { isSignedIn } = useSession();
  const slug = searchParams.get('slug')?.slice(0, 120) ?? '';
  const cityName = searchParams.get('cityName')?.slice(0, 80) ?? '';
  const named = useBusiness(slug, cityName, { queryConfig: { enabled: Boolean(slug && cityName) } });
  const [picked, setPicked] = useState<Picked | null>(null);
  const [rating, setRating] = useState(ratingFrom(searchParams.get('rating')));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [reviewed, setReviewed] = useState(false);
  const t = useT();

  useEffect(() => setRating(ratingFrom(searchParams.get('rating'))), [searchParams]);

  const listing = named.data?.data;
  const fromLink = listing
    ? { _id: listing._id, name: listing.name, slug: listing.slug, cityName: listing.cityName, detail: [listing.address?.street, pathSegmentToCity(listing.cityName)].filter(Boolean).join(', ') }
    : null;
  const business = picked ?? (slug && cityName ? fromLink : null);

  function pick(next: Picked) {
    setPicked(next);
    setReviewed(false);
    setSearchParams({ slug: next.slug, cityName: next.cityName }, { replace: true });
  }

  function change() {
    setPicked(null);
    setReviewed(false);
    setSearchParams({}, { replace: true });
  }

  return (
    <div className="container page write-review">
      <Head title={t(TITLE)} description={t(DESCRIPTION)} />
      <h1 className="page__title">{t(TITLE)}</h1>
      <p className="claim__lead">{t('Your experience helps people near you choose well. Reviews get automated and manual checks before they appear.')}</p>
      {slug && cityName && !picked && named.isPending ? <p aria-busy="true">{t('Loading the business…')}</p> : null}
      {slug && cityName && !picked && named.data === null ? (
        <p className="alert alert--error" role="alert">
          {t('That business could not be found. Pick it again below.')}
        </p>
      ) : null}
      {business ? (
        <section className="card write-review__chosen" aria-labelledby="chosen-title">
          <div className="write-review__business">
            <h2 id="chosen-title" className="card__title">
              <Link to={paths.business.profile.getHref({ city: business.cityName, slug: business.slug })}>{business.name}</Link>
            </h2>
            {business.detail ? <p className="muted">{business.detail}</p> : null}
            <Button variant="ghost" size="sm" onClick={change}>
              {t('Review another business')}
            </Button>
          </div>
          {reviewed ? (
            <p className="alert alert--success" role="status">
              <Trans
                id="Thank you! Your review of {name} was sent. <0>See it on the profile</0>"
                values={{ name: business.name }}
                components={{ 0: <Link to={paths.business.profile.getHref({ city: business.cityName, slug: business.slug })} /> }}
              />
            </p>
          ) : (
            <>
              <StarPicker value={rating} onChange={setRating} />
              {isSignedIn ? (
                <Button size="lg" onClick={() => setDialogOpen(true)}>
                  {t('Write your review')}
                </Button>
              ) : (
                <p>
                  <ButtonLink size="lg" to={paths.auth.login.getHref(`${location.pathname}${location.search}`)}>
                    {t('Log in to write your review')}
                  </ButtonLink>
                </p>
              )}
            </>
          )}
        </section>
      ) : (
        <BusinessPicker onPick={pick} />
      )}
      {business && dialogOpen ? (
        <ReviewDialog
          kind="business"
          targetId={business._id}
          targetName={business.name}
          cityName={business.cityName}
          initialRating={rating}
          open
          onSubmitted={() => setReviewed(true)}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </div>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import type { BusinessCard } from '@shared/schemas/search';
import { pathSegmentToCity } from '@shared/business/format';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useClaimBusiness, useMyClaims, useUnclaimedListings } from '../api/claims';
import { Trans, useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';
import type { Locale } from '@shared/i18n/locales';

const SEARCH_DEBOUNCE_MS = 300;

/** The card's main category in the page's language (the Hindi title where there is one). */
const mainCategory = (card: BusinessCard, locale: Locale) => {
  const category = card.categories[0];
  return category?.title ? categoryTitle({ title: category.title, titleHi: category.titleHi }, locale) : undefined;
};

const addressLine = (card: BusinessCard) => [card.address.street, card.address.city || pathSegmentToCity(card.cityName)].filter(Boolean).join(', ');

interface ClaimSearchProps {
  /** The city the visitor browses (URL form), to start the search in. */
  initialCity: string;
  /** The city type-ahead input (composed by the route: a feature does not import another). */
  renderCityInput: (props: { id: string; value: string; onChange: (value: string) => void }) => ReactNode;
}

/**
 * /claim-your-business: find your business among the city's unclaimed
 * listings and claim it; an admin approves the claim, and the listing is
 * then yours and shows as Claimed.
 */
export function ClaimSearch({ initialCity, renderCityInput }: ClaimSearchProps) {
  const t = useT();
  const locale = useLocale();
  const { isSignedIn } = useSession();
  const toast = useToast();
  const [cityName, setCityName] = useState(pathSegmentToCity(initialCity));
  const [name, setName] = useState('');
  // The stored city is known only after hydration: follow it until the visitor picks another.
  useEffect(() => setCityName(pathSegmentToCity(initialCity)), [initialCity]);
  const find = useDebouncedValue(name.trim(), SEARCH_DEBOUNCE_MS);
  const city = useDebouncedValue(cityName.trim(), SEARCH_DEBOUNCE_MS);
  const results = useUnclaimedListings(city, find);
  const mine = useMyClaims(isSignedIn);
  const claim = useClaimBusiness();
  const claimedByMe = new Map((mine.data ?? []).map((row) => [row.business._id, row.status]));
  const here = paths.business.claim.getHref();

  function claimListing(card: BusinessCard) {
    claim.mutate(
      { businessId: card._id },
      {
        onSuccess: (answer) => toast.show({ message: answer.message }),
        onError: (error) => toast.show({ message: errorMessage(error, t('Could not send your claim')), type: 'error' }),
      },
    );
  }

  const cards = results.data?.data ?? [];
  return (
    <section id="claim" className="card claim-search" aria-labelledby="claim-search-title">
      <h2 id="claim-search-title" className="card__title">
        {t('Already listed? Claim your business')}
      </h2>
      <p className="field__hint">{t('Many businesses are on Sbiz before their owners are. Find yours, claim it, and once an admin confirms, it is yours to manage.')}</p>
      <form className="claim-search__form" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor="claim-search-name">
            {t('Listing name')}
          </label>
          <input id="claim-search-name" className="input" type="search" value={name} maxLength={80} placeholder={t('e.g. Sharma Sweets')} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="claim-search-city">
            {t('Located in')}
          </label>
          {renderCityInput({ id: 'claim-search-city', value: cityName, onChange: setCityName })}
        </div>
      </form>
      <div aria-live="polite" aria-busy={results.isFetching || undefined}>
        {find && city && results.data && !cards.length ? (
          <p className="empty-state">
            <Trans id="No unclaimed listing called “{name}” in {city}. Not listed yet? <0>Add it below</0>, free." values={{ name: find, city }} components={{ 0: <a href="#add-business" /> }} />
          </p>
        ) : null}
        {results.isError ? (
          <p className="alert alert--error" role="alert">
            {errorMessage(results.error, t('Could not search the listings. Please try again.'))}
          </p>
        ) : null}
        {cards.length ? (
          <ul className="claim-search__results">
            {cards.map((card) => {
              const status = claimedByMe.get(card._id);
              return (
                <li key={card._id} className="claim-search__row">
                  <div className="claim-search__text">
                    <Link to={paths.business.profile.getHref({ city: card.cityName, slug: card.slug })} className="claim-search__name">
                      {card.name}
                    </Link>
                    <span className="muted">{[mainCategory(card, locale), addressLine(card)].filter(Boolean).join(' · ')}</span>
                  </div>
                  {status ? (
                    <span className={status === 'rejected' ? 'badge badge--danger' : 'badge badge--warning'}>
                      {status === 'rejected' ? t('Claim declined') : status === 'approved' ? t('Approved') : t('Claim pending review')}
                    </span>
                  ) : isSignedIn ? (
                    <Button size="sm" isLoading={claim.isPending && claim.variables?.businessId === card._id} disabled={claim.isPending} onClick={() => claimListing(card)}>
                      <Trans id="Claim<0> {name}</0>" values={{ name: card.name }} components={{ 0: <span className="visually-hidden" /> }} />
                    </Button>
                  ) : (
                    <ButtonLink size="sm" variant="outline" to={paths.auth.login.getHref(here)}>
                      <Trans id="Log in to claim<0> {name}</0>" values={{ name: card.name }} components={{ 0: <span className="visually-hidden" /> }} />
                    </ButtonLink>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

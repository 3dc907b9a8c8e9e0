import { setupTabs } from '@shared/business/enums';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { uploadUrl } from '@shared/uploads';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { AccessDenied, isForbidden, LoadError } from '../../../components/access-denied';
import { Head } from '../../../components/ui/head';
import { Trans, useT } from '../../../i18n';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { cn } from '../../../utils/cn';
import { getUserBusinessesQueryOptions, useBusinessForEdit } from '../../../features/business-setup/api/business-setup-api';
import { BusinessSetupForm } from '../../../features/business-setup/components/business-setup-form';
import { SetupSkeleton } from '../../../features/business-setup/components/setup-skeleton';
import { TeamManager } from '../../../features/business-setup/components/team-manager';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 10;

/** The search text, settled for 300 ms (spec 1 §9). */
function useDebounced(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Wide screens show the list beside nothing else; on a phone it would push the form below the fold, so it starts folded. */
const isWideScreen = () => typeof window === 'undefined' || window.matchMedia('(min-width: 48em)').matches;

/** The owner's listings: searchable, ten at a time; choosing one (its Edit) opens it in the setup form. On a phone the list folds away to show the form. */
function OwnerBusinesses({ userId, selected, onChoose }: { userId: string; selected: string | undefined; onChoose: (businessId: string, city: string) => void }) {
  const [open, setOpen] = useState(isWideScreen);
  const t = useT();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const businesses = useQuery(getUserBusinessesQueryOptions(userId, { search: settled, page }));
  const total = businesses.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Nothing to choose from and nothing searched: the page is the new-listing form alone.
  if (businesses.isSuccess && total === 0 && !settled) return null;

  return (
    <details className="owner-businesses" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="owner-businesses__summary">
        <h2 id="owner-businesses-title" className="owner-businesses__title">
          {total ? t('Your businesses ({count})', { count: total }) : t('Your businesses')}
        </h2>
        <span className="owner-businesses__hint">{t('Choose Edit on a business to change it')}</span>
      </summary>
      <div className="owner-businesses__head">
        <label className="search-input owner-businesses__search">
          <span className="visually-hidden">{t('Search your businesses')}</span>
          <input
            className="input"
            type="search"
            placeholder={t('Search your businesses')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      {businesses.isPending ? (
        <LoadingRegion label={t('Loading your businesses…')} className="owner-businesses__list">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height="3.5rem" />
          ))}
        </LoadingRegion>
      ) : businesses.data?.data.length ? (
        <ul className="owner-businesses__list">
          {businesses.data.data.map((business) => (
            <li key={business._id} className={cn('owner-businesses__item', selected === business._id && 'owner-businesses__item--active')}>
              <button
                type="button"
                className="owner-businesses__choose"
                aria-current={selected === business._id ? 'true' : undefined}
                onClick={() => {
                  if (!isWideScreen()) setOpen(false);
                  onChoose(business._id, business.cityName);
                }}
              >
                <Avatar name={business.name} image={business.logo ? uploadUrl(business.logo) : undefined} size="sm" decorative />
                <span className="owner-businesses__label">
                  <strong>{business.name}</strong>
                  <span className="owner-businesses__city">{business.cityNameFormatted}</span>
                </span>
                <span className="owner-businesses__edit">{selected === business._id ? t('Editing') : t('Edit')}</span>
              </button>
              <Link to={paths.business.profile.getHref({ city: business.cityName, slug: business.slug })} className="owner-businesses__view">
                {t('View')}
                <span className="visually-hidden"> {business.name}</span>
              </Link>
              <Link to={paths.dashboard.insights.getHref({ businessId: business._id })} className="owner-businesses__view">
                {t('Insights')}
                <span className="visually-hidden"> {t('of {name}', { name: business.name })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t('No businesses match “{search}”.', { search: settled })}</p>
      )}
      {pages > 1 && (
        <div className="pager">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('Previous')}
          </Button>
          <span>{t('Page {page} of {pages}', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('Next')}
          </Button>
        </div>
      )}
    </details>
  );
}

/** /dashboard/business: the owner's listings and the setup form for the chosen one (or a new one). */
export function BusinessDashboardRoute() {
  const { user } = useSession();
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The form keeps its state across the URL replacement that follows a create.
  const [selected, setSelected] = useState(params.get('businessId') ?? undefined);
  // A fresh form each time a listing (or a new one) is chosen, even the same choice again.
  const [formKey, setFormKey] = useState(0);
  const mode = params.get('mode') === 'business' ? 'business' : undefined;
  // ?tab= opens one setup tab (the profile's Upload Photo opens Images).
  const initialTab = setupTabs.find((tab) => tab === params.get('tab'));
  const editing = useBusinessForEdit(selected);
  // After a create the URL (not `selected`) carries the new listing's id.
  const currentId = params.get('businessId') ?? undefined;

  const choose = (businessId: string | undefined, city?: string) => {
    setSelected(businessId);
    setFormKey((key) => key + 1);
    void navigate(paths.dashboard.business.getHref(businessId ? { businessId, city, mode } : { mode }));
  };

  // Another owner's business: the access page alone, not a form or team list that would only fail too.
  if (selected && editing.isError && isForbidden(editing.error)) return <AccessDenied reason={t('This business is managed by another account. You can manage only your own businesses.')} />;
  return (
    <div className="container page dashboard-business">
      <Head title={t('Manage Your Business')} />
      <header className="page__header dashboard-business__header">
        <div>
          <h1 className="page__title">{t('Manage Your Business')}</h1>
          <p className="page__lead">
            {currentId ? (
              t('Complete every section to reach 100% and get found more often.')
            ) : (
              <Trans
                id="To edit a business, open Your businesses and choose Edit. To add a new one, start with its name and city below. Or <0>register it on one page</0>."
                components={{ 0: <Link to={paths.dashboard.registerBusiness.getHref()} /> }}
              />
            )}
          </p>
        </div>
        {currentId && (
          <Button variant="outline" onClick={() => choose(undefined)}>
            {t('Add a new business')}
          </Button>
        )}
      </header>
      {user && <OwnerBusinesses userId={user._id} selected={currentId} onChoose={choose} />}
      {selected && editing.isPending ? (
        <SetupSkeleton />
      ) : selected && editing.isError ? (
        <LoadError error={editing.error} what={t('this business')} onRetry={() => void editing.refetch()} />
      ) : (
        <BusinessSetupForm key={formKey} business={selected ? editing.data : undefined} pageMode={mode} initialTab={initialTab} />
      )}
      {currentId && mode !== 'business' && <TeamManager businessId={currentId} />}
    </div>
  );
}

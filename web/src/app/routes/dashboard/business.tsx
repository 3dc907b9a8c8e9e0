import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { uploadUrl } from '@shared/uploads';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { cn } from '../../../utils/cn';
import { getUserBusinessesQueryOptions, useBusinessForEdit } from '../../../features/business-setup/api/business-setup-api';
import { BusinessSetupForm } from '../../../features/business-setup/components/business-setup-form';
import { TeamManager } from '../../../features/business-setup/components/team-manager';

/** /dashboard/business: the owner's listings and the setup form for the chosen one (or a new one). */
export function BusinessDashboardRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The form keeps its state across the URL replacement that follows a create.
  const [selected, setSelected] = useState(params.get('businessId') ?? undefined);
  const mode = params.get('mode') === 'business' ? 'business' : undefined;
  const businesses = useQuery({ ...getUserBusinessesQueryOptions(user!._id), enabled: Boolean(user) });
  const editing = useBusinessForEdit(selected);

  const choose = (businessId: string | undefined, city?: string) => {
    setSelected(businessId);
    navigate(paths.dashboard.business.getHref(businessId ? { businessId, city, mode } : { mode }));
  };

  return (
    <div className="container page dashboard-business">
      <Head title="Manage Your Business | Sbiz" />
      <header className="page__header">
        <h1 className="page__title">Manage Your Business</h1>
        <Button variant="outline" onClick={() => choose(undefined)}>
          Add a new business
        </Button>
      </header>
      {businesses.data && businesses.data.data.length > 0 && (
        <nav aria-label="Your businesses" className="owner-businesses">
          <ul>
            {businesses.data.data.map((business) => (
              <li key={business._id}>
                <button type="button" className={cn('owner-businesses__item', selected === business._id && 'owner-businesses__item--active')} onClick={() => choose(business._id, business.cityName)}>
                  <Avatar name={business.name} image={business.logo ? uploadUrl(business.logo) : undefined} size="sm" decorative />
                  <span>
                    <strong>{business.name}</strong>
                    <span className="owner-businesses__city">{business.cityNameFormatted}</span>
                  </span>
                </button>
                <Link to={paths.business.profile.getHref({ city: business.cityName, slug: business.slug })} className="owner-businesses__view">
                  View<span className="visually-hidden"> {business.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {selected && editing.isPending ? (
        <PageSpinner />
      ) : selected && editing.isError ? (
        <p className="alert alert--error">Failed to fetch business data. Please try again.</p>
      ) : (
        <BusinessSetupForm key={selected ?? 'new'} business={selected ? editing.data : undefined} pageMode={mode} />
      )}
      {/* After a create the URL (not `selected`) carries the new listing's id. */}
      {params.get('businessId') && mode !== 'business' && <TeamManager businessId={params.get('businessId')!} />}
    </div>
  );
}

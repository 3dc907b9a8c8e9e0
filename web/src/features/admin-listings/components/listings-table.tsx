import { useState } from 'react';
import { Link } from '../../../lib/router';
import { pathSegmentToCity } from '@shared/business/format';
import { cityNameIn } from '@shared/i18n/city-names';
import { listingStatusMessages, type AdminListingRow, type ListingStatus } from '@shared/schemas/admin-listings';
import { AdminTable } from '../../../components/ui/admin-table';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { msg, translate, useLocale, useT, Trans } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { formatIndiaDate } from '../../../lib/format';
import { cn } from '../../../utils/cn';
import { useAdminListings, useSetListingStatus } from '../api/admin-listings';

const SEARCH_DEBOUNCE_MS = 300;
const COLUMNS = [msg('Business Name'), msg('City'), msg('Added'), msg('Status'), msg('Action')] as const;

const statusLabel: Record<ListingStatus, string> = { active: msg('Active'), suspended: msg('Suspended') };
const statusTone: Record<ListingStatus, string> = { active: 'badge--success', suspended: 'badge--danger' };

/**
 * Listings (admin): find a listing by the start of its name, in one city or
 * all, and suspend it (its profile answers 410 'This business has been
 * removed' and it leaves search) or restore it.
 */
export function ListingsTable() {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const debouncedName = useDebouncedValue(name.trim(), SEARCH_DEBOUNCE_MS);
  const debouncedCity = useDebouncedValue(city.trim(), SEARCH_DEBOUNCE_MS);
  const listings = useAdminListings({ name: debouncedName, city: debouncedCity });
  const setStatus = useSetListingStatus();
  const [confirming, setConfirming] = useState<AdminListingRow | null>(null);
  const rows = listings.data?.pages.flatMap((page) => page.data);

  const change = (row: AdminListingRow, status: ListingStatus) =>
    setStatus.mutate(
      { id: row._id, status },
      {
        onSuccess: () => {
          toast.show({ message: translate(listingStatusMessages[status]) });
          setConfirming(null);
        },
        onError: (error) => toast.show({ message: errorMessage(error, msg('Could not change the listing. Try again.')), type: 'error' }),
      },
    );

  return (
    <AdminTable
      title={t('Listings')}
      titleId="admin-listings-title"
      search={{ label: t('Search by business name'), value: name, onChange: setName, maxLength: 100 }}
      filters={
        <label className="search-input">
          <span className="visually-hidden">{t('City')}</span>
          <input className="input" type="search" placeholder={t('City (all cities)')} maxLength={100} value={city} onChange={(event) => setCity(event.target.value)} />
        </label>
      }
      columns={COLUMNS.map((column) => t(column))}
      rows={listings.isPending ? undefined : (rows ?? [])}
      busy={listings.isFetching}
      loadingLabel={t('Loading listings…')}
      error={listings.isError ? errorMessage(listings.error, msg('Could not load the listings. Please try again.')) : null}
      empty={{ title: t('No data available'), hint: t('Names match from their first letters; try fewer letters or another city') }}
      rowKey={(row) => row._id}
      renderRow={(row) => (
        <tr className={cn('data-table__row', row.status === 'suspended' && 'data-table__row--muted')}>
          <td className="wrap-anywhere">
            <Link to={paths.business.profile.getHref({ city: row.cityName, slug: row.slug })} target="_blank" rel="noopener">
              {row.name}
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </Link>
            {row.unclaimed && <span className="badge badge--info admin-listings__tag">{t('Unclaimed')}</span>}
          </td>
          <td>{cityNameIn(row.cityName, pathSegmentToCity(row.cityName), locale)}</td>
          <td>{row.createdAt ? formatIndiaDate(row.createdAt, 'short', locale) : '—'}</td>
          <td>
            <span className={cn('badge', statusTone[row.status])}>{t(statusLabel[row.status])}</span>
          </td>
          <td>
            <div className="button-row">
              {row.status === 'active' ? (
                <Button size="sm" variant="danger" onClick={() => setConfirming(row)}>
                  {t('Suspend')}
                  <span className="visually-hidden"> {row.name}</span>
                </Button>
              ) : (
                <Button size="sm" variant="outline" isLoading={setStatus.isPending && setStatus.variables?.id === row._id} onClick={() => change(row, 'active')}>
                  {t('Restore')}
                  <span className="visually-hidden"> {row.name}</span>
                </Button>
              )}
              <Link className="btn btn--outline btn--sm" to={paths.dashboard.insights.getHref({ businessId: row._id })}>
                <Trans id="Insights<0> of {name}</0>" values={{ name: row.name }} components={{ 0: <span className="visually-hidden" /> }} />
              </Link>
            </div>
          </td>
        </tr>
      )}
      footer={
        listings.hasNextPage && (
          <div className="button-row">
            <Button variant="outline" onClick={() => void listings.fetchNextPage()} isLoading={listings.isFetchingNextPage}>
              {t('Load more')}
            </Button>
          </div>
        )
      }
    >
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title={t('Suspend this listing?')}>
        {confirming && (
          <div className="admin-listings__confirm">
            <p className="wrap-anywhere">
              <Trans
                id="<0>{name}</0> ({city}) will leave search and the city lists, and its page will say it has been removed. You can restore it later."
                values={{ name: confirming.name, city: cityNameIn(confirming.cityName, pathSegmentToCity(confirming.cityName), locale) }}
                components={{ 0: <strong /> }}
              />
            </p>
            <div className="button-row">
              <Button variant="outline" onClick={() => setConfirming(null)}>
                {t('Cancel')}
              </Button>
              <Button variant="danger" isLoading={setStatus.isPending} onClick={() => change(confirming, 'suspended')}>
                {t('Suspend listing')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </AdminTable>
  );
}

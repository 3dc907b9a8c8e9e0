import { useState } from 'react';
import { Link } from '../../../lib/router';
import { claimStatuses, type ClaimRow, type ClaimStatus } from '@shared/schemas/claim';
import { pathSegmentToCity } from '@shared/business/format';
import { LoadError } from '../../../components/access-denied';
import { AdminTable } from '../../../components/ui/admin-table';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatIndiaDate } from '../../../lib/format';
import { useClaims, useDecideClaim } from '../api/claims';
import { msg, Trans, useLocale, useT } from '../../../i18n';

const COLUMNS = [msg('Business Name'), msg('City'), msg('Claimed By'), msg('Claim Date'), msg('Status'), msg('Action')] as const;
const statusLabels: Record<ClaimStatus, string> = { pending: msg('Pending'), approved: msg('Approved'), rejected: msg('Rejected') };
const statusTone: Record<ClaimStatus, string> = { pending: 'badge--warning', approved: 'badge--success', rejected: 'badge--danger' };

/** /admin-portal/edit-requests, beside the edit requests: claims of unclaimed listings, to approve or reject. */
export function ClaimsTable() {
  const t = useT();
  const toast = useToast();
  const locale = useLocale();
  const [status, setStatus] = useState<ClaimStatus | ''>('pending');
  const claims = useClaims(status);
  const decide = useDecideClaim();
  const rows = claims.data?.pages.flatMap((page) => page.data);

  const act = (row: ClaimRow, decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: row._id, decision },
      {
        onSuccess: () => toast.show({ message: decision === 'approve' ? t('{business} now belongs to {name}', { business: row.business.name, name: row.claimant.firstName }) : t('Claim rejected') }),
        onError: (error) => toast.show({ message: errorMessage(error, decision === 'approve' ? t('Approval failed') : t('Rejection failed')), type: 'error' }),
      },
    );

  return (
    <AdminTable
      title={t('Business Claims')}
      titleId="claims-title"
      headingLevel={2}
      filters={
        <label className="claims-filter">
          <span>{t('Show')}</span>
          <select className="input" value={status} onChange={(event) => setStatus(event.target.value as ClaimStatus | '')}>
            <option value="">{t('All claims')}</option>
            {claimStatuses.map((value) => (
              <option key={value} value={value}>
                {t(statusLabels[value])}
              </option>
            ))}
          </select>
        </label>
      }
      columns={COLUMNS.map((column) => t(column))}
      rows={claims.isPending ? undefined : (rows ?? [])}
      busy={claims.isFetching}
      loadingLabel={t('Loading claims…')}
      error={claims.isError ? <LoadError error={claims.error} what={t('the claims')} onRetry={() => void claims.refetch()} /> : null}
      empty={{ title: status === 'pending' ? t('No pending claims.') : status === 'approved' ? t('No approved claims.') : status === 'rejected' ? t('No rejected claims.') : t('No claims yet.') }}
      rowKey={(row) => row._id}
      renderRow={(row) => (
        <tr className="data-table__row">
          <td className="wrap-anywhere">
            <Link to={paths.business.profile.getHref({ city: row.business.cityName, slug: row.business.slug })}>{row.business.name}</Link>
          </td>
          <td>{pathSegmentToCity(row.business.cityName)}</td>
          <td className="claims-table__claimant">
            {row.claimant.firstName} {row.claimant.lastName}
            {row.claimant.email ? <span className="muted"> · {row.claimant.email}</span> : null}
            {row.note ? <span className="claims-table__note">“{row.note}”</span> : null}
          </td>
          <td>{formatIndiaDate(row.createdAt, 'short', locale)}</td>
          <td>
            <span className={`badge ${statusTone[row.status]}`}>{t(statusLabels[row.status])}</span>
          </td>
          <td>
            {row.status === 'pending' ? (
              <div className="button-row button-row--tight">
                <Button
                  size="sm"
                  onClick={() => act(row, 'approve')}
                  isLoading={decide.isPending && decide.variables?.id === row._id && decide.variables.decision === 'approve'}
                  disabled={decide.isPending}
                >
                  <Trans id="Approve<0> the claim of {name}</0>" values={{ name: row.business.name }} components={{ 0: <span className="visually-hidden" /> }} />
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => act(row, 'reject')}
                  isLoading={decide.isPending && decide.variables?.id === row._id && decide.variables.decision === 'reject'}
                  disabled={decide.isPending}
                >
                  <Trans id="Reject<0> the claim of {name}</0>" values={{ name: row.business.name }} components={{ 0: <span className="visually-hidden" /> }} />
                </Button>
              </div>
            ) : (
              <span className="muted">{row.decidedAt ? formatIndiaDate(row.decidedAt, 'short', locale) : '—'}</span>
            )}
          </td>
        </tr>
      )}
      footer={
        claims.hasNextPage ? (
          <div className="button-row">
            <Button variant="outline" onClick={() => void claims.fetchNextPage()} isLoading={claims.isFetchingNextPage}>
              {t('Load more')}
            </Button>
          </div>
        ) : null
      }
    />
  );
}

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

const COLUMNS = ['Business Name', 'City', 'Claimed By', 'Claim Date', 'Status', 'Action'] as const;
const statusLabels: Record<ClaimStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
const statusTone: Record<ClaimStatus, string> = { pending: 'badge--warning', approved: 'badge--success', rejected: 'badge--danger' };

/** /admin-portal/edit-requests, beside the edit requests: claims of unclaimed listings, to approve or reject. */
export function ClaimsTable() {
  const toast = useToast();
  const [status, setStatus] = useState<ClaimStatus | ''>('pending');
  const claims = useClaims(status);
  const decide = useDecideClaim();
  const rows = claims.data?.pages.flatMap((page) => page.data);

  const act = (row: ClaimRow, decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: row._id, decision },
      {
        onSuccess: () => toast.show({ message: decision === 'approve' ? `${row.business.name} now belongs to ${row.claimant.firstName}` : 'Claim rejected' }),
        onError: (error) => toast.show({ message: errorMessage(error, decision === 'approve' ? 'Approval failed' : 'Rejection failed'), type: 'error' }),
      },
    );

  return (
    <AdminTable
      title="Business Claims"
      titleId="claims-title"
      headingLevel={2}
      filters={
        <label className="claims-filter">
          <span>Show</span>
          <select className="input" value={status} onChange={(event) => setStatus(event.target.value as ClaimStatus | '')}>
            <option value="">All claims</option>
            {claimStatuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </label>
      }
      columns={COLUMNS}
      rows={claims.isPending ? undefined : (rows ?? [])}
      busy={claims.isFetching}
      loadingLabel="Loading claims…"
      error={claims.isError ? <LoadError error={claims.error} what="the claims" onRetry={() => void claims.refetch()} /> : null}
      empty={{ title: status ? `No ${statusLabels[status].toLowerCase()} claims.` : 'No claims yet.' }}
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
          <td>{formatIndiaDate(row.createdAt)}</td>
          <td>
            <span className={`badge ${statusTone[row.status]}`}>{statusLabels[row.status]}</span>
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
                  Approve<span className="visually-hidden"> the claim of {row.business.name}</span>
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => act(row, 'reject')}
                  isLoading={decide.isPending && decide.variables?.id === row._id && decide.variables.decision === 'reject'}
                  disabled={decide.isPending}
                >
                  Reject<span className="visually-hidden"> the claim of {row.business.name}</span>
                </Button>
              </div>
            ) : (
              <span className="muted">{row.decidedAt ? formatIndiaDate(row.decidedAt) : '—'}</span>
            )}
          </td>
        </tr>
      )}
      footer={
        claims.hasNextPage ? (
          <div className="button-row">
            <Button variant="outline" onClick={() => void claims.fetchNextPage()} isLoading={claims.isFetchingNextPage}>
              Load more
            </Button>
          </div>
        ) : null
      }
    />
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/access-denied';
import { Link } from '../../../lib/router';
import { paymentMethodLabels, type PaymentMethod } from '@shared/business/enums';
import { pathSegmentToCity } from '@shared/business/format';
import { errorMessage } from '../../../lib/api-client';
import { formatIndiaDate } from '../../../lib/format';
import { paths } from '../../../config/paths';
import { AdminTable } from '../../../components/ui/admin-table';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../utils/cn';
import type { EditRequestRow } from '@shared/schemas/business';
import { useDecideEditRequest, useEditRequest, useEditRequests } from '../api/edit-requests';
import { editRequestDiffRows } from '../edit-request-diff';

const SEARCH_DEBOUNCE_MS = 300;
const COLUMNS = ['Business Name', 'City', 'Requested By', 'Request Date', 'Status', 'Action'] as const;

/** Pending, Approved, or (anything else) Rejected, as spec 1 §3 reads the status. */
const statusLabel = (status: EditRequestRow['status']) => (status === 'pending' ? 'Pending' : status === 'approved' ? 'Approved' : 'Rejected');
const statusTone = (status: EditRequestRow['status']) => (status === 'approved' ? 'badge--success' : status === 'pending' ? 'badge--warning' : 'badge--danger');

const fieldLabels: Record<string, string> = {
  name: 'Business name',
  description: 'Description',
  website: 'Website',
  establishmentYear: 'Established in',
  contact: 'Contact',
  socialMedia: 'Social media',
  address: 'Address',
  workingHours: 'Working hours',
  paymentTypes: 'Payment methods',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  email: 'Email',
  phone: 'Phone',
  alternateEmails: 'Alternate emails',
  alternatePhones: 'Alternate phones',
  street: 'Street',
  suite: 'Suite',
  city: 'City',
  state: 'State',
  zipCode: 'PIN code',
  country: 'Country',
  permanentlyClosed: 'Permanently closed',
  categories: 'Category',
};
const labelOf = (key: string) => fieldLabels[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (letter) => letter.toUpperCase());

interface HoursEntry {
  day?: string;
  open?: string;
  close?: string;
  closed?: boolean;
}

/** A list entry by its name: categories and amenities are objects with a title. */
function itemName(item: unknown): string {
  if (item && typeof item === 'object') {
    const { title, name, _id } = item as { title?: unknown; name?: unknown; _id?: unknown };
    return String(title ?? name ?? _id ?? '');
  }
  return String(item);
}

/** One requested value, readable: hours as day lines, payment methods by name, objects as labelled lines. */
function FieldValue({ field, value }: { field: string; value: unknown }): ReactNode {
  if (field === 'workingHours' && Array.isArray(value)) {
    return (
      <ul className="plain-list">
        {(value as HoursEntry[]).map((entry, index) => (
          <li key={index}>
            {entry.day}: {entry.closed ? 'Closed' : `${entry.open} – ${entry.close}`}
          </li>
        ))}
      </ul>
    );
  }
  if (field === 'paymentTypes' && Array.isArray(value)) return <span>{value.map((type: string) => paymentMethodLabels[type as PaymentMethod] ?? type).join(', ')}</span>;
  if (field === 'description' && typeof value === 'string') {
    // Sanitised on the server when the request was made.
    return <div className="rich-text" dangerouslySetInnerHTML={{ __html: value }} />;
  }
  if (Array.isArray(value)) return <span>{value.map(itemName).join(', ') || '—'}</span>;
  if (value && typeof value === 'object') {
    return (
      <dl className="facts facts--nested">
        {Object.entries(value as Record<string, unknown>).map(([key, entry]) => (
          <div key={key} className="facts__row">
            <dt>{labelOf(key)}</dt>
            <dd>
              <FieldValue field={key} value={entry} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span>{value === '' || value === null || value === undefined ? '—' : String(value)}</span>;
}

const errorText = (error: unknown) => errorMessage(error, 'Could not load this request. Please try again.');

/** Business Edit Requests (spec 1 §2 Admin screens): the table, a detail panel, Approve and Reject. */
export function EditRequestsTable() {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [title, setTitle] = useState('');
  const requests = useEditRequests(title);
  const decide = useDecideEditRequest();
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = requests.data?.pages.flatMap((page) => page.data);
  // The list carries no requested fields (they can be large): the panel reads the one request it shows.
  const detail = useEditRequest(openId);
  const open = detail.data?._id === openId ? detail.data : null;

  useEffect(() => {
    const timer = setTimeout(() => setTitle(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const act = (decision: 'approve' | 'reject') =>
    open &&
    decide.mutate(
      { id: open._id, decision },
      {
        onSuccess: () => {
          toast.show({ message: decision === 'approve' ? 'Edit request approved' : 'Edit request rejected' });
          setOpenId(null);
        },
        onError: () => toast.show({ message: decision === 'approve' ? 'Approval failed' : 'Rejection failed', type: 'error' }),
      },
    );

  return (
    <AdminTable
      title="Business Edit Requests"
      titleId="edit-requests-title"
      search={{ label: 'Search by business name', value: search, onChange: setSearch }}
      columns={COLUMNS}
      rows={requests.isPending ? undefined : (rows ?? [])}
      busy={requests.isFetching}
      loadingLabel="Loading edit requests…"
      error={requests.isError ? <LoadError error={requests.error} what="the edit requests" onRetry={() => void requests.refetch()} /> : null}
      empty={{ title: title ? `No edit requests for “${title}”.` : 'No edit requests.', hint: title ? 'Try adjusting your search' : undefined }}
      rowKey={(request) => request._id}
      renderRow={(request) => (
        <tr className={cn('data-table__row', openId === request._id && 'data-table__row--open')}>
          <td className="wrap-anywhere">{request.businessDetails.name}</td>
          <td>{pathSegmentToCity(request.cityName)}</td>
          <td className="wrap-anywhere">
            {request.requestedBy.firstName} {request.requestedBy.lastName}
          </td>
          <td>{formatIndiaDate(request.createdAt)}</td>
          <td>
            <span className={cn('badge', statusTone(request.status))}>{statusLabel(request.status)}</span>
          </td>
          <td>
            <Button size="sm" variant="outline" onClick={() => setOpenId(request._id)}>
              View<span className="visually-hidden"> request for {request.businessDetails.name}</span>
            </Button>
          </td>
        </tr>
      )}
      footer={
        requests.hasNextPage && (
          <div className="button-row">
            <Button variant="outline" onClick={() => void requests.fetchNextPage()} isLoading={requests.isFetchingNextPage}>
              Load more
            </Button>
          </div>
        )
      }
    >
      <Dialog open={openId !== null} onClose={() => setOpenId(null)} title="Requested changes" variant="drawer">
        {openId !== null &&
          !open &&
          (detail.isError ? (
            <p className="alert alert--error" role="alert">
              {errorText(detail.error)}
            </p>
          ) : (
            <p aria-busy="true">Loading the request…</p>
          ))}
        {open && (
          <div className="edit-request-detail">
            <p>
              <strong>{open.businessDetails.name}</strong> · {open.businessDetails.address.street || pathSegmentToCity(open.cityName)}{' '}
              <span className={cn('badge', statusTone(open.status))}>{statusLabel(open.status)}</span>
            </p>
            {open.businessDetails.slug && (
              <p>
                <Link to={paths.business.profile.getHref({ city: open.cityName, slug: open.businessDetails.slug })} target="_blank" rel="noopener">
                  Open the current profile<span className="visually-hidden"> (opens in a new tab)</span>
                </Link>
              </p>
            )}
            <p className="field__hint">
              Requested by {open.requestedBy.firstName} {open.requestedBy.lastName}
              {open.requestedBy.email ? ` (${open.requestedBy.email})` : ''} on {formatIndiaDate(open.createdAt)}
            </p>
            <table className="data-table edit-request-diff">
              <caption className="visually-hidden">Each requested change beside what the listing shows now</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Now</th>
                  <th scope="col">Proposed</th>
                </tr>
              </thead>
              <tbody>
                {editRequestDiffRows(open).map((row) => {
                  const [field = row.path, key] = row.path.split('.');
                  return (
                    <tr key={row.path}>
                      <th scope="row">{key ? `${labelOf(field)}: ${labelOf(key)}` : labelOf(field)}</th>
                      <td className="edit-request-diff__current">
                        <FieldValue field={key ?? field} value={row.current} />
                      </td>
                      <td className="edit-request-diff__proposed">{row.removed ? <em>Remove this</em> : <FieldValue field={key ?? field} value={row.proposed} />}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {open.status === 'pending' && (
              <div className="button-row">
                <Button onClick={() => act('approve')} isLoading={decide.isPending && decide.variables?.decision === 'approve'} disabled={decide.isPending}>
                  Approve
                </Button>
                <Button variant="danger" onClick={() => act('reject')} isLoading={decide.isPending && decide.variables?.decision === 'reject'} disabled={decide.isPending}>
                  Reject
                </Button>
              </div>
            )}
          </div>
        )}
      </Dialog>
    </AdminTable>
  );
}

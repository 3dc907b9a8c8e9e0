import { useState } from 'react';
import { formatIndiaDate } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../utils/cn';
import { useDecideEditRequest, useEditRequests, type EditRequestRow } from '../api/edit-requests';

const statusLabel = (status: EditRequestRow['status']) => (status === 'pending' ? 'Pending' : status === 'approved' ? 'Approved' : 'Rejected');

/** Renders one requested value: text as it is, objects as labelled lines, hours as day ranges. */
function FieldValue({ value }: { value: unknown }) {
  if (Array.isArray(value)) {
    return (
      <ul className="plain-list">
        {value.map((entry, index) => (
          <li key={index}>{typeof entry === 'object' && entry ? Object.values(entry as Record<string, unknown>).filter((part) => part !== '' && part !== false).join(' · ') : String(entry)}</li>
        ))}
      </ul>
    );
  }
  if (value && typeof value === 'object') {
    return (
      <dl className="facts">
        {Object.entries(value as Record<string, unknown>).map(([key, entry]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{String(entry)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span>{String(value)}</span>;
}

/** Business Edit Requests (spec 1 §2 Admin screens): the table, a detail panel, Approve and Reject. */
export function EditRequestsTable() {
  const toast = useToast();
  const [title, setTitle] = useState('');
  const requests = useEditRequests(title);
  const decide = useDecideEditRequest();
  const [open, setOpen] = useState<EditRequestRow | null>(null);

  const act = (decision: 'approve' | 'reject') =>
    open &&
    decide.mutate(
      { id: open._id, decision },
      {
        onSuccess: () => {
          toast.show({ message: decision === 'approve' ? 'approved' : 'rejected' });
          setOpen(null);
        },
        onError: () => toast.show({ message: decision === 'approve' ? 'Approval failed' : 'Rejection failed', type: 'error' }),
      },
    );

  return (
    <section className="card" aria-labelledby="edit-requests-title">
      <div className="card__heading-row">
        <h1 id="edit-requests-title" className="card__title">
          Business Edit Requests
        </h1>
        <label className="search-input">
          <span className="visually-hidden">Search by business name</span>
          <input className="input" type="search" placeholder="Search by business name" value={title} onChange={(event) => setTitle(event.target.value)} />
        </label>
      </div>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Business Name</th>
              <th scope="col">City</th>
              <th scope="col">Requested By</th>
              <th scope="col">Request Date</th>
              <th scope="col">Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {requests.data?.map((request) => (
              <tr key={request._id}>
                <td>{request.businessDetails.name}</td>
                <td>{request.cityName.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase())}</td>
                <td>
                  {request.requestedBy.firstName} {request.requestedBy.lastName}
                </td>
                <td>{formatIndiaDate(request.createdAt)}</td>
                <td>
                  <span className={cn('badge', request.status === 'approved' ? 'badge--success' : request.status === 'pending' ? 'badge--warning' : 'badge--danger')}>{statusLabel(request.status)}</span>
                </td>
                <td>
                  <Button size="sm" variant="outline" onClick={() => setOpen(request)}>
                    View<span className="visually-hidden"> request for {request.businessDetails.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {requests.data?.length === 0 && <p className="empty-state">No edit requests.</p>}
      </div>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title="Requested changes" variant="drawer">
        {open && (
          <div className="edit-request-detail">
            <p>
              <strong>{open.businessDetails.name}</strong> · {open.businessDetails.address.street || open.cityName}
            </p>
            <p className="field__hint">
              Requested by {open.requestedBy.firstName} {open.requestedBy.lastName} ({open.requestedBy.email})
            </p>
            <dl className="facts">
              {Object.entries(open.requestedFields).map(([field, value]) => (
                <div key={field}>
                  <dt>{field}</dt>
                  <dd>
                    <FieldValue value={value} />
                  </dd>
                </div>
              ))}
            </dl>
            {open.status === 'pending' && (
              <div className="button-row">
                <Button onClick={() => act('approve')} isLoading={decide.isPending}>
                  Approve
                </Button>
                <Button variant="danger" onClick={() => act('reject')} isLoading={decide.isPending}>
                  Reject
                </Button>
              </div>
            )}
          </div>
        )}
      </Dialog>
    </section>
  );
}

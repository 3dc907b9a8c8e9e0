import { Link } from '../../../lib/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatIndianPhone } from '@shared/business/format';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formatIndiaDate } from '../../../lib/format';
import { markInboxItemRead, useInbox } from '../api/inquiries';
import { CursorPager, useCursorPages } from './cursor-pager';
import type { InboxItem } from '../types';

const inboxKindLabels: Record<InboxItem['kind'], string> = { quote: 'Quote request', lead: 'Lead', rfq: 'Request for quotes' };

/** /dashboard/leads: quote requests and leads sent to the seller, newest first, with read marks and links to the product and Ask. */
export function LeadsInbox() {
  const pages = useCursorPages();
  const inbox = useInbox(pages.cursor);
  const queryClient = useQueryClient();
  const markRead = useMutation({ mutationFn: markInboxItemRead, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['leads'] }) });
  return (
    <div className="container dashboard-page">
      <h1>Leads</h1>
      {inbox.isPending ? <Spinner label="Loading leads" /> : null}
      {inbox.data && !inbox.data.data.length ? <p className="empty-state">No inquiries yet. Quote requests for your products appear here.</p> : null}
      <ul className="dashboard-rows">
        {inbox.data?.data.map((item) => (
          <li key={item._id} className={item.read ? 'dashboard-row' : 'dashboard-row dashboard-row--unread'}>
            <div className="dashboard-row__actions">
              <strong>{inboxKindLabels[item.kind]}</strong>
              {!item.read ? <span className="badge">New</span> : null}
              <span className="muted">{formatIndiaDate(item.createdAt, 'dateTime')}</span>
            </div>
            <p className="dashboard-row__text">
              {item.name}
              {item.email ? ` · ${item.email}` : ''}
              {item.phone ? ` · ${formatIndianPhone(item.phone)}` : ''}
              {item.cityName ? ` · ${item.cityName}` : ''}
            </p>
            {item.product ? (
              <p>
                Wants {item.wanted} {item.unit} of <Link to={paths.products.detail.getHref({ city: item.product.cityName, slug: item.product.slug })}>{item.product.title}</Link>
              </p>
            ) : null}
            {item.kind === 'rfq' ? (
              <p className="dashboard-row__text">
                Needs {item.wanted} {item.unit} of {item.need}
                {item.category ? ` · ${item.category.title}` : ''}
              </p>
            ) : null}
            {item.kind === 'lead' && item.category ? <p>Asked for the list of top {item.category.title}</p> : null}
            {item.message ? <p className="dashboard-row__text">{item.message}</p> : null}
            <div className="dashboard-row__actions">
              {item.buyerId && item.businessId ? (
                <ButtonLink size="sm" variant="outline" to={paths.dashboard.messages.getHref({ businessId: item.businessId, productId: item.product?._id })}>
                  Ask
                </ButtonLink>
              ) : null}
              {!item.read ? (
                <Button size="sm" variant="ghost" isLoading={markRead.isPending && markRead.variables === item._id} onClick={() => markRead.mutate(item._id)}>
                  Mark as read
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <CursorPager pages={pages} nextCursor={inbox.data?.nextCursor} label="Pages" previousText="Newer" nextText="Older" />
    </div>
  );
}

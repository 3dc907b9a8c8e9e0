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
import { msg, Trans, useLocale, useT } from '../../../i18n';
import { unitNameIn } from '../unit-names';
import { categoryTitle } from '@shared/i18n/category-title';

const inboxKindLabels: Record<InboxItem['kind'], string> = { quote: msg('Quote request'), lead: msg('Lead'), rfq: msg('Request for quotes') };

/** /dashboard/leads: quote requests and leads sent to the seller, newest first, with read marks and links to the product and Ask. */
export function LeadsInbox() {
  const t = useT();
  const locale = useLocale();
  const pages = useCursorPages();
  const inbox = useInbox(pages.cursor);
  const queryClient = useQueryClient();
  const markRead = useMutation({ mutationFn: markInboxItemRead, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['leads'] }) });
  return (
    <div className="container dashboard-page">
      <h1>{t('Leads')}</h1>
      {inbox.isPending ? <Spinner label={t('Loading leads')} /> : null}
      {inbox.data && !inbox.data.data.length ? <p className="empty-state">{t('No inquiries yet. Quote requests for your products appear here.')}</p> : null}
      <ul className="dashboard-rows">
        {inbox.data?.data.map((item) => (
          <li key={item._id} className={item.read ? 'dashboard-row' : 'dashboard-row dashboard-row--unread'}>
            <div className="dashboard-row__actions">
              <strong>{t(inboxKindLabels[item.kind])}</strong>
              {!item.read ? <span className="badge">{t('New')}</span> : null}
              <span className="muted">{formatIndiaDate(item.createdAt, 'dateTime', locale)}</span>
            </div>
            <p className="dashboard-row__text">
              {item.name}
              {item.email ? ` · ${item.email}` : ''}
              {item.phone ? ` · ${formatIndianPhone(item.phone)}` : ''}
              {item.cityName ? ` · ${item.cityName}` : ''}
            </p>
            {item.product ? (
              <p>
                <Trans
                  id="Wants {wanted} {unit} of <0>{product}</0>"
                  values={{ wanted: String(item.wanted ?? ''), unit: unitNameIn(item.unit, locale), product: item.product.title }}
                  components={{ 0: <Link to={paths.products.detail.getHref({ city: item.product.cityName, slug: item.product.slug })} /> }}
                />
              </p>
            ) : null}
            {item.kind === 'rfq' ? (
              <p className="dashboard-row__text">
                {t('Needs {wanted} {unit} of {need}', { wanted: String(item.wanted ?? ''), unit: unitNameIn(item.unit, locale), need: item.need })}
                {item.category ? ` · ${categoryTitle(item.category, locale)}` : ''}
              </p>
            ) : null}
            {item.kind === 'lead' && item.category ? <p>{t('Asked for the list of top {category}', { category: categoryTitle(item.category, locale) })}</p> : null}
            {item.message ? <p className="dashboard-row__text">{item.message}</p> : null}
            <div className="dashboard-row__actions">
              {item.buyerId && item.businessId ? (
                <ButtonLink size="sm" variant="outline" to={paths.dashboard.messages.getHref({ businessId: item.businessId, productId: item.product?._id })}>
                  {t('Ask')}
                </ButtonLink>
              ) : null}
              {!item.read ? (
                <Button size="sm" variant="ghost" isLoading={markRead.isPending && markRead.variables === item._id} onClick={() => markRead.mutate(item._id)}>
                  {t('Mark as read')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <CursorPager pages={pages} nextCursor={inbox.data?.nextCursor} label={t('Pages')} previousText={t('Newer')} nextText={t('Older')} />
    </div>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/access-denied';
import { Link } from '../../../lib/router';
import { paymentMethodLabels, weekDays, type PaymentMethod, type WeekDay } from '@shared/business/enums';
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
import { closureMessage, formatIsoDayIn, weekDayName } from '@shared/business/localized-days';
import { describeSpecialDay, type SpecialDay, type TemporaryClosure } from '@shared/business/special-hours';
import { msg, Trans, useLocale, useT, type Translate } from '../../../i18n';
import type { Locale } from '@shared/i18n/locales';
import { useMessageText } from '../../../lib/message-text';
import { RichHtml } from '../../../components/ui/rich-html';
import type { SafeHtml } from '@shared/rich-text/safe-html';

const SEARCH_DEBOUNCE_MS = 300;
const COLUMNS = [msg('Business Name'), msg('City'), msg('Requested By'), msg('Request Date'), msg('Status'), msg('Action')] as const;

/** Pending, Approved, or (anything else) Rejected, as spec 1 §3 reads the status. */
const statusLabel = (status: EditRequestRow['status']) => (status === 'pending' ? msg('Pending') : status === 'approved' ? msg('Approved') : msg('Rejected'));
const statusTone = (status: EditRequestRow['status']) => (status === 'approved' ? 'badge--success' : status === 'pending' ? 'badge--warning' : 'badge--danger');

const fieldLabels: Record<string, string> = {
  name: msg('Business name'),
  description: msg('Description'),
  website: msg('Website'),
  establishmentYear: msg('Established in'),
  contact: msg('Contact'),
  socialMedia: msg('Social media'),
  address: msg('Address'),
  workingHours: msg('Working hours'),
  specialHours: msg('Special days'),
  temporaryClosure: msg('Temporarily closed'),
  paymentTypes: msg('Payment methods'),
  seoTitle: msg('SEO title'),
  seoDescription: msg('SEO description'),
  email: msg('Email'),
  phone: msg('Phone'),
  alternateEmails: msg('Alternate emails'),
  alternatePhones: msg('Alternate phones'),
  street: msg('Street'),
  suite: msg('Suite'),
  city: msg('City'),
  state: msg('State'),
  zipCode: msg('PIN code'),
  country: msg('Country'),
  permanentlyClosed: msg('Permanently closed'),
  categories: msg('Category'),
};
const labelOf = (key: string, t: Translate) => (fieldLabels[key] ? t(fieldLabels[key]) : key.replace(/([A-Z])/g, ' $1').replace(/^./, (letter) => letter.toUpperCase()));

interface HoursEntry {
  day?: string;
  open?: string;
  close?: string;
  closed?: boolean;
}

/** A list entry by its name: categories and amenities are objects with a title. */
function itemName(item: unknown, locale: Locale): string {
  if (item && typeof item === 'object') {
    const { title, titleHi, name, _id } = item as { title?: unknown; titleHi?: unknown; name?: unknown; _id?: unknown };
    // A category carries its Hindi title where the taxonomy has one (issue #28).
    if (locale === 'hi' && typeof titleHi === 'string' && titleHi.trim()) return titleHi;
    return String(title ?? name ?? _id ?? '');
  }
  return String(item);
}

/** One requested value, readable: hours as day lines, payment methods by name, objects as labelled lines. */
function FieldValue({ field, value }: { field: string; value: unknown }): ReactNode {
  const t = useT();
  const locale = useLocale();
  if (field === 'workingHours' && Array.isArray(value)) {
    return (
      <ul className="plain-list">
        {(value as HoursEntry[]).map((entry, index) => (
          <li key={index}>
            {(weekDays as readonly string[]).includes(entry.day ?? '') ? weekDayName(entry.day as WeekDay, locale) : entry.day}: {entry.closed ? t('Closed') : `${entry.open} – ${entry.close}`}
          </li>
        ))}
      </ul>
    );
  }
  if (field === 'specialHours' && Array.isArray(value)) {
    // By date, as the profile lists them: "Sun, 8 Nov: Closed for Diwali".
    const days = [...(value as SpecialDay[])].sort((a, b) => a.date.localeCompare(b.date));
    if (days.length === 0) return <span>—</span>;
    return (
      <ul className="plain-list">
        {days.map((special) => (
          <li key={special.date}>
            {formatIsoDayIn(special.date, locale, { weekday: true })}:{' '}
            {special.closed || special.slots.length === 0 ? t('Closed for {label}', { label: special.label }) : describeSpecialDay(special, locale)}
          </li>
        ))}
      </ul>
    );
  }
  if (field === 'temporaryClosure' && value && typeof value === 'object') {
    const closure = value as TemporaryClosure;
    const message = closureMessage(closure, new Date(), locale);
    return (
      <span>
        {t(message.id, message.values)}
        {closure.note ? ` (${closure.note})` : ''}
      </span>
    );
  }
  if (field === 'paymentTypes' && Array.isArray(value))
    return <span>{value.map((type: string) => (paymentMethodLabels[type as PaymentMethod] ? t(paymentMethodLabels[type as PaymentMethod]) : type)).join(', ')}</span>;
  if (Array.isArray(value)) return <span>{value.map((item) => itemName(item, locale)).join(', ') || '—'}</span>;
  if (value && typeof value === 'object') {
    return (
      <dl className="facts facts--nested">
        {Object.entries(value as Record<string, unknown>).map(([key, entry]) => (
          <div key={key} className="facts__row">
            <dt>{labelOf(key, t)}</dt>
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

/** The description is HTML: the API types both sides SafeHtml (sanitised when the listing was saved and when the request was made). */
function DescriptionValue({ html }: { html: SafeHtml | null | undefined }) {
  return html == null ? <span>—</span> : <RichHtml className="rich-text" html={html} />;
}

const errorText = (error: unknown) => errorMessage(error, msg('Could not load this request. Please try again.'));

/** Business Edit Requests (spec 1 §2 Admin screens): the table, a detail panel, Approve and Reject. */
export function EditRequestsTable() {
  const t = useT();
  const text = useMessageText();
  const locale = useLocale();
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
          toast.show({ message: decision === 'approve' ? t('Edit request approved') : t('Edit request rejected') });
          setOpenId(null);
        },
        onError: () => toast.show({ message: decision === 'approve' ? t('Approval failed') : t('Rejection failed'), type: 'error' }),
      },
    );

  return (
    <AdminTable
      title={t('Business Edit Requests')}
      titleId="edit-requests-title"
      search={{ label: t('Search by business name'), value: search, onChange: setSearch }}
      columns={COLUMNS.map((column) => t(column))}
      rows={requests.isPending ? undefined : (rows ?? [])}
      busy={requests.isFetching}
      loadingLabel={t('Loading edit requests…')}
      error={requests.isError ? <LoadError error={requests.error} what={t('the edit requests')} onRetry={() => void requests.refetch()} /> : null}
      empty={{ title: title ? t('No edit requests for “{search}”.', { search: title }) : t('No edit requests.'), hint: title ? t('Try adjusting your search') : undefined }}
      rowKey={(request) => request._id}
      renderRow={(request) => (
        <tr className={cn('data-table__row', openId === request._id && 'data-table__row--open')}>
          <td className="wrap-anywhere">{request.businessDetails.name}</td>
          <td>{pathSegmentToCity(request.cityName)}</td>
          <td className="wrap-anywhere">
            {request.requestedBy.firstName} {request.requestedBy.lastName}
          </td>
          <td>{formatIndiaDate(request.createdAt, 'short', locale)}</td>
          <td>
            <span className={cn('badge', statusTone(request.status))}>{t(statusLabel(request.status))}</span>
          </td>
          <td>
            <Button size="sm" variant="outline" onClick={() => setOpenId(request._id)}>
              <Trans id="View<0> request for {name}</0>" values={{ name: request.businessDetails.name }} components={{ 0: <span className="visually-hidden" /> }} />
            </Button>
          </td>
        </tr>
      )}
      footer={
        requests.hasNextPage && (
          <div className="button-row">
            <Button variant="outline" onClick={() => void requests.fetchNextPage()} isLoading={requests.isFetchingNextPage}>
              {t('Load more')}
            </Button>
          </div>
        )
      }
    >
      <Dialog open={openId !== null} onClose={() => setOpenId(null)} title={t('Requested changes')} variant="drawer">
        {openId !== null &&
          !open &&
          (detail.isError ? (
            <p className="alert alert--error" role="alert">
              {text(errorText(detail.error))}
            </p>
          ) : (
            <p aria-busy="true">{t('Loading the request…')}</p>
          ))}
        {open && (
          <div className="edit-request-detail">
            <p>
              <strong>{open.businessDetails.name}</strong> · {open.businessDetails.address.street || pathSegmentToCity(open.cityName)}{' '}
              <span className={cn('badge', statusTone(open.status))}>{t(statusLabel(open.status))}</span>
            </p>
            {open.businessDetails.slug && (
              <p>
                <Link to={paths.business.profile.getHref({ city: open.cityName, slug: open.businessDetails.slug })} target="_blank" rel="noopener">
                  {t('Open the current profile')}
                  <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                </Link>
              </p>
            )}
            <p className="field__hint">
              {open.requestedBy.email
                ? t('Requested by {name} ({email}) on {date}', {
                    name: `${open.requestedBy.firstName} ${open.requestedBy.lastName}`,
                    email: open.requestedBy.email,
                    date: formatIndiaDate(open.createdAt, 'short', locale),
                  })
                : t('Requested by {name} on {date}', { name: `${open.requestedBy.firstName} ${open.requestedBy.lastName}`, date: formatIndiaDate(open.createdAt, 'short', locale) })}
            </p>
            <table className="data-table edit-request-diff">
              <caption className="visually-hidden">{t('Each requested change beside what the listing shows now')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Field')}</th>
                  <th scope="col">{t('Now')}</th>
                  <th scope="col">{t('Proposed')}</th>
                </tr>
              </thead>
              <tbody>
                {editRequestDiffRows(open).map((row) => {
                  const [field = row.path, key] = row.path.split('.');
                  const isDescription = row.path === 'description';
                  return (
                    <tr key={row.path}>
                      <th scope="row">{key ? t('{field}: {part}', { field: labelOf(field, t), part: labelOf(key, t) }) : labelOf(field, t)}</th>
                      <td className="edit-request-diff__current">
                        {isDescription ? <DescriptionValue html={open.currentFields.description} /> : <FieldValue field={key ?? field} value={row.current} />}
                      </td>
                      <td className="edit-request-diff__proposed">
                        {row.removed ? (
                          <em>{t('Remove this')}</em>
                        ) : isDescription ? (
                          <DescriptionValue html={open.requestedFields.description} />
                        ) : (
                          <FieldValue field={key ?? field} value={row.proposed} />
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {open.status === 'pending' && (
              <div className="button-row">
                <Button onClick={() => act('approve')} isLoading={decide.isPending && decide.variables?.decision === 'approve'} disabled={decide.isPending}>
                  {t('Approve')}
                </Button>
                <Button variant="danger" onClick={() => act('reject')} isLoading={decide.isPending && decide.variables?.decision === 'reject'} disabled={decide.isPending}>
                  {t('Reject')}
                </Button>
              </div>
            )}
          </div>
        )}
      </Dialog>
    </AdminTable>
  );
}

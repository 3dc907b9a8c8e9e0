import { useEffect, useId, useState } from 'react';
import { CONTACT_LIMITS, SUBJECT_SHOWN, contactStatuses, type ContactMessageResponse, type ContactStatus } from '@shared/schemas/contactus';
import { Pagination } from '../../../components/ui/pagination';
import { AdminTable } from '../../../components/ui/admin-table';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ClipboardIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { msg, translate, useT } from '../../../i18n';
import { formatIndiaDate } from '../../../lib/format';
import { cn } from '../../../utils/cn';
import { useContactMessages, useUpdateContactMessage } from '../api/contact-messages';

const COLUMNS = [msg('Name'), msg('Email'), msg('Subject'), msg('Date'), msg('Status'), msg('Actions')] as const;
const PAGE_SIZE = 200;
const COPIED_MS = 2000;

/** pending shows red, Checked green, Left amber (spec 1 §4). */
const statusTone: Record<ContactStatus, string> = { pending: 'badge--danger', Checked: 'badge--success', Left: 'badge--warning' };
const statusLabel: Record<ContactStatus, string> = { pending: msg('Pending'), Checked: msg('Checked'), Left: msg('Left') };

/** The subject as the table shows it: at most 50 characters (spec 1 §9). */
export const shortSubject = (subject: string) => (subject.length > SUBJECT_SHOWN ? `${subject.slice(0, SUBJECT_SHOWN)}…` : subject);

function CopyEmail({ email }: { email: string }) {
  const t = useT();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="outline"
      size="sm"
      icon={<ClipboardIcon size={16} />}
      onClick={() =>
        void navigator.clipboard.writeText(email).then(
          () => {
            setCopied(true);
            toast.show({ message: translate('Email copied to clipboard') });
          },
          () => toast.show({ message: translate('Failed to copy'), type: 'error' }),
        )
      }
    >
      <span aria-live="polite">{copied ? t('Copied') : t('Copy email')}</span>
    </Button>
  );
}

/** The Message Details drawer: the whole message, copy email, and the status with the note for Left. */
function MessageDetails({ message, onDone }: { message: ContactMessageResponse; onDone: () => void }) {
  const t = useT();
  const toast = useToast();
  const update = useUpdateContactMessage();
  const noteId = useId();
  const [status, setStatus] = useState<ContactStatus>(message.status);
  const [note, setNote] = useState(message.messageOfLeft ?? '');
  const noteMissing = status === 'Left' && !note.trim();

  const save = () =>
    update.mutate(
      { id: message._id, update: { status, ...(status === 'Left' ? { messageOfLeft: note.trim() } : {}) } },
      {
        onSuccess: () => {
          toast.show({ message: translate('Updated') });
          onDone();
        },
        onError: () => toast.show({ message: translate('Update failed'), type: 'error' }),
      },
    );

  return (
    <div className="contact-details">
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('From')}</dt>
          <dd className="wrap-anywhere">{message.name}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('Email')}</dt>
          <dd className="contact-details__email">
            <span className="wrap-anywhere">{message.email}</span> <CopyEmail email={message.email} />
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t('Date')}</dt>
          <dd>{formatIndiaDate(message.createdAt)}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('Subject')}</dt>
          <dd className="wrap-anywhere">{message.subject}</dd>
        </div>
      </dl>
      <h3 className="contact-details__heading">{t('Message')}</h3>
      <p className="contact-details__message wrap-anywhere">{message.message}</p>

      <fieldset className="field">
        <legend className="field__label">{t('Status')}</legend>
        <div className="radio-row">
          {contactStatuses.map((option) => (
            <label key={option} className="radio">
              <input type="radio" name={`status-${message._id}`} checked={status === option} onChange={() => setStatus(option)} /> {t(statusLabel[option])}
            </label>
          ))}
        </div>
      </fieldset>
      {status === 'Left' && (
        <div className={cn('field', noteMissing && 'field--invalid')}>
          <label className="field__label" htmlFor={noteId}>
            {t('Note (why it was left)')}
          </label>
          <textarea id={noteId} className="input textarea" rows={3} maxLength={CONTACT_LIMITS.note} value={note} onChange={(event) => setNote(event.target.value)} aria-required="true" />
          {noteMissing && <p className="field__hint">{t('Add a note to mark the message Left.')}</p>}
        </div>
      )}
      <Button onClick={save} isLoading={update.isPending} disabled={noteMissing}>
        {update.isPending ? t('Saving...') : t('Save status')}
      </Button>
    </div>
  );
}

/** Contact Us Messages (spec 1 §2 Admin screens): the table, search, pages, and the details drawer. */
export function ContactMessagesTable() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const messages = useContactMessages({ query: search.trim(), page, limit: PAGE_SIZE });
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = messages.data?.data ?? [];
  const open = rows.find((row) => row._id === openId) ?? null;
  const total = messages.data?.pagination.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <AdminTable
      title={t('Contact Us Messages')}
      titleId="contact-messages-title"
      count={total}
      search={{
        label: t('Search by name, email or subject'),
        value: search,
        onChange: (value) => {
          setSearch(value);
          setPage(1);
        },
      }}
      columns={COLUMNS.map((column) => t(column))}
      rows={messages.isPending ? undefined : rows}
      busy={messages.isFetching}
      loadingLabel={t('Loading messages…')}
      error={messages.isError ? t('Could not load the messages. Please try again.') : null}
      empty={{ title: t('No data available'), hint: t('Try adjusting your search or filters') }}
      rowKey={(row) => row._id}
      renderRow={(row) => (
        <tr className={cn('data-table__row data-table__row--clickable', openId === row._id && 'data-table__row--open')} onClick={() => setOpenId(row._id)}>
          <td className="wrap-anywhere">{row.name}</td>
          <td className="wrap-anywhere">{row.email}</td>
          <td className="wrap-anywhere" title={row.subject}>
            {shortSubject(row.subject)}
          </td>
          <td>{formatIndiaDate(row.createdAt)}</td>
          <td>
            <span className={cn('badge', statusTone[row.status])}>{t(statusLabel[row.status])}</span>
          </td>
          <td>
            <button
              type="button"
              className="link-button"
              aria-label={t('View message from {name}', { name: row.name })}
              onClick={(event) => {
                event.stopPropagation();
                setOpenId(row._id);
              }}
            >
              {t('View')}
            </button>
          </td>
        </tr>
      )}
      footer={<Pagination page={page} totalPages={totalPages} onPage={setPage} label={t('Message pages')} />}
    >
      <Dialog open={Boolean(open)} onClose={() => setOpenId(null)} title={t('Message Details')} variant="drawer">
        {open && <MessageDetails key={open._id} message={open} onDone={() => setOpenId(null)} />}
      </Dialog>
    </AdminTable>
  );
}

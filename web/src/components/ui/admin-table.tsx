import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { useMessageText } from '../../lib/message-text';
import { SearchIcon } from './icons';
import { Spinner } from './spinner';

export interface AdminTableProps<Row> {
  /** The table's heading: an h1 where the table is its page's subject, an h2 for a second table on a page. */
  title: string;
  titleId: string;
  headingLevel?: 1 | 2;
  /** 'Total Count: N' beside the title, when the API knows the total. */
  count?: number;
  search?: { label: string; value: string; onChange: (value: string) => void; maxLength?: number };
  /** More controls in the heading row (a city box, a status filter). */
  filters?: ReactNode;
  columns: readonly string[];
  /** undefined while the first page loads. */
  rows: Row[] | undefined;
  busy?: boolean;
  loadingLabel: string;
  /** A load failure, said above the table: a sentence, or a node such as the 403 notice. */
  error?: ReactNode;
  empty: { title: string; hint?: string };
  rowKey: (row: Row) => string;
  /** One `<tr>` per row. */
  renderRow: (row: Row) => ReactNode;
  /** Under the table: paging or 'Load more'. */
  footer?: ReactNode;
  /** Dialogs and drawers that belong to the table. */
  children?: ReactNode;
}

/**
 * The admin screens' table (contact messages, edit requests, listings): a
 * card with the title, count and search, the column headings, a loading row,
 * the empty texts and an error, so each screen only says how a row looks.
 */
export function AdminTable<Row>({
  title,
  titleId,
  headingLevel = 1,
  count,
  search,
  filters,
  columns,
  rows,
  busy,
  loadingLabel,
  error,
  empty,
  rowKey,
  renderRow,
  footer,
  children,
}: AdminTableProps<Row>) {
  const t = useT();
  const text = useMessageText();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card__heading-row">
        <Heading id={titleId} className="card__title">
          {title}
        </Heading>
        {count !== undefined && <span className="badge badge--info">{t('Total Count: {total}', { total: count })}</span>}
        {search && (
          <label className="search-input">
            <SearchIcon size={16} aria-hidden="true" />
            <span className="visually-hidden">{search.label}</span>
            <input className="input" type="search" placeholder={search.label} maxLength={search.maxLength ?? 120} value={search.value} onChange={(event) => search.onChange(event.target.value)} />
          </label>
        )}
        {filters}
      </div>
      {typeof error === 'string' ? (
        <p className="alert alert--error" role="alert">
          {text(error)}
        </p>
      ) : (
        error
      )}
      <div className="table-scroll" aria-busy={busy || rows === undefined || undefined}>
        <table className="data-table admin-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows === undefined ? (
              <tr>
                <td colSpan={columns.length}>{!error && <Spinner label={loadingLabel} />}</td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="admin-list__empty">
                  <p className="admin-list__empty-title">{empty.title}</p>
                  {empty.hint && <p>{empty.hint}</p>}
                </td>
              </tr>
            ) : (
              rows.map((row) => <RowSlot key={rowKey(row)}>{renderRow(row)}</RowSlot>)
            )}
          </tbody>
        </table>
      </div>
      {footer}
      {children}
    </section>
  );
}

/** Keys a rendered row without making every screen repeat `key=`. */
function RowSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

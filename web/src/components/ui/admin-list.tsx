import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { useT } from '../../i18n';
import { cn } from '../../utils/cn';
import { ButtonLink } from './button';
import { Pagination } from './pagination';
import { SearchIcon } from './icons';
import { Spinner } from './spinner';

/** The generic table's page sizes and default: 200 rows on one page was a wall to scroll (issue #25 3.12). */
export const ADMIN_PAGE_SIZES = [25, 50, 100, 200] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 50;
/** The first key segment of every generic list's query: saving a record refreshes them all. */
export const ADMIN_LIST_QUERY = 'admin-list';

export interface AdminListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface AdminListProps<Row extends { _id: string; slug?: string }> {
  /** The heading above the list. */
  title: string;
  /** Names the list in the query cache: another key is another list. */
  listKey: unknown;
  /** Reads one page of the list, searched by title. */
  fetchPage: (query: AdminPageQuery, signal: AbortSignal) => Promise<AdminListAnswer<Row>>;
  /** 'table' shows the 'Total Count: N' badge and 'Add New'; 'list' hides 'Add New'. @default 'table' */
  type?: 'table' | 'list';
  columns: AdminListColumn<Row>[];
  /** The add form; rows open {addPath}/{slug}?parent={parentOrId}&page={page}. */
  addPath: string;
  /** The parent passed on to the rows' links (else each row's own id). */
  parent?: string;
  /** The slug of the row being edited: highlighted as the active row. */
  activeSlug?: string;
  searchLabel?: string;
}

export interface AdminPageQuery {
  title?: string;
  page: number;
  limit: number;
}

export interface AdminListAnswer<Row> {
  data?: Row[];
  pagination?: { total?: number; totalCount?: number };
  totalCount?: number;
}

const positiveInt = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * The generic admin list of spec 3 §2.6: a search box (no debounce), the
 * total, 'Add New', a page size, pages with ellipses, and an 'Action' link
 * per row. Page and parent are read from the URL; a failed fetch shows an
 * empty list with count 0.
 */
export function AdminList<Row extends { _id: string; slug?: string }>({ title, listKey, fetchPage, type = 'table', columns, addPath, parent, activeSlug, searchLabel }: AdminListProps<Row>) {
  const t = useT();
  const searchText = searchLabel ?? t('Search by title');
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInt(searchParams.get('page'), 1);
  const [limit, setLimit] = useState<number>(ADMIN_DEFAULT_PAGE_SIZE);
  // The filter lives in the URL (?title=), so a reload or a shared link keeps it; typing replaces the entry and starts at page 1.
  const search = searchParams.get('title') ?? '';
  const setSearch = (text: string) =>
    setSearchParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (text) updated.set('title', text);
        else updated.delete('title');
        updated.delete('page');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  const query = useQuery({
    queryKey: [ADMIN_LIST_QUERY, listKey, search.trim(), page, limit],
    queryFn: ({ signal }) => fetchPage({ title: search.trim() || undefined, page, limit }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = query.isError ? [] : (query.data?.data ?? []);
  const total = query.isError ? 0 : (query.data?.pagination?.total ?? query.data?.pagination?.totalCount ?? query.data?.totalCount ?? 0);
  const totalPages = Math.max(1, Math.ceil(total / limit));

  const goTo = (next: number) =>
    setSearchParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('page', String(next));
        return updated;
      },
      { preventScrollReset: true },
    );
  const rowHref = (row: Row) => {
    const query = new URLSearchParams({ parent: parent ?? row._id, page: String(page) });
    return `${addPath}/${encodeURIComponent(row.slug ?? row._id)}?${query.toString()}`;
  };
  const remaining = Math.max(0, total - page * limit);

  return (
    <section className={cn('admin-list', `admin-list--${type}`)} aria-labelledby={headingId}>
      <div className="admin-list__bar">
        {/* The list is its screen's subject: its title is the page's h1. */}
        <h1 id={headingId} className="admin-list__title">
          {title}
        </h1>
        {type === 'table' && (
          <span className="badge badge--info" aria-live="polite">
            {t('Total Count: {total}', { total })}
          </span>
        )}
        <label className="search-input admin-list__search">
          <SearchIcon size={16} aria-hidden="true" />
          <span className="visually-hidden">{searchText}</span>
          <input className="input" type="search" placeholder={searchText} value={search} maxLength={120} onChange={(event) => setSearch(event.target.value)} />
        </label>
        {type === 'table' && (
          <ButtonLink to={addPath} size="sm">
            {t('Add New')}
          </ButtonLink>
        )}
      </div>

      <div className="table-scroll" aria-busy={query.isFetching || undefined}>
        <table className="data-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
              <th scope="col">{t('Action')}</th>
            </tr>
          </thead>
          <tbody>
            {query.isPending ? (
              <tr>
                <td colSpan={columns.length + 1}>
                  <Spinner label={t('Loading…')} />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="admin-list__empty">
                  <p className="admin-list__empty-title">{t('No data available')}</p>
                  <p>{t('Try adjusting your search or filters')}</p>
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row._id}
                  className={cn('data-table__row', activeSlug !== undefined && row.slug === activeSlug && 'data-table__row--open')}
                  aria-current={row.slug === activeSlug ? 'true' : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(row)}</td>
                  ))}
                  <td>
                    <Link to={rowHref(row)} className="admin-list__action">
                      {t('Action')}
                    </Link>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <div className="admin-list__footer">
        <p className="admin-list__shown">{t('{shown} of {total}', { shown: Math.min(page * limit, total), total })}</p>
        {page < totalPages && (
          <button type="button" className="link-button" onClick={() => goTo(page + 1)}>
            {t('View {count} more', { count: Math.min(limit, remaining) })}
          </button>
        )}
        <label className="admin-list__size">
          {t('Per page')}
          <select
            className="input input--sm"
            value={limit}
            onChange={(event) => {
              setLimit(Number(event.target.value));
              goTo(1);
            }}
          >
            {ADMIN_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Pagination page={page} totalPages={totalPages} onPage={goTo} label={t('{title} pages', { title })} />
      </div>
    </section>
  );
}

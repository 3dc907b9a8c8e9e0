import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { Link } from '../../lib/router';
import { pageWindow } from '../../lib/page-window';

type PageTarget =
  /** Pages are links (crawlable, and Back returns to the previous page). */
  | { hrefFor: (page: number) => string; onPage?: never }
  /** Pages are buttons (the page lives in the component's state). */
  | { onPage: (page: number) => void; hrefFor?: never };

export type PaginationProps = PageTarget & {
  page: number;
  totalPages: number;
  /** Names the navigation, e.g. 'Events pages'. */
  label: string;
  /** Previous and Next around the numbers: links only where there is a page to go to, buttons disabled at the ends. */
  previousNext?: boolean;
  /** A sliding run of this many numbers instead of first, last and the current one's neighbours (see pageWindow). */
  run?: number;
  /** Above the controls, e.g. 'Showing 1 to 10 of 42 events'; with it the bar shows even for one page. */
  summary?: ReactNode;
};

/** The one pager of the site: page numbers (with gaps), optionally Previous and Next and a summary. */
export function Pagination({ page, totalPages, label, previousNext = false, run, summary, hrefFor, onPage }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1 && !summary) return null;

  const control = (target: number, content: ReactNode, extra: { label?: string; current?: boolean; rel?: 'prev' | 'next'; disabled?: boolean }) =>
    hrefFor ? (
      <Link className="pagination__page" to={hrefFor(target)} rel={extra.rel} aria-label={extra.label} aria-current={extra.current ? 'page' : undefined}>
        {content}
      </Link>
    ) : (
      <button type="button" className="pagination__page" disabled={extra.disabled} aria-label={extra.label} aria-current={extra.current ? 'page' : undefined} onClick={() => onPage(target)}>
        {content}
      </button>
    );

  // A link cannot be disabled: at the ends it is left out.
  const showPrevious = previousNext && (page > 1 || !hrefFor);
  const showNext = previousNext && (page < totalPages || !hrefFor);
  return (
    <nav className="pagination" aria-label={label}>
      {summary && <p className="pagination__summary">{summary}</p>}
      <div className="pagination__controls">
        {showPrevious && control(page - 1, t('Previous'), { rel: 'prev', disabled: page <= 1 })}
        <ul className="pagination__pages">
          {pageWindow(page, totalPages, { run }).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>{control(item, item, { label: t('Page {page}', { page: item }), current: item === page })}</li>
            ),
          )}
        </ul>
        {showNext && control(page + 1, t('Next'), { rel: 'next', disabled: page >= totalPages })}
      </div>
    </nav>
  );
}

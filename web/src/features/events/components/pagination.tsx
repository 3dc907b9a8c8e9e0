import { EVENTS_MAX_PAGE_NUMBERS } from '@shared/events/constants';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../utils/cn';

/** Up to five page numbers, sliding so the current page stays in view (spec 3 §2.1, §9). */
export function pageWindow(page: number, totalPages: number, size = EVENTS_MAX_PAGE_NUMBERS): number[] {
  const count = Math.min(size, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** 'Showing X to Y of N events', Previous, Next and the page numbers. */
export function EventsPagination({ page, limit, total, onPage }: { page: number; limit: number; total: number; onPage: (page: number) => void }) {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav className="events-pagination" aria-label="Events pages">
      <p className="events-pagination__summary">
        Showing {from} to {to} of {total} events
      </p>
      <div className="events-pagination__controls">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        {pageWindow(page, totalPages).map((number) => (
          <button
            key={number}
            type="button"
            className={cn('events-pagination__page', number === page && 'events-pagination__page--current')}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            onClick={() => onPage(number)}
          >
            {number}
          </button>
        ))}
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

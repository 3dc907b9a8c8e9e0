import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';

/** The signed cursors of the pages visited so far: the last one is the page shown (none: the first page). */
export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    cursor: cursors.at(-1),
    hasPrevious: cursors.length > 0,
    previous: () => setCursors((pages) => pages.slice(0, -1)),
    next: (cursor: string) => setCursors((pages) => [...pages, cursor]),
  };
}

/** Back and forth through a cursor-paged list (GET /products/all, /leads/inbox): a button only where there is a page to go to. The texts are translated ones. */
export function CursorPager({
  pages,
  nextCursor,
  label,
  previousText,
  nextText,
}: {
  pages: ReturnType<typeof useCursorPages>;
  nextCursor: string | null | undefined;
  label: string;
  previousText?: string;
  nextText?: string;
}) {
  const t = useT();
  if (!pages.hasPrevious && !nextCursor) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {pages.hasPrevious ? (
        <Button variant="outline" size="sm" onClick={pages.previous}>
          {previousText ?? t('Previous')}
        </Button>
      ) : null}
      {nextCursor ? (
        <Button variant="outline" size="sm" onClick={() => pages.next(nextCursor)}>
          {nextText ?? t('Next')}
        </Button>
      ) : null}
    </nav>
  );
}

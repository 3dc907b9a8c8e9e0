/** A page number to show, or 'gap' where pages are skipped (an ellipsis). */
export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows (spec 3 §9): by default the first, the
 * last, and the current page with one neighbour each side, with gaps where
 * pages are skipped; with `run`, a sliding run of that many pages that
 * keeps the current one in view (the events lists' five, spec 3 §2.1).
 */
export function pageWindow(page: number, totalPages: number, { run }: { run?: number } = {}): PageItem[] {
  if (totalPages < 1) return [];
  if (run) {
    const count = Math.min(run, totalPages);
    const first = Math.min(Math.max(1, page - Math.floor(run / 2)), totalPages - count + 1);
    return Array.from({ length: count }, (_, index) => first + index);
  }
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((number) => number >= 1 && number <= totalPages).sort((a, b) => a - b);
  return shown.flatMap((number, index) => (index > 0 && number - shown[index - 1]! > 1 ? ['gap' as const, number] : [number]));
}

/**
 * What the server sends along with a rendered page: the runtime config and
 * the React Query cache the page was rendered from. It travels as
 * `<script type="application/json" id="sbiz-page-state">`, which is data the
 * browser never runs, so the Content-Security-Policy allows no inline script
 * (functions/lib/security-headers.ts).
 */
export const PAGE_STATE_ID = 'sbiz-page-state';

export interface PageState {
  config?: unknown;
  queryState?: unknown;
}

let read: PageState | undefined;

/** The state the server put in this page; empty on a page it did not render. */
export function pageState(): PageState {
  if (read) return read;
  const text = typeof document === 'undefined' ? undefined : document.getElementById(PAGE_STATE_ID)?.textContent;
  try {
    read = text ? (JSON.parse(text) as PageState) : {};
  } catch {
    read = {};
  }
  return read;
}

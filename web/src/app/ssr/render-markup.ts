import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/** How often a page is rendered again while lazily loaded code finishes loading, and how long between. */
const MAX_RENDERS = 3;
const RETRY_AFTER_MS = 25;

/**
 * The page's markup. A component whose code is still loading (React.lazy, on
 * a cold container) renders its Suspense fallback, marked for the browser to
 * render instead (`<!--$!-->`); the loads that pass started finish within
 * moments, so the page is rendered again with them, a few times at most.
 * (react-dom/static's prerender would wait by itself, but it moves large
 * boundaries into hidden templates revealed by script: no content without JS.)
 */
export async function renderMarkup(element: ReactElement): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const html = renderToString(element);
    if (!html.includes('<!--$!-->') || attempt === MAX_RENDERS) return html;
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
  }
}

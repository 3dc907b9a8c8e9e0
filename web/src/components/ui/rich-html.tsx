import type { SafeHtml } from '@shared/rich-text/safe-html';

/**
 * Stored rich text (a description, an article's body, a static page) as
 * markup. The only place the web sets inner HTML (ESLint forbids it
 * elsewhere), and it takes only SafeHtml: what the server's sanitiser
 * returned, never a plain string.
 */
export function RichHtml({ html, className }: { html: SafeHtml; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

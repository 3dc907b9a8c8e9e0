// xss is CommonJS and Node's ESM loader does not see its named exports: its default
// export is module.exports, which carries FilterXSS.
import xss from 'xss';
import type { SafeHtml } from '../../shared/rich-text/safe-html';

const { FilterXSS } = xss as unknown as typeof import('xss');

/**
 * Owner-written HTML is cleaned before it is stored: basic formatting and
 * links only, every link nofollow and opening in a new tab (spec 1 §2,
 * company description).
 *
 * `xss` (js-xss, ~30 KB) replaces sanitize-html, whose htmlparser2 + postcss
 * chain added ~280 KB to each Lambda bundle. It is allow-list based too: tags
 * outside the list are dropped with `stripIgnoreTag`, and the bodies of
 * script/style are removed with `stripIgnoreTagBody`.
 */
const allowedTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'];
const allowedSchemes = /^(https?:|mailto:|tel:)/i;
const LINK_ATTRIBUTES = ' rel="nofollow noopener noreferrer" target="_blank"';

/** The one style kept: a paragraph's alignment from the editor's toolbar (left is the default, so never written). */
const PARAGRAPH_ALIGNMENT = /^\s*text-align\s*:\s*(center|right|justify)\s*;?\s*$/i;

const filter = new FilterXSS({
  // Links carry only their href (rel and target are set below for every link); paragraphs only their alignment.
  whiteList: Object.fromEntries(allowedTags.map((tag) => [tag, tag === 'a' ? ['href'] : tag === 'p' ? ['style'] : []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
  allowCommentTag: false,
  // A link keeps only an http(s), mailto or tel address; any other href (javascript:, data:, relative) is removed.
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href' && !allowedSchemes.test(value.trim())) return '';
    if (tag === 'p' && name === 'style') {
      const alignment = PARAGRAPH_ALIGNMENT.exec(value)?.[1];
      return alignment ? `style="text-align: ${alignment.toLowerCase()}"` : '';
    }
    return undefined;
  },
  onIgnoreTagAttr: () => '',
});

/** The one place SafeHtml is minted: everything the web renders as markup passed through here before it was stored. */
export function sanitizeRichText(html: string): SafeHtml {
  // After filtering, an opening <a> holds at most an escaped href, so appending rel and target is safe.
  return filter
    .process(html)
    .replace(/<a\b([^>]*?)\s*\/?>/g, `<a$1${LINK_ATTRIBUTES}>`)
    .trim() as SafeHtml;
}

/** The empty rich text, for a field a response shows even when it was never written. */
export const NO_RICH_TEXT = sanitizeRichText('');

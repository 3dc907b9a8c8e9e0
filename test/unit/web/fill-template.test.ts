import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { fillTemplate, scriptJson } from '../../../web/src/entry-server';

const template = readFileSync(resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');

/** Every special pattern of String.prototype.replace's replacement strings. */
const name = "Sharma $$ Sons $& Sweets $` and $' Co $1 $<name> $0 ₹ Ltd";

function page() {
  const business = { '@type': 'LocalBusiness', name };
  return fillTemplate(template, {
    head: `<title>${name}</title>\n    <script type="application/ld+json">${scriptJson(business)}</script>`,
    html: `<h1>${name}</h1>`,
    state: `<script>window.__SBIZ_QUERY_STATE__=${scriptJson({ business })}</script>`,
  });
}

describe('fillTemplate', () => {
  it('puts page content in literally, whatever $ patterns it holds', () => {
    const html = page();
    expect(html).toContain(`<title>${name}</title>`);
    expect(html).toContain(`<div id="root"><h1>${name}</h1></div>`);
    // The template around the markers appears once: nothing of it was spliced in again.
    expect(html.match(/<html lang="en-IN">/g)).toHaveLength(1);
    expect(html.match(/<noscript>/g)).toHaveLength(1);
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html).not.toContain('<!--ssr-');
  });

  it('leaves the JSON-LD and the inline state script parseable', () => {
    const html = page();
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(jsonLd)).toEqual({ '@type': 'LocalBusiness', name });
    const state = /<script>(window\.__SBIZ_QUERY_STATE__=[\s\S]*?)<\/script>/.exec(html)![1]!;
    const window: { __SBIZ_QUERY_STATE__?: { business: { name: string } } } = {};
    runInNewContext(state, { window });
    expect(window.__SBIZ_QUERY_STATE__?.business.name).toBe(name);
  });
});

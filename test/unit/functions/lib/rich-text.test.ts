import { describe, expect, expectTypeOf, it } from 'vitest';
import { sanitizeRichText } from '../../../../functions/lib/rich-text';
import type { SafeHtml } from '../../../../shared/rich-text/safe-html';

const LINK = 'rel="nofollow noopener noreferrer" target="_blank"';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Hello <a href="https://example.com">site</a><script>alert(1)</script><img src=x onerror=alert(1)></p>', `<p>Hello <a href="https://example.com" ${LINK}>site</a></p>`],
    ['<p onclick="x()">Fresh <b>menu</b></p><style>p{}</style>', '<p>Fresh <b>menu</b></p>'],
    ['<h2 style="color:red">Title</h2><blockquote>q</blockquote><ul><li>one</li></ul>', '<h2>Title</h2><blockquote>q</blockquote><ul><li>one</li></ul>'],
    ['<div>kept text</div><!-- comment --><iframe src="https://x.in"></iframe>', 'kept text'],
    ['<a href="javascript:alert(1)" target="_self" rel="opener">x</a>', `<a ${LINK}>x</a>`],
    ['<a href=" JaVaScRiPt:alert(1)">x</a><a href="data:text/html,hi">y</a>', `<a ${LINK}>x</a><a ${LINK}>y</a>`],
    ['<a href="tel:+919820012345">call</a> <a href="mailto:a@b.in">mail</a>', `<a href="tel:+919820012345" ${LINK}>call</a> <a href="mailto:a@b.in" ${LINK}>mail</a>`],
    ['<p style="text-align: center">Centred</p><p style="TEXT-ALIGN:right;">Right</p>', '<p style="text-align: center">Centred</p><p style="text-align: right">Right</p>'],
    ['<p style="text-align: center; background: url(javascript:alert(1))">x</p><p style="color:red">y</p><h2 style="text-align:center">z</h2>', '<p>x</p><p>y</p><h2>z</h2>'],
    ['<p style="text-align: center&quot; onmouseover=&quot;alert(1)">x</p>', '<p>x</p>'],
  ])('cleans %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('returns SafeHtml, the only type the web renders as markup', () => {
    expectTypeOf(sanitizeRichText).returns.toEqualTypeOf<SafeHtml>();
  });
});

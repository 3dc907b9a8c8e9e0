import { describe, expect, it } from 'vitest';
import { excerptOf } from '../../../../shared/articles/entries';

describe('excerptOf', () => {
  it('keeps headings and paragraphs apart and decodes entities', () => {
    expect(excerptOf('<h2>Why misal</h2><p>Six joints&nbsp;&amp; one rainy morning.</p>')).toBe('Why misal Six joints & one rainy morning.');
  });

  it('cuts a long article at a word, within 220 characters', () => {
    const excerpt = excerptOf(`<p>${'Spicy tarri and crisp farsan. '.repeat(20)}</p>`);
    expect([...excerpt].length).toBeLessThanOrEqual(220);
    expect(excerpt).toMatch(/farsan…$|tarri…$|crisp…$|and…$|Spicy…$/);
  });
});

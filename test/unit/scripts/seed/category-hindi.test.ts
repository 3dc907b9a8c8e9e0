import { describe, expect, it, vi } from 'vitest';
import { blogCategoryHindi, categoryTitleHindi, eventCategoryHindi, mainDescriptionHindi } from '../../../../scripts/seed/data/category-hindi';
import { businessTaxonomyRows, productTaxonomyRows } from '../../../../scripts/seed/data/taxonomy-rows';
import { sanitizeRichText } from '../../../../functions/lib/rich-text';
import { MAX_CATEGORY_TITLE } from '../../../../shared/schemas/taxonomy';

// The seeders' modules build table entities at import, which read the table's name; no table is touched.
vi.stubEnv('TABLE_NAME', 'category-hindi-test');
const { eventTaxonomy } = await import('../../../../scripts/seed/events');
const { contentItems } = await import('../../../../scripts/seed/content');
const { blogCategories } = await import('../../../../scripts/seed/articles');

const rows = [...businessTaxonomyRows(), ...productTaxonomyRows()];
/** Hindi in Devanagari (digits, Latin abbreviations such as 'Fe 500' and punctuation may stand beside it). */
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the Hindi of the seeded categories (issue #28)', () => {
  it('gives every seeded business and product category a Hindi title', () => {
    const missing = rows.filter((row) => !row.titleHi).map((row) => `${row.tree}: ${row.title}`);
    expect(missing, 'add these to scripts/seed/data/category-hindi.ts').toEqual([]);
  });

  it('writes Hindi titles in Devanagari, NFC, trimmed and within the title limit', () => {
    for (const row of rows) {
      const hindi = row.titleHi ?? '';
      expect(hindi, row.title).toMatch(DEVANAGARI);
      expect(hindi, row.title).toBe(hindi.normalize('NFC').trim());
      expect(hindi.length, row.title).toBeLessThanOrEqual(MAX_CATEGORY_TITLE);
    }
  });

  it('gives every main category a Hindi description, as HTML like the English', () => {
    const mains = rows.filter((row) => row.level === 'main');
    expect(mains.length).toBeGreaterThan(50);
    for (const main of mains) {
      expect(main.descriptionHi, main.title).toMatch(/^<p>.+<\/p>$/);
      expect(main.descriptionHi, main.title).toMatch(DEVANAGARI);
      expect(sanitizeRichText(main.descriptionHi!)).toBe(main.descriptionHi);
    }
    expect(rows.filter((row) => row.level !== 'main' && row.descriptionHi)).toEqual([]);
  });

  it('keeps no Hindi for a title the seed no longer has', () => {
    const titles = new Set(rows.map((row) => row.title));
    expect(Object.keys(categoryTitleHindi).filter((title) => !titles.has(title))).toEqual([]);
    for (const tree of ['business', 'product'] as const) {
      const mains = new Set(rows.filter((row) => row.tree === tree && row.level === 'main').map((row) => row.title));
      expect(Object.keys(mainDescriptionHindi[tree]).filter((title) => !mains.has(title))).toEqual([]);
    }
  });

  it('names every seeded event category and sub category in Hindi', () => {
    const names = eventTaxonomy.flatMap(([main, subs]) => [main, ...subs]);
    expect(names.filter((name) => !eventCategoryHindi[name]?.match(DEVANAGARI))).toEqual([]);
    expect(Object.keys(eventCategoryHindi).filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('the Hindi of the seeded blog categories', () => {
  it('names every one, and no other', () => {
    expect(blogCategories.filter((name) => !blogCategoryHindi[name]?.match(DEVANAGARI))).toEqual([]);
    expect(Object.keys(blogCategoryHindi).filter((name) => !(blogCategories as readonly string[]).includes(name))).toEqual([]);
  });
});

describe('the home grid’s tiles', () => {
  it('carry their category’s Hindi title', () => {
    const tiles = contentItems()
      .filter((item) => item.kind === 'homeCategory')
      .map((item) => item.body as { title: string; titleHi?: string });
    expect(tiles.length).toBeGreaterThan(10);
    for (const tile of tiles) expect(tile.titleHi, tile.title).toBe(categoryTitleHindi[tile.title]);
  });
});

describe('the Hindi of the seeded static pages', () => {
  const pages = contentItems()
    .filter((item) => item.kind === 'staticPage')
    .map((item) => item.body as { slug: string; title: string; content: string; titleHi?: string; contentHi?: string });

  it('gives every static page a Hindi title and body', () => {
    expect(pages.map((page) => page.slug)).toEqual(expect.arrayContaining(['home', 'about-us', 'privacy-policy', 'terms-condition']));
    for (const page of pages) {
      expect(page.titleHi, page.slug).toMatch(DEVANAGARI);
      expect(page.contentHi, page.slug).toMatch(DEVANAGARI);
    }
  });

  it('keeps the Hindi body in the English one’s HTML shape, sanitised like it', () => {
    const tags = (html: string) => html.match(/<\/?[a-z0-9]+/g) ?? [];
    for (const page of pages) {
      expect(tags(page.contentHi!), page.slug).toEqual(tags(page.content));
      expect(sanitizeRichText(page.contentHi!)).toBe(page.contentHi);
      expect(sanitizeRichText(page.content)).toBe(page.content);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { categoryOptionHref } from '../../../web/src/lib/search-links';

describe('categoryOptionHref: where a category suggestion of the header search goes', () => {
  it('opens a business category by its level', () => {
    expect(categoryOptionHref('pune', { _id: 'daily-needs--chemists', title: 'Chemists', slug: 'chemists', level: 'sub', parentId: 'daily-needs' })).toBe(
      '/in/pune/search/sb?subcat=daily-needs--chemists&find=chemists',
    );
  });

  it("opens a product category's products by its level, down to a leaf (issue #25 §3.17)", () => {
    const option = { _id: 'rice--basmati', title: 'Basmati Rice', slug: 'basmati-rice', parentId: 'rice', tree: 'product' as const };
    expect(categoryOptionHref('pune', { ...option, level: 'main' })).toBe('/in/pune/search/products?category=rice--basmati&find=basmati-rice');
    expect(categoryOptionHref('pune', { ...option, level: 'subsub' })).toBe('/in/pune/search/products?subsubCat=rice--basmati&find=basmati-rice');
    expect(categoryOptionHref('pune', { ...option, level: 'leaf' })).toBe('/in/pune/search/products?productCategoryId=rice--basmati&find=basmati-rice');
  });

  it("opens an event category's events, main or sub", () => {
    const option = { title: 'Poetry', slug: 'poetry', tree: 'event' as const };
    expect(categoryOptionHref('lucknow', { ...option, _id: 'arts', level: 'main', parentId: null })).toBe('/in/lucknow/search/events?eventMainId=arts');
    expect(categoryOptionHref('lucknow', { ...option, _id: 'arts--poetry', level: 'sub', parentId: 'arts' })).toBe('/in/lucknow/search/events?eventSubId=arts--poetry');
  });
});

import { describe, expect, it } from 'vitest';
import { clipAtWord } from '../../../../shared/business/format';
import { DEFAULT_TITLE, documentTitle, metaDescription } from '../../../../shared/seo/head';

describe('clipAtWord', () => {
  it('keeps a text that fits, cuts a longer one at the last whole word with an ellipsis', () => {
    expect(clipAtWord('Pune misal guide', 16)).toBe('Pune misal guide');
    expect(clipAtWord('Pune misal guide', 15)).toBe('Pune misal…');
    // A word that ends right at the limit minus one still fits with the ellipsis.
    expect(clipAtWord('hello world foo', 12)).toBe('hello world…');
    expect(clipAtWord('hello world foo', 11)).toBe('hello…');
  });

  it('drops punctuation before the ellipsis and cuts a single overlong word inside it', () => {
    expect(clipAtWord('Tea, coffee, snacks and more', 13)).toBe('Tea, coffee…');
    expect(clipAtWord('Supercalifragilistic', 10)).toBe('Supercali…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(clipAtWord('नमस्ते पुणे शहर', 11)).toBe('नमस्ते…');
    expect([...clipAtWord('😀 😀 😀 😀', 6)].length).toBeLessThanOrEqual(6);
  });
});

describe('head texts', () => {
  it('adds the site name to a title and keeps the whole within 60 characters, cut at a word', () => {
    expect(documentTitle('Shree Sagar Veg Restaurant in Pune')).toBe('Shree Sagar Veg Restaurant in Pune | Sbiz');
    const long = documentTitle('The Great Maratha Thali House and Family Restaurant with Garden Seating in Kothrud Pune');
    expect([...long].length).toBeLessThanOrEqual(60);
    expect(long).toBe('The Great Maratha Thali House and Family Restaurant… | Sbiz');
    expect(documentTitle()).toBe(DEFAULT_TITLE);
  });

  it('cuts a description over 160 characters at a word with an ellipsis', () => {
    const text = 'Fresh misal, poha and filter coffee every morning. '.repeat(5);
    const clipped = metaDescription(text);
    expect([...clipped].length).toBeLessThanOrEqual(160);
    expect(clipped.endsWith('…')).toBe(true);
    expect(text.startsWith(clipped.slice(0, -1))).toBe(true);
    expect(text[clipped.length - 1]).toBe(' ');
  });
});

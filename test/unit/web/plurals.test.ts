import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countOf, nounOf } from '../../../web/src/lib/format';

const WEB_SRC = join(__dirname, '../../../web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Hand-written plurals: `n === 1 ? 'photo' : 'photos'`, and a count put straight
 * before a plural noun (`${rating.count} reviews`, `{total} products`), which
 * reads "1 reviews". Counts go through countOf (or nounOf beside a styled number).
 */
const HAND_WRITTEN = [/[!=]== 1 \? (?:['`][A-Za-z ]+['`]|\w+) : (?:['`][A-Za-z ]+['`]|\w+)\b/, /\{[\w.]*(?:count|Count|total|length|Total)\} [a-z]+s\b/];

describe('plurals', () => {
  it('countOf and nounOf say one in the singular and anything else in the plural', () => {
    expect(countOf(1, 'review')).toBe('1 review');
    expect(countOf(0, 'review')).toBe('0 reviews');
    expect(countOf(150000, 'business', 'businesses')).toBe('1,50,000 businesses');
    expect(nounOf(1, 'report')).toBe('report');
    expect(nounOf(2, 'person', 'people')).toBe('people');
  });

  it('no screen writes a plural by hand', () => {
    const offenders = sourceFiles(WEB_SRC)
      .filter((file) => !file.endsWith(join('lib', 'format.ts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (HAND_WRITTEN.some((pattern) => pattern.test(line)) ? [`${relative(WEB_SRC, file)}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});

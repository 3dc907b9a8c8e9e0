import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lexiconEntries } from '../../../../shared/search/lexicon';
import { lexiconKeys } from '../../../../shared/search/lexicon/keys.generated';
import { lexiconKeyTable, matcherFromKeys, renderLexiconKeys } from '../../../../shared/search/lexicon-keys';
import { lexiconMatcher, understandQuery } from '../../../../shared/search/understand';

// Reading every name through the pipeline takes seconds on a loaded machine: once for the file.
const fromKeys = matcherFromKeys(lexiconKeys);
const built = lexiconMatcher(lexiconEntries);

describe('the precomputed lexicon keys', () => {
  it('are current: run `npm run gen:lexicon-keys` after changing the lexicon, the fillers or the sound key', () => {
    const committed = readFileSync(resolve(import.meta.dirname, '../../../../shared/search/lexicon/keys.generated.ts'), 'utf8');
    expect(committed === renderLexiconKeys(lexiconKeyTable(lexiconEntries))).toBe(true);
  });

  it('understand every lexicon name as the matcher built from the names does', () => {
    const names = lexiconEntries.flatMap((entry) => [...entry.hindi, ...entry.hinglish, ...entry.english].map((name) => [name, entry.tree] as const));
    const differ = names.filter(([name, tree]) => {
      const [a, b] = [understandQuery(name, { lexicon: fromKeys, tree }), understandQuery(name, { lexicon: built, tree })];
      return JSON.stringify([a.categories, a.words, a.namedWords]) !== JSON.stringify([b.categories, b.words, b.namedWords]);
    });
    expect(differ).toEqual([]);
    expect(names.length).toBeGreaterThan(9000);
  }, 60_000);

  it('know the same words', () => {
    for (const word of ['dawai', 'davai', 'dukan', 'pharmacy', 'kemist', 'naai', 'dhaba', 'dabba']) expect(fromKeys.knowsWord(word), word).toBe(built.knowsWord(word));
  });
});

/**
 * `npm run gen:lexicon-keys`: writes shared/search/lexicon/keys.generated.ts,
 * the lexicon's phrases as sound keys, so the search Lambda builds its
 * matcher without reading 10,000 names through the pipeline at start-up.
 * Run it after changing the lexicon, the fillers or the sound key
 * (test/unit/shared/search/lexicon-keys.test.ts fails until then).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lexiconEntries } from '../shared/search/lexicon';
import { lexiconKeyTable, renderLexiconKeys } from '../shared/search/lexicon-keys';

const LEXICON_KEYS_FILE = resolve(import.meta.dirname, '../shared/search/lexicon/keys.generated.ts');

const table = lexiconKeyTable(lexiconEntries);
writeFileSync(LEXICON_KEYS_FILE, renderLexiconKeys(table));
console.log(`Wrote ${LEXICON_KEYS_FILE}: ${table.categories.length} categories, ${table.phrases.split('\n').length} keys, ${table.words.split(' ').length} words`);

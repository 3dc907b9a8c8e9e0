import { businessLexicon } from './business';
import { eventLexicon } from './event';
import { productLexicon } from './product';
import type { LexiconEntry } from './types';

export type { LexiconEntry, LexiconTree } from './types';

/** Every lexicon entry of the three trees: business, product, event. */
export const lexiconEntries: readonly LexiconEntry[] = [...businessLexicon, ...productLexicon, ...eventLexicon];

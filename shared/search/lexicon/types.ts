/**
 * The search lexicon: the words people in India type for a category, kept as
 * reviewed data apart from the code that reads it (shared/search/understand.ts).
 */

/** Which taxonomy a lexicon entry names a category of. */
export type LexiconTree = 'business' | 'product' | 'event';

export interface LexiconEntry {
  tree: LexiconTree;
  /** The category's title exactly as the seeded taxonomy writes it ('Chemists', 'Paediatricians'). */
  category: string;
  /** Hindi names in Devanagari, as people type them ('दवाई की दुकान', 'केमिस्ट'). */
  hindi: readonly string[];
  /** Romanised Hindi spellings, several per word ('dawai ki dukaan', 'dawa dukan', 'davai'). */
  hinglish: readonly string[];
  /** Everyday English words and phrases for the same thing ('pharmacy', 'medical store'). */
  english: readonly string[];
}

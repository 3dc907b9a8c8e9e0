/**
 * Search ranking: how well a query matches a name, and how a listing's
 * rating orders it. Best match first (an exact word beats a prefix of the
 * first word, which beats a prefix of a later word; the name beats the
 * categories), then rating. Both parts are encoded in sort keys so that the
 * index partitions come back from DynamoDB already in this order.
 */

/** How a query matched; lower is better. */
export const MatchClass = {
  /** The query is the name's first word(s), whole: "sagar" → "Sagar Sweets". */
  exactFirst: 0,
  /** The query is whole word(s) later in the name: "sagar" → "Shree Sagar Veg". */
  exactLater: 1,
  /** The name starts with the query: "saga" → "Sagar Sweets". */
  prefixFirst: 2,
  /** A later word (or run of words) starts with the query: "saga" → "Shree Sagar Veg". */
  prefixLater: 3,
  /** Every query word starts some word of the name or its categories, not as one run: "sagar thali". */
  allWords: 4,
  /** The query matched one of the listing's categories, not its name (add the category match's own class). */
  category: 5,
} as const;
export type MatchClassValue = number;

/**
 * The best class of a query (its words, the last one possibly unfinished)
 * against a name's words: the query must be a run of the name's words, the
 * last query word a prefix of its word. Undefined when it is not.
 */
export function phraseMatchClass(tokens: readonly string[], words: readonly string[]): MatchClassValue | undefined {
  if (!tokens.length) return undefined;
  let best: MatchClassValue | undefined;
  for (let start = 0; start + tokens.length <= words.length; start++) {
    const run = tokens.every((token, offset) => {
      const word = words[start + offset]!;
      return offset === tokens.length - 1 ? word.startsWith(token) : word === token;
    });
    if (!run) continue;
    const exact = words[start + tokens.length - 1] === tokens.at(-1);
    const matchClass = exact ? (start === 0 ? MatchClass.exactFirst : MatchClass.exactLater) : start === 0 ? MatchClass.prefixFirst : MatchClass.prefixLater;
    if (best === undefined || matchClass < best) best = matchClass;
  }
  return best;
}

/**
 * A query against a listing: a run of its name's words, else every query
 * word somewhere in its name or category words. Undefined when neither.
 */
export function nameMatchClass(tokens: readonly string[], nameWords: readonly string[], categoryWords: readonly string[]): MatchClassValue | undefined {
  const phrase = phraseMatchClass(tokens, nameWords);
  if (phrase !== undefined) return phrase;
  const words = [...nameWords, ...categoryWords];
  return tokens.length > 1 && tokens.every((token) => words.some((word) => word.startsWith(token))) ? MatchClass.allWords : undefined;
}

/** Ratings are shrunk towards this mean by this many phantom reviews, so one 5★ review does not outrank hundreds of 4.6★. */
export const RATING_PRIOR = { mean: 3, weight: 2 } as const;

/** The listing's rating score, 0-5: its average shrunk towards the prior by its review count. */
export function ratingScore(average: number | null | undefined, count: number | null | undefined): number {
  const reviews = Math.max(0, count ?? 0);
  const mean = Math.min(5, Math.max(0, average ?? 0));
  return (mean * reviews + RATING_PRIOR.mean * RATING_PRIOR.weight) / (reviews + RATING_PRIOR.weight);
}

const MAX_COUNT_KEY = 999_999;

/**
 * A listing's position key: higher score, then more reviews, sort first
 * (ascending), the id breaking ties. Every listing and search index item of
 * the listing shares it, so a listing item can be found from a search item.
 *
 * @example rankKey(4.5, 120, 'b1') // '0516999879#b1'
 */
export function rankKey(average: number | null | undefined, count: number | null | undefined, id: string): string {
  const score = Math.round(ratingScore(average, count) * 1000);
  const reviews = Math.min(MAX_COUNT_KEY, Math.max(0, Math.round(count ?? 0)));
  return `${String(5000 - score).padStart(4, '0')}${String(MAX_COUNT_KEY - reviews).padStart(6, '0')}#${id}`;
}

/** A search index sort key: the match class, then the rank key. */
export function searchSortKey(matchClass: MatchClassValue, rank: string): string {
  return `${matchClass}${rank}`;
}

/** The match class back from a search sort key. */
export function matchClassOf(sortKey: string): MatchClassValue {
  return Number(sortKey[0]);
}

/**
 * Intent words: what a query asks of the results rather than of the
 * businesses' names (issue #24 §1.4). They are understood, never searched
 * nor spelling-corrected: 'salon near me' is a search for salons sorted by
 * distance, not for a salon called "Near Me".
 */
import { normalizedWords } from './normalize';
import { PhraseMatcher } from './phrases';

export type Intent = 'nearMe' | 'openNow' | 'cheap' | 'best';

/** The phrases of each intent, in English and Hinglish (Devanagari ones reach here in Latin letters). */
export const INTENT_PHRASES: Record<Intent, readonly string[]> = {
  nearMe: [
    'near me',
    'nearme',
    'nearby',
    'near by',
    'near to me',
    'close to me',
    'nearest',
    'paas',
    'ke paas',
    'mere paas',
    'aas paas',
    'aaspaas',
    'najdik',
    'nazdeek',
    'nazdik',
    'nazdeeki',
    'najdiki',
    'paas wala',
    'paas wali',
    'paas ke',
    'aas paas ke',
  ],
  openNow: ['open now', 'opened now', 'open today', 'abhi khula', 'abhi khuli', 'abhi khule', 'khula hai', '24 hour', '24 hours', '24 hrs', '24x7', '24 7', '24 ghante', 'all night', 'open 24'],
  cheap: ['cheap', 'cheapest', 'budget', 'low cost', 'low price', 'affordable', 'inexpensive', 'sasta', 'sasti', 'saste', 'kam daam', 'kam kimat'],
  best: ['best', 'top', 'top rated', 'best rated', 'highly rated', 'achha', 'accha', 'acha', 'achchha', 'badhiya', 'badiya'],
};

/** The intent phrases as one matcher, built once per container. */
export const intentMatcher = new PhraseMatcher<Intent>(
  (Object.entries(INTENT_PHRASES) as Array<[Intent, readonly string[]]>).flatMap(([intent, phrases]) => phrases.map((phrase) => ({ words: normalizedWords(phrase), value: intent }))),
);

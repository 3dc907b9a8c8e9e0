/**
 * Offline toxicity scoring for reviews, replies and chat messages (spec 2 §5,
 * which named an external service that is being shut down).
 *
 * English comes from obscenity's dataset, which resolves leet speak (ch00tiya),
 * look-alike letters and stretched letters, and whitelists clean words that
 * contain a bad one (Scunthorpe, Shiitake, Dikshit, Assam). Hinglish in Latin
 * letters and English insults are our own patterns in the same matcher
 * (`lexicon.ts`); Devanagari is matched on normalised text, since obscenity's
 * transformers only know the Latin alphabet.
 */
import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers, parseRawPattern, type MatchPayload } from 'obscenity';
import { devanagariTerms, hinglishTerms, englishInsults, PROFANE, type DevanagariTerm, type LatinTerm } from './lexicon';
import { msg } from '../i18n/catalog';
import { lazy } from '../lazy';

/** The spec's threshold: a score above it blocks a review or reply. */
export const TOXICITY_THRESHOLD = 0.7;
export const TOXIC_REVIEW_MESSAGE = msg('Your review contains offensive language. Please revise it.');

interface TermMetadata {
  originalWord: string;
  weight?: number;
}

function withLatinTerms(dataset: DataSet<TermMetadata>, terms: readonly LatinTerm[]) {
  for (const term of terms) {
    dataset.addPhrase((phrase) => {
      phrase.setMetadata({ originalWord: term.word, weight: term.weight });
      for (const source of term.patterns) phrase.addPattern(parseRawPattern(source));
      for (const allowed of term.allow ?? []) phrase.addWhitelistedTerm(allowed);
      return phrase;
    });
  }
  return dataset;
}

/** The dataset and its compiled matcher, built on the first text scored rather than when a Lambda loads. */
const latin = lazy(() => {
  const dataset = withLatinTerms(withLatinTerms(new DataSet<TermMetadata>().addAll(englishDataset), hinglishTerms), englishInsults)
    // Indian names and places that obscenity would otherwise read as profane.
    .addPhrase((phrase) =>
      phrase
        .setMetadata({ originalWord: 'clean names' })
        .addWhitelistedTerm('dikshit')
        .addWhitelistedTerm('shiitake')
        .addWhitelistedTerm('assam')
        .addWhitelistedTerm('scunthorpe')
        .addWhitelistedTerm('assort')
        .addWhitelistedTerm('penistone')
        .addWhitelistedTerm('shitala'),
    );
  return { dataset, matcher: new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers }) };
});

const DEVANAGARI_LETTER = '\\u0900-\\u097F';
/** Drops nukta and zero-width joiners, reads chandrabindu as anusvara and collapses repeated signs, so ड़, ड and ड्ड़ compare equal. */
export function normaliseDevanagari(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u093C\u200C\u200D]/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/([\u0900-\u097F])\1+/gu, '$1')
    .normalize('NFC');
}

/** "F U C K" and "f.u.c.k" are read as the word they spell. */
function joinSpacedLetters(text: string): string {
  return text.replace(/\b(?:[a-z][\s.]){2,}[a-z]\b/gi, (letters) => letters.replace(/[\s.]/g, ''));
}

interface CompiledDevanagariTerm extends DevanagariTerm {
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const devanagariPatterns = lazy((): CompiledDevanagariTerm[] =>
  devanagariTerms.map((term) => {
    const core = escape(normaliseDevanagari(term.word)).replace(/ /g, '\\s+');
    const source = term.whole ? `(?<![${DEVANAGARI_LETTER}])${core}(?![${DEVANAGARI_LETTER}])` : core;
    return { ...term, pattern: new RegExp(source, 'gu') };
  }),
);

export interface ToxicityResult {
  /** 0 to 1: the chance that the text is abusive, from the weights of the terms found. */
  score: number;
  /** The dictionary words found (their base form), for moderators and tests. */
  terms: string[];
}

function latinMatches(text: string): { match: MatchPayload; word: string; weight: number }[] {
  const { dataset, matcher } = latin();
  return matcher.getAllMatches(text, true).map((match) => {
    const { phraseMetadata } = dataset.getPayloadWithPhraseMetadata(match);
    return { match, word: phraseMetadata?.originalWord ?? 'profanity', weight: phraseMetadata?.weight ?? PROFANE };
  });
}

function devanagariMatches(normalised: string): { word: string; weight: number; index: number; length: number }[] {
  return devanagariPatterns().flatMap((term) => [...normalised.matchAll(term.pattern)].map((found) => ({ word: term.word, weight: term.weight, index: found.index, length: found[0].length })));
}

/**
 * Scores a text for toxicity, profanity and insult together. Each use of a
 * term is independent evidence, so the score is 1 - Π(1 - weight): one
 * profanity (0.95) or insult (0.75) is above the threshold, a single rude word
 * (0.4) is not.
 */
export function scoreToxicity(text: string): ToxicityResult {
  const found = [...latinMatches(joinSpacedLetters(text)), ...devanagariMatches(normaliseDevanagari(text))];
  const clean = found.reduce((chance, term) => chance * (1 - term.weight), 1);
  return { score: Math.round((1 - clean) * 1000) / 1000, terms: [...new Set(found.map((term) => term.word))] };
}

/** True when the text is above the spec's 0.7 threshold. */
export function isToxic(text: string): boolean {
  return scoreToxicity(text).score > TOXICITY_THRESHOLD;
}

const isWordCharacter = (character: string | undefined) => Boolean(character && /[\p{L}\p{M}\p{N}*@$]/u.test(character));

/** Replaces each span, widened to its whole word (chutiya, not ******a), with asterisks. */
function maskWords(text: string, spans: { start: number; end: number }[]): string {
  const characters = text.split('');
  for (const span of spans) {
    let { start, end } = span;
    while (isWordCharacter(text[start - 1])) start--;
    while (isWordCharacter(text[end])) end++;
    for (let index = start; index < end; index++) if (text[index]?.trim()) characters[index] = '*';
  }
  return characters.join('');
}

/**
 * The text with every offensive word replaced by asterisks (chat messages are
 * delivered masked rather than refused). Devanagari is returned normalised.
 */
export function maskProfanity(text: string): string {
  const latinMasked = maskWords(
    text,
    latin()
      .matcher.getAllMatches(text, true)
      .map((match) => ({ start: match.startIndex, end: match.endIndex + 1 })),
  );
  const normalised = normaliseDevanagari(latinMasked);
  return maskWords(
    normalised,
    devanagariMatches(normalised).map((found) => ({ start: found.index, end: found.index + found.length })),
  );
}

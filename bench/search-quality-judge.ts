/**
 * How `npm run bench:search-quality` judges one answer (see the rules at the
 * top of bench/search-quality.ts): pure functions over what the API
 * returned, kept apart so that their unit test needs no stack.
 */
import { slugify } from '../shared/slug';
import type { JudgedQuery } from './search-quality-set';

/** Places on a surface that count towards MRR (a right answer further down is absent). */
export const DEPTH = 10;

/** The intents the pipeline reports; a place is `{ kind, name, slug }` (a plain string is accepted too). */
export interface Understood {
  nearMe?: boolean;
  openNow?: boolean;
  sort?: string;
  price?: string;
  place?: string | { name?: string; slug?: string };
}

/** One item of a surface as the misses show it, and whether it is a right answer. */
export interface Shown {
  label: string;
  right: boolean;
}
export interface Surface {
  name: string;
  items: Shown[];
  /** Set when the call failed (a 4xx or 5xx is a miss, shown with its message). */
  error?: string;
}
export interface Judged {
  query: JudgedQuery;
  /** 1-based best rank over the surfaces; 0 when absent from every surface's first DEPTH items. */
  rank: number;
  hit: boolean;
  surfaces: Surface[];
  corrected: string[];
  /** For the correct group: a correctedQuery came back. */
  mangled: boolean;
  /** For expected intents: whether every response understood them (undefined when none are expected). */
  understoodOk?: boolean;
  understood: Understood[];
}

/** A surface's first DEPTH items, each marked right when its name is an expected listing or one of its category titles is expected. */
export function judgeSurface(name: string, entries: Array<{ label: string; names: string[]; categories: string[] }>, expected: JudgedQuery['expect'], error?: string): Surface {
  const wantedNames = new Set(expected.listingNames ?? []);
  const wantedCategories = new Set(expected.categories ?? []);
  return {
    name,
    items: entries.slice(0, DEPTH).map((entry) => ({
      label: entry.label,
      right: entry.names.some((entryName) => wantedNames.has(entryName)) || entry.categories.some((title) => wantedCategories.has(title)),
    })),
    ...(error ? { error } : {}),
  };
}

/** Whether one response's `understood` has every expected intent. */
export function understands(understood: Understood, wanted: NonNullable<JudgedQuery['expect']['intent']>): boolean {
  if (wanted.nearMe && understood.nearMe !== true) return false;
  if (wanted.openNow && understood.openNow !== true) return false;
  if (wanted.sort && understood.sort !== wanted.sort) return false;
  if (wanted.price && understood.price !== wanted.price) return false;
  if (wanted.place) {
    const place = understood.place;
    const said = typeof place === 'string' ? [place] : [place?.name ?? '', place?.slug ?? ''];
    // What was typed may be the start of the locality's name: 'in andheri' is Andheri West.
    const typed = slugify(wanted.place);
    if (!said.some((entry) => entry && (slugify(entry) === typed || slugify(entry).startsWith(`${typed}-`)))) return false;
  }
  return true;
}

/** The verdict on a query from its surfaces and what its responses said they corrected and understood. */
export function verdict(query: JudgedQuery, { surfaces, corrected, understood }: Pick<Judged, 'surfaces' | 'corrected' | 'understood'>): Judged {
  const ranks = surfaces.map((surface) => surface.items.findIndex((item) => item.right) + 1).filter((rank) => rank > 0);
  const rank = ranks.length ? Math.min(...ranks) : 0;
  const mangled = query.group === 'correct' && corrected.length > 0;
  const intent = query.expect.intent;
  const understoodOk = intent ? understood.every((entry) => understands(entry, intent)) : undefined;
  const hit = rank > 0 && rank <= 3 && !mangled && understoodOk !== false;
  return { query, rank, hit, surfaces, corrected, mangled, understood, ...(understoodOk === undefined ? {} : { understoodOk }) };
}

export interface Score {
  n: number;
  hitAt3: number;
  /** The share with a right answer in the first three places, whether or not the group's extra condition held. */
  foundAt3: number;
  mrr: number;
  /** hit@3 of each surface alone (type-ahead options, results page…), over the queries that have that surface. */
  bySurface: Record<string, number>;
  corrected: number;
  mangled: number;
  intentMissed: number;
  /** Queries with a call that failed (a 4xx or 5xx): never expected. */
  failed: number;
}

export function score(judged: readonly Judged[]): Score {
  const surfaceHits = new Map<string, { hits: number; n: number }>();
  for (const entry of judged) {
    for (const surface of entry.surfaces) {
      const tally = surfaceHits.get(surface.name) ?? { hits: 0, n: 0 };
      tally.n += 1;
      if (surface.items.slice(0, 3).some((item) => item.right)) tally.hits += 1;
      surfaceHits.set(surface.name, tally);
    }
  }
  const n = judged.length;
  return {
    n,
    hitAt3: n ? judged.filter((entry) => entry.hit).length / n : 0,
    foundAt3: n ? judged.filter((entry) => entry.rank > 0 && entry.rank <= 3).length / n : 0,
    // A mangled correct word or a missed intent is a wrong answer wherever the right one stands: it scores 0, as for hit@3.
    mrr: n ? judged.reduce((sum, entry) => sum + (entry.rank && !entry.mangled && entry.understoodOk !== false ? 1 / entry.rank : 0), 0) / n : 0,
    bySurface: Object.fromEntries([...surfaceHits].map(([name, tally]) => [name, tally.hits / tally.n])),
    corrected: judged.filter((entry) => entry.corrected.length > 0).length,
    mangled: judged.filter((entry) => entry.mangled).length,
    intentMissed: judged.filter((entry) => entry.understoodOk === false).length,
    failed: judged.filter((entry) => entry.surfaces.some((surface) => surface.error)).length,
  };
}

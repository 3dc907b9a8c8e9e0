/**
 * Whether a listing's locality is the one a query or an address named, or
 * starts with it ('Dadar' is met by 'Dadar West'). Apart from understand.ts
 * so that code placing a listing does not load the query pipeline.
 */
export function inLocality(area: string | undefined, locality: string): boolean {
  const [have, want] = [(area ?? '').toLowerCase(), locality.toLowerCase()];
  return have === want || have.startsWith(`${want} `);
}

/** Localities of at most this many words have a listing list of their own (longer ones are filtered from the city's list). */
const LOCALITY_LIST_WORDS = 3;

/** Does this locality have its own listing list? */
export const hasLocalityList = (locality: string): boolean => locality.split(' ').length <= LOCALITY_LIST_WORDS;

/**
 * The localities of at most LOCALITY_LIST_WORDS words that `inLocality`
 * finds an area in, lower-cased: the area and its first words ('Dadar West'
 * → 'dadar', 'dadar west'). A listing is filed in each one's list.
 */
export function localitiesOf(area: string | undefined): string[] {
  const have = (area ?? '').toLowerCase();
  const found = new Set<string>();
  for (let space = have.indexOf(' '); space !== -1 && found.size < LOCALITY_LIST_WORDS; space = have.indexOf(' ', space + 1)) {
    if (space > 0) found.add(have.slice(0, space));
  }
  if (have && hasLocalityList(have)) found.add(have);
  return [...found];
}

/**
 * Whether a listing's locality is the one a query or an address named, or
 * starts with it ('Dadar' is met by 'Dadar West'). Apart from understand.ts
 * so that code placing a listing does not load the query pipeline.
 */
export function inLocality(area: string | undefined, locality: string): boolean {
  const [have, want] = [(area ?? '').toLowerCase(), locality.toLowerCase()];
  return have === want || have.startsWith(`${want} `);
}

/**
 * A per-container cache for seeded reference data (cities, states, the city
 * grid): it changes only when the seed runs, so a container keeps what it
 * read for ten minutes. A failed read is forgotten, so the next call retries.
 */
const CACHE_MS = 10 * 60 * 1000;
const entries = new Map<string, { at: number; value: Promise<unknown> }>();

function fresh(key: string) {
  const hit = entries.get(key);
  return hit && Date.now() - hit.at < CACHE_MS ? hit : undefined;
}

function remember<T>(key: string, value: Promise<T>): Promise<T> {
  entries.set(key, { at: Date.now(), value });
  value.catch(() => entries.delete(key));
  return value;
}

/** The cached value under `key`, read once through `read`. */
export function cachedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  return (fresh(key)?.value as Promise<T> | undefined) ?? remember(key, read());
}

/** The cached values under several keys; the missing ones are read together in one `readMissing` call. Absent answers cache as `absent`. */
export async function cachedReadMany<T>(keys: readonly string[], readMissing: (keys: string[]) => Promise<Map<string, T>>, absent: T): Promise<T[]> {
  const missing = keys.filter((key) => !fresh(key));
  if (missing.length > 0) {
    const batch = readMissing(missing);
    // Awaited below through the cache (Promise.all), which also sees a failure.
    for (const key of missing)
      void remember(
        key,
        batch.then((found) => found.get(key) ?? absent),
      );
  }
  return Promise.all(keys.map((key) => fresh(key)!.value as Promise<T>));
}

/** Forgets everything (after the seed rewrites the data). */
export function clearReferenceCache() {
  entries.clear();
}

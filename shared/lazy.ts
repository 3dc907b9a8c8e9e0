/**
 * A value made on its first use and kept. For the tables and matchers a
 * Lambda would otherwise build while loading, before it knows whether a
 * request needs them: a cold start's init pays only for what it uses (issue #26).
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

import { useSyncExternalStore } from 'react';

/** A small typed value kept in localStorage (or this tab's sessionStorage), shared by every component that reads it. */
export interface StoredValue<T> {
  readonly key: string;
  /** What the server renders (it has no storage), and so what hydration starts from. */
  readonly fallback: T;
  get(): T;
  /** True when a valid value is stored (as opposed to reading the fallback). */
  isStored(): boolean;
  set(value: T): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

type StorageArea = 'localStorage' | 'sessionStorage';

function readStorage(key: string, area: StorageArea): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null, area: StorageArea) {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // Private mode or a full quota: the value still lives in memory for this tab.
  }
}

/**
 * Creates a value persisted under `key`, checked with `validate` on read
 * (it answers the value, or undefined when malformed); a missing or malformed
 * entry reads as `fallback`. Plain checks rather than zod keep zod off the
 * pages that only read preferences and the session. Changes made in other tabs
 * arrive through the storage event.
 */
export function createStoredValue<T>(key: string, validate: (value: unknown) => T | undefined, fallback: T, area: StorageArea = 'localStorage'): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  function parseStored(raw: string | null): { ok: true; value: T } | { ok: false } {
    if (raw === null) return { ok: false };
    try {
      const value = validate(JSON.parse(raw));
      return value === undefined ? { ok: false } : { ok: true, value };
    } catch {
      return { ok: false };
    }
  }

  function parse(raw: string | null): T {
    const stored = parseStored(raw);
    return stored.ok ? stored.value : fallback;
  }

  function get(): T {
    const raw = readStorage(key, area);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = parse(raw);
    }
    return cachedValue;
  }

  function isStored(): boolean {
    return parseStored(readStorage(key, area)).ok;
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function set(value: T) {
    const raw = JSON.stringify(value);
    writeStorage(key, raw, area);
    cachedRaw = raw;
    cachedValue = value;
    notify();
  }

  function reset() {
    writeStorage(key, null, area);
    cachedRaw = null;
    cachedValue = fallback;
    notify();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === key || event.key === null) notify();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  }

  return { key, fallback, get, isStored, set, reset, subscribe };
}

/** Reads a stored value and re-renders when it changes: `[value, setValue]`. */
export function useStoredValue<T>(store: StoredValue<T>): [T, (value: T) => void] {
  // The server snapshot is the fallback, so the hydrated first render matches the server's HTML; the stored value follows.
  const value = useSyncExternalStore(store.subscribe, store.get, () => store.fallback);
  return [value, store.set];
}

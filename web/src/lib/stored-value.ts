import { useSyncExternalStore } from 'react';
import type { ZodType } from 'zod';

/** A small typed value kept in localStorage, shared by every tab and component that reads it. */
export interface StoredValue<T> {
  readonly key: string;
  get(): T;
  /** True when a valid value is stored (as opposed to reading the fallback). */
  isStored(): boolean;
  set(value: T): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the value still lives in memory for this tab.
  }
}

/**
 * Creates a value persisted under `key`, validated with `schema` on read; a
 * missing or malformed entry reads as `fallback`. Changes made in other tabs
 * arrive through the storage event.
 */
export function createStoredValue<T>(key: string, schema: ZodType<T>, fallback: T): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  function parseStored(raw: string | null): { ok: true; value: T } | { ok: false } {
    if (raw === null) return { ok: false };
    try {
      const result = schema.safeParse(JSON.parse(raw));
      return result.success ? { ok: true, value: result.data } : { ok: false };
    } catch {
      return { ok: false };
    }
  }

  function parse(raw: string | null): T {
    const stored = parseStored(raw);
    return stored.ok ? stored.value : fallback;
  }

  function get(): T {
    const raw = readStorage(key);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = parse(raw);
    }
    return cachedValue;
  }

  function isStored(): boolean {
    return parseStored(readStorage(key)).ok;
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function set(value: T) {
    const raw = JSON.stringify(value);
    writeStorage(key, raw);
    cachedRaw = raw;
    cachedValue = value;
    notify();
  }

  function reset() {
    writeStorage(key, null);
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

  return { key, get, isStored, set, reset, subscribe };
}

/** Reads a stored value and re-renders when it changes: `[value, setValue]`. */
export function useStoredValue<T>(store: StoredValue<T>): [T, (value: T) => void] {
  const value = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [value, store.set];
}

/**
 * Optional GET response cache (spec sections 7 and 9): a memory layer capped at 30 entries and a
 * sessionStorage layer, for entries marked persist, capped at 100. Only successful envelopes are kept.
 */
import type { Envelope } from '../../contract/envelope.ts';
import { isEnvelope } from '../../contract/envelope.ts';
import {
  CACHE_CLEANUP_MS, CACHE_EVICT_RATIO, CACHE_MAX_ENTRIES, CACHE_SECOND_LAYER_MAX, CACHE_SIZE_CHECK_CHANCE, CACHE_TTL_MS,
} from '../../contract/constants.ts';
import { sessionStore } from '../lib/memoryStorage.ts';
import { keysWithPrefix, safeGetJSON, safeRemove, safeSetItem, type StorageLike } from '../lib/storage.ts';

export interface CacheEntry { env: Envelope; storedAt: number; expiresAt: number }
export interface CacheSetOptions { ttlMs?: number; persist?: boolean }
export interface CacheDeps {
  now(): number;
  /** In [0, 1); decides whether a set triggers the size check. */
  random(): number;
  /** Second layer, asked for at each use (tests inject their own); null disables it. */
  storage(): StorageLike | null;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}
export interface ApiCache {
  get<T>(key: string): Envelope<T> | null;
  set(key: string, env: Envelope, opts?: CacheSetOptions): void;
  /** Drops every entry whose key satisfies the predicate, in both layers. */
  invalidate(match: (key: string) => boolean): void;
  clear(): void;
  checkSize(): void;
  cleanup(): void;
  sizes(): { memory: number; persisted: number };
}

/** Prefix of the second layer's sessionStorage keys. */
export const PERSIST_PREFIX = 'tessera.api.cache:';

const realDeps: CacheDeps = {
  now: () => Date.now(), random: () => Math.random(), storage: sessionStore,
  setInterval: (fn, ms) => setInterval(fn, ms), clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

// Over the cap, drop the oldest 20 % of the entries, and at least enough to get back under the cap.
export function evictionCount(size: number, cap: number, ratio = CACHE_EVICT_RATIO): number {
  return size > cap ? Math.max(size - cap, Math.ceil(size * ratio)) : 0;
}

/** Persisted entries are read back through safeGetJSON, which removes a corrupt one so it cannot fail again. */
function isCacheEntry(x: unknown): x is CacheEntry {
  const e = x as Partial<CacheEntry> | null;
  return typeof e === 'object' && e !== null && isEnvelope(e.env) && typeof e.storedAt === 'number' && typeof e.expiresAt === 'number';
}

export function createCache(deps: CacheDeps = realDeps): ApiCache {
  const memory = new Map<string, CacheEntry>();
  let timer: unknown = null;
  const persistedKeys = (): string[] => keysWithPrefix(deps.storage(), PERSIST_PREFIX);

  const cleanup = (): void => {
    const now = deps.now();
    for (const [k, e] of memory) if (e.expiresAt <= now) memory.delete(k);
    const storage = deps.storage();
    for (const full of persistedKeys()) {
      const e = safeGetJSON(storage, full, isCacheEntry);
      if (e && e.expiresAt <= now) safeRemove(storage, full);
    }
  };

  const checkSize = (): void => {
    const dropMemory = evictionCount(memory.size, CACHE_MAX_ENTRIES);
    if (dropMemory > 0) {
      const oldest = [...memory].sort((a, b) => a[1].storedAt - b[1].storedAt).slice(0, dropMemory);
      for (const [k] of oldest) memory.delete(k);
    }
    const storage = deps.storage();
    const keys = persistedKeys();
    const dropPersisted = evictionCount(keys.length, CACHE_SECOND_LAYER_MAX);
    if (dropPersisted > 0) {
      const aged = keys.map((k) => ({ k, at: safeGetJSON(storage, k, isCacheEntry)?.storedAt ?? -Infinity }));
      aged.sort((a, b) => a.at - b.at);
      for (const { k } of aged.slice(0, dropPersisted)) safeRemove(storage, k);
    }
  };

  const drop = (key: string): void => {
    memory.delete(key);
    safeRemove(deps.storage(), PERSIST_PREFIX + key);
  };

  return {
    get<T>(key: string): Envelope<T> | null {
      const now = deps.now();
      let entry = memory.get(key) ?? null;
      if (!entry) {
        entry = safeGetJSON(deps.storage(), PERSIST_PREFIX + key, isCacheEntry);
        if (entry && entry.expiresAt > now) memory.set(key, entry);
      }
      if (!entry) return null;
      if (entry.expiresAt <= now) { drop(key); return null; }
      // A copy, so a caller mutating its answer cannot change what the next caller reads.
      return structuredClone(entry.env) as Envelope<T>;
    },
    set(key, env, opts = {}) {
      if (!env.success) return;
      if (timer === null) timer = deps.setInterval(cleanup, CACHE_CLEANUP_MS);
      const storedAt = deps.now();
      const entry: CacheEntry = { env: structuredClone(env), storedAt, expiresAt: storedAt + (opts.ttlMs ?? CACHE_TTL_MS) };
      memory.set(key, entry);
      if (opts.persist) safeSetItem(deps.storage(), PERSIST_PREFIX + key, JSON.stringify(entry));
      if (deps.random() < CACHE_SIZE_CHECK_CHANCE) checkSize();
    },
    invalidate(match) {
      for (const k of [...memory.keys()]) if (match(k)) memory.delete(k);
      for (const full of persistedKeys()) if (match(full.slice(PERSIST_PREFIX.length))) safeRemove(deps.storage(), full);
    },
    clear() {
      memory.clear();
      for (const full of persistedKeys()) safeRemove(deps.storage(), full);
      if (timer !== null) { deps.clearInterval(timer); timer = null; }
    },
    checkSize,
    cleanup,
    sizes: () => ({ memory: memory.size, persisted: persistedKeys().length }),
  };
}

/** The cache the client uses. */
export const apiCache: ApiCache = createCache();

/** Empties both layers (logout, session expiry). */
export function clearCache(): void {
  apiCache.clear();
}

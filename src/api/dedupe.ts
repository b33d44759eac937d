/**
 * In-flight sharing: identical GETs started while one is pending get the same promise, hence one
 * fetch and one result. The entry is dropped when the request settles, so later calls fetch again.
 */
export interface Deduper {
  run<T>(key: string, start: () => Promise<T>): Promise<T>;
  /** Number of requests currently shared (tests and diagnostics). */
  size(): number;
  clear(): void;
}

export function createDeduper(): Deduper {
  const pending = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, start: () => Promise<T>): Promise<T> {
      const existing = pending.get(key);
      if (existing) return existing as Promise<T>;
      const promise = start().finally(() => {
        // Only remove our own entry: clear() may have let a newer request take the key.
        if (pending.get(key) === promise) pending.delete(key);
      });
      pending.set(key, promise);
      return promise;
    },
    size: () => pending.size,
    clear: () => pending.clear(),
  };
}

/**
 * An in-memory Storage for browsers that block Web Storage (some private modes, blocked cookies):
 * the app keeps working for the visit instead of crashing before its first render.
 */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

let localFallback: MemoryStorage | undefined;
let sessionFallback: MemoryStorage | undefined;

/** Touching the storage getter itself throws a SecurityError where storage is blocked. */
function probe(get: () => Storage): Storage | null {
  try {
    const s = get();
    s.getItem('__probe__');
    return s;
  } catch {
    return null;
  }
}

/** localStorage, or a per-visit memory store when the browser refuses it. */
export function localStore(): Storage {
  const real = probe(() => localStorage);
  if (real) return real;
  if (!localFallback) console.error('[storage] localStorage is blocked; using memory for this visit');
  return (localFallback ??= new MemoryStorage());
}

/** sessionStorage, or a per-visit memory store when the browser refuses it. */
export function sessionStore(): Storage {
  const real = probe(() => sessionStorage);
  if (real) return real;
  if (!sessionFallback) console.error('[storage] sessionStorage is blocked; using memory for this visit');
  return (sessionFallback ??= new MemoryStorage());
}

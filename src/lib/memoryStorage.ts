/**
 * An in-memory Storage for browsers that block Web Storage (some private modes, blocked cookies):
 * the app keeps working for the visit instead of crashing before its first render.
 */
class MemoryStorage implements Storage {
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

type StoreName = 'localStorage' | 'sessionStorage';

// Resolved once per visit: links and the request cache ask on every render or call.
const resolved: Partial<Record<StoreName, Storage>> = {};

/** Touching the storage getter itself throws a SecurityError where storage is blocked. */
function store(name: StoreName): Storage {
  const known = resolved[name];
  if (known) return known;
  try {
    const s = globalThis[name];
    s.getItem('__probe__');
    return (resolved[name] = s);
  } catch {
    console.error(`[storage] ${name} is blocked; using memory for this visit`);
    return (resolved[name] = new MemoryStorage());
  }
}

/** localStorage, or a per-visit memory store when the browser refuses it. */
export function localStore(): Storage {
  return store('localStorage');
}

/** sessionStorage, or a per-visit memory store when the browser refuses it. */
export function sessionStore(): Storage {
  return store('sessionStorage');
}

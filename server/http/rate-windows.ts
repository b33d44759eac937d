/** One fixed window: when it opened and how many requests it has seen. */
export interface Window { start: number; count: number }

/**
 * Fixed windows by key, held in memory with a hard cap: finished windows are swept once per window
 * length and whenever the cap is reached; if every window is still live, the oldest are forgotten.
 */
export class FixedWindows {
  private readonly windows = new Map<string, Window>();
  private lastSweep: number;

  constructor(private readonly windowMs: number, private readonly maxKeys: number, nowMs: number) {
    this.lastSweep = nowMs;
  }

  get size(): number {
    return this.windows.size;
  }

  /** Counts one request under key at time t and returns its window. */
  hit(key: string, t: number): Window {
    let w = this.windows.get(key);
    if (!w || t - w.start >= this.windowMs) {
      if (w) this.windows.delete(key);
      else this.makeRoom(t);
      w = { start: t, count: 0 };
      // Re-inserted, so Map order stays oldest window first.
      this.windows.set(key, w);
    }
    w.count += 1;
    return w;
  }

  private makeRoom(t: number): void {
    if (t - this.lastSweep > this.windowMs || this.windows.size >= this.maxKeys) {
      for (const [key, w] of this.windows) if (t - w.start >= this.windowMs) this.windows.delete(key);
      this.lastSweep = t;
    }
    // A flood from many addresses: forget the oldest live windows rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

import { CODES } from '../../contract/serverCodes.ts';
import { HttpError } from '../http/reply.ts';
import { CRYPTO_WORKERS } from './crypto-pool.ts';

export interface HashGateLimits {
  /** Hashes running at once. */
  running: number;
  /** Hashes waiting for a slot; one more is refused at once. */
  waiting: number;
}

/** Seconds a refused caller is told to wait: a queue of `waiting` drains in about a second or two. */
export const HASH_RETRY_AFTER_S = 1;

/**
 * 64 waiting: at ~40 ms a hash on 2 slots that is ~1.3 s of hashing, a few seconds under full login load
 * (bench/login.ts), well inside the client's 30 s timeout; past that a quick 503 beats a long hang.
 */
export const DEFAULT_HASH_LIMITS: HashGateLimits = { running: CRYPTO_WORKERS, waiting: 64 };

/** 503 system.unavailable with Retry-After: the server is busy hashing, the client may retry shortly. */
export const hashGateFull = (): HttpError =>
  new HttpError(503, CODES.serviceUnavailable, 'the server is busy, please retry in a moment', {
    'Retry-After': String(HASH_RETRY_AFTER_S),
    'Cache-Control': 'no-store',
  });

/** At most `running` tasks at once and `waiting` queued in arrival order; beyond that run() rejects at once. */
export class HashGate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(readonly limits: HashGateLimits = DEFAULT_HASH_LIMITS) {}

  get running(): number { return this.active; }
  get waiting(): number { return this.queue.length; }

  private get full(): boolean {
    return this.active >= this.limits.running && this.queue.length >= this.limits.waiting;
  }

  /** Refuses before any other work (a login's throttle count, its queries) when run() would refuse now. */
  refuseWhenFull(): void {
    if (this.full) throw hashGateFull();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limits.running) {
      if (this.queue.length >= this.limits.waiting) throw hashGateFull();
      // The slot is handed over by release(), so active never drops while someone waits.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.active -= 1;
  }
}

let current = new HashGate();

/** The gate every password hash and verification passes through. */
export const passwordGate = (): HashGate => current;

/** Swaps the process's gate (tests set small limits); returns the previous one to put back. */
export function replacePasswordGate(gate: HashGate): HashGate {
  const previous = current;
  current = gate;
  return previous;
}

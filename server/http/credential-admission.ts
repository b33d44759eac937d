import type { MiddlewareHandler } from 'hono';
import { AUTH_PATHS } from '../../contract/auth.ts';
import { WPS } from '../../contract/wps.ts';
import { CRYPTO_WORKERS } from '../auth/crypto-pool.ts';
import { hashGateFull } from '../auth/hash-gate.ts';
import type { AppEnv } from './app-env.ts';

/** The sealed posts that open an RSA block and hash a password: the costliest calls the server answers. */
const SEALED_HASHING_PATHS: ReadonlySet<string> = new Set([WPS.login, AUTH_PATHS.register, AUTH_PATHS.registerMobile, AUTH_PATHS.changePassword]);

export interface AdmissionLimits {
  /** Expected time to an answer above which a new post is refused (ms). */
  budgetMs: number;
  /** Always admitted, however slow the server is. */
  minInFlight: number;
  /** Never more in flight. */
  maxInFlight: number;
  /** In flight before the first answers tell how fast this machine is. */
  coldInFlight: number;
}

/**
 * 1 s budget: at saturation the admitted posts answer in about the budget on average, which leaves room for the
 * spread up to the 2 s p99 goal (a 1.5 s budget gave a p99 past 3 s on a loaded two-core box). Sized from the crypto
 * workers (one per core, at most 4), not fixed: at least one post per worker is always admitted, at most 64, and two
 * per worker (4 here) until the first 4 answers have measured the machine. The cold bound was 32 and the floor 16:
 * a burst of 200 logins on a cold, loaded two-core server admitted 32 that took 5.4 s (p99) to answer.
 */
export const DEFAULT_ADMISSION: AdmissionLimits = {
  budgetMs: 1_000, minInFlight: CRYPTO_WORKERS, maxInFlight: 64, coldInFlight: 2 * CRYPTO_WORKERS,
};
const WARM_AFTER = 4;
const EWMA = 0.2;

/**
 * How many sealed posts may be in flight: the measured rate (posts answered per ms, from each answer's
 * latency and the posts in flight beside it) times the budget, so the bound follows the machine: a loaded
 * 2-core box admits fewer than an idle 8-core one, and the admitted ones still answer within the budget.
 */
export class CredentialAdmission {
  inFlight = 0;
  private rate = 0;
  private samples = 0;
  /** The integral of inFlight over time (post-ms), so an answer knows how many posts ran beside it on average. */
  private area = 0;
  private lastT: number;

  constructor(readonly limits: AdmissionLimits = DEFAULT_ADMISSION, private readonly clock: () => number = () => performance.now()) {
    this.lastT = clock();
  }

  get cap(): number {
    const { budgetMs, minInFlight, maxInFlight, coldInFlight } = this.limits;
    if (this.samples < WARM_AFTER) return coldInFlight;
    return Math.max(minInFlight, Math.min(maxInFlight, Math.floor(this.rate * budgetMs)));
  }

  private tick(): number {
    const t = this.clock();
    this.area += this.inFlight * Math.max(0, t - this.lastT);
    this.lastT = t;
    return t;
  }

  /** Admits a post (returns its finish function) or refuses it (null). */
  enter(): (() => void) | null {
    if (this.inFlight >= this.cap) return null;
    const start = this.tick();
    this.inFlight += 1;
    const areaAtStart = this.area;
    return () => {
      const end = this.tick();
      const latency = end - start;
      this.inFlight -= 1;
      if (latency <= 0) return;
      // Posts answered per ms while this one ran: the posts beside it (itself included) over its latency.
      const sample = (this.area - areaAtStart) / latency / latency;
      this.rate = this.samples === 0 ? sample : this.rate + EWMA * (sample - this.rate);
      this.samples += 1;
    };
  }
}

/**
 * Bounds whole sealed posts (body, key lookup, RSA, member lookup, throttle, hash, session) rather than the
 * hash alone: admitted at the door, a burst neither piles queries onto the database nor decrypts bodies it
 * would then refuse. Beyond the bound: 503 system.unavailable with Retry-After (hash-gate.ts).
 */
export function credentialAdmission(admission = new CredentialAdmission()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !SEALED_HASHING_PATHS.has(c.req.path)) return next();
    const finish = admission.enter();
    if (!finish) throw hashGateFull();
    try {
      await next();
    } finally {
      finish();
    }
  };
}

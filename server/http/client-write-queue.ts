import type { MiddlewareHandler } from 'hono';
import { CODES } from '../../contract/serverCodes.ts';
import type { AppEnv } from './app-env.ts';
import { replyFail } from './reply.ts';

export interface WriteQueueLimits {
  /** Writes of one client running at once. */
  running: number;
  /** Writes of one client waiting for a slot; one more is refused at once (429). */
  waiting: number;
}

/**
 * 2 running and 16 waiting per address: the site sends one or two writes at a time (an outbox drains in order),
 * while the embedded database runs one statement at a time, so a client with 50 posts in flight would otherwise
 * put 50 writes ahead of everyone else's.
 */
export const DEFAULT_WRITE_QUEUE: WriteQueueLimits = { running: 2, waiting: 16 };
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Lane { active: number; queue: (() => void)[]; loggedAt: number }

/** A refusing lane logs at most one line this often: a flood of refusals must not become a flood of log lines. */
export const WRITE_QUEUE_LOG_INTERVAL_MS = 60_000;

/** Bounds each client's concurrent /wps writes; a lane is dropped as soon as it is idle, so memory follows live clients. */
export function clientWriteQueue(
  limits: WriteQueueLimits = DEFAULT_WRITE_QUEUE,
  logWarn: (line: string) => void = () => undefined,
  now: () => number = Date.now,
): MiddlewareHandler<AppEnv> & { lanes: () => number } {
  const lanes = new Map<string, Lane>();
  const release = (key: string, lane: Lane): void => {
    const next = lane.queue.shift();
    if (next) return next();
    lane.active -= 1;
    if (lane.active === 0) lanes.delete(key);
  };
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (READ_METHODS.has(c.req.method)) return next();
    const key = c.get('clientIp');
    let lane = lanes.get(key);
    if (!lane) {
      lane = { active: 0, queue: [], loggedAt: Number.NEGATIVE_INFINITY };
      lanes.set(key, lane);
    }
    if (lane.active >= limits.running) {
      if (lane.queue.length >= limits.waiting) {
        // Answered here, not thrown: no error object, stack or per-refusal log line for each post of a flood.
        const t = now();
        if (t - lane.loggedAt >= WRITE_QUEUE_LOG_INTERVAL_MS) {
          lane.loggedAt = t;
          logWarn(`429 ${CODES.tooManyRequest} ${key} writes at once (${limits.running} running, ${limits.waiting} waiting)`);
        }
        c.header('Retry-After', '1');
        return replyFail(c, 429, CODES.tooManyRequest, 'too many writes at once from this address; retry in a moment');
      }
      // The slot is handed over by release(), so active never drops while someone waits.
      await new Promise<void>((resolve) => lane.queue.push(resolve));
    } else {
      lane.active += 1;
    }
    try {
      await next();
    } finally {
      release(key, lane);
    }
  };
  return Object.assign(middleware, { lanes: () => lanes.size });
}

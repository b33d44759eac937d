/**
 * The durable event outbox's rules (spec sections 7 and 9) as pure functions, shared by the page and the
 * service worker: 3 primary attempts, then 5 fallback pings, backoff 1000 ms doubling plus up to 500 ms jitter.
 */
import { EVENT_BACKOFF_MS, EVENT_FALLBACK_RETRIES, EVENT_JITTER_MS, EVENT_PRIMARY_RETRIES } from './constants.ts';
import type { OutboxEntry } from './idb.ts';
import { isCollectEvent, type CollectEvent } from './marketing.ts';

/** resting: the cycle is used up; the entry gets one ping per rest until it is delivered or a trigger restarts it. */
export type OutboxPhase = 'primary' | 'fallback' | 'resting';

/**
 * An entry that used every attempt of a cycle stays queued: one batched ping after a rest that starts here and
 * doubles up to OUTBOX_REST_MAX_MS, for as long as a page or the worker runs (a trigger starts a full cycle).
 */
export const OUTBOX_REST_MS = 15_000;
/** The rest's cap: an outage's end is noticed within this (plus jitter) while a page is open. */
export const OUTBOX_REST_MAX_MS = 45_000;
/** Web Locks name: the page and the service worker never flush at the same time. */
export const OUTBOX_LOCK = 'tessera-outbox';

export function newEntry(report: CollectEvent, now: number): OutboxEntry {
  return { eventID: report.eventValue.eventID, report, attempts: 0, fallbackAttempts: 0, nextAttemptAt: now, createdAt: now };
}

export function phaseOf(e: Pick<OutboxEntry, 'attempts' | 'fallbackAttempts'>): OutboxPhase {
  if (e.attempts < EVENT_PRIMARY_RETRIES) return 'primary';
  if (e.fallbackAttempts < EVENT_FALLBACK_RETRIES) return 'fallback';
  return 'resting';
}

/** Delay after the n-th failure (n >= 1) of a phase: 1000, 2000, 4000 ms ... plus jitter in [0, 500]. */
export function backoffMs(failures: number, random: number): number {
  return EVENT_BACKOFF_MS * 2 ** Math.max(failures - 1, 0) + jitter(random);
}

const jitter = (random: number): number => Math.round((Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0) * EVENT_JITTER_MS);

/** The n-th rest (n >= 0) of an entry past its cycle: 15, 30, 45, 45 ... s plus jitter. */
export function restMs(rests: number, random: number): number {
  return Math.min(OUTBOX_REST_MS * 2 ** rests, OUTBOX_REST_MAX_MS) + jitter(random);
}

/** The entry after one failed attempt in its current phase; past the cycle, fallbackAttempts counts the rests. */
export function afterFailure(e: OutboxEntry, now: number, random: number): OutboxEntry {
  const phase = phaseOf(e);
  if (phase === 'primary') {
    const attempts = e.attempts + 1;
    // The fallback starts its own backoff sequence after the last primary attempt.
    const delay = attempts < EVENT_PRIMARY_RETRIES ? backoffMs(attempts, random) : backoffMs(1, random);
    return { ...e, attempts, nextAttemptAt: now + delay };
  }
  if (phase === 'fallback') {
    const fallbackAttempts = e.fallbackAttempts + 1;
    const delay = fallbackAttempts < EVENT_FALLBACK_RETRIES ? backoffMs(fallbackAttempts, random) : restMs(0, random);
    return { ...e, fallbackAttempts, nextAttemptAt: now + delay };
  }
  const fallbackAttempts = e.fallbackAttempts + 1;
  return { ...e, fallbackAttempts, nextAttemptAt: now + restMs(fallbackAttempts - EVENT_FALLBACK_RETRIES, random) };
}

/** A new cycle for a resting entry, due now. */
export function restart(e: OutboxEntry, now: number): OutboxEntry {
  return { ...e, attempts: 0, fallbackAttempts: 0, nextAttemptAt: now };
}

/** A replay trigger (worker start, network back, tab visible): everything is due now; resting entries restart. */
export function onTrigger(e: OutboxEntry, now: number): OutboxEntry {
  if (phaseOf(e) === 'resting') return restart(e, now);
  return e.nextAttemptAt <= now ? e : { ...e, nextAttemptAt: now };
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** True for a well-formed stored entry; anything else cannot be sent and is removed by the runner. */
export function isOutboxEntry(x: unknown): x is OutboxEntry {
  return isRecord(x) && typeof x.eventID === 'string' && isCollectEvent(x.report) && x.report.eventValue.eventID === x.eventID
    && count(x.attempts) && count(x.fallbackAttempts) && typeof x.nextAttemptAt === 'number' && !Number.isNaN(x.nextAttemptAt)
    && typeof x.createdAt === 'number';
}

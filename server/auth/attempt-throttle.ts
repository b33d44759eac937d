import type { Context } from 'hono';
import { sql } from 'kysely';
import { CODES } from '../../contract/serverCodes.ts';
import type { Db } from '../db/schema.ts';
import { HttpError } from '../http/reply.ts';

/** How many failures are free, how long a lock lasts, and how long a quiet counter is remembered. */
export interface ThrottlePolicy {
  /** The failure that reaches this count locks the key. */
  freeFailures: number;
  /** Lock length once `failures` (>= freeFailures) failures are counted. */
  lockMs: (failures: number) => number;
  /** The counter is forgotten this long after the last failure, or after the lock ends. */
  quietMs: number;
}

const MINUTE = 60_000;

/** Password guesses per account name: 5 free in 15 min, then 1, 2, 4, 8 and at most 15 minutes locked. */
export const LOGIN_THROTTLE: ThrottlePolicy = {
  freeFailures: 5,
  lockMs: (failures) => Math.min(MINUTE * 2 ** (failures - 5), 15 * MINUTE),
  quietMs: 15 * MINUTE,
};

/** Wrong second-step codes per member across all challenges: 10, then nothing for 15 minutes. */
export const CODE_THROTTLE: ThrottlePolicy = {
  freeFailures: 10,
  lockMs: () => 15 * MINUTE,
  quietMs: 15 * MINUTE,
};

export type Reservation = { kind: 'go' } | { kind: 'locked'; retryAfterMs: number };

/**
 * Counts an attempt as failed BEFORE it is evaluated and answers whether it may be evaluated. The row lock
 * serializes concurrent attempts of one key across server instances, so a burst cannot slip past the
 * lock while the first guesses are still being checked; a success then clears the key (clearAttempts).
 */
export async function reserveAttempt(db: Db, key: string, policy: ThrottlePolicy, nowMs: number): Promise<Reservation> {
  const now = new Date(nowMs);
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('auth_throttles').where('expires_at', '<=', now).execute();
    await tx.insertInto('auth_throttles')
      .values({ key, failures: 0, last_failure_at: now.toISOString(), locked_until: null, expires_at: new Date(nowMs + policy.quietMs).toISOString() })
      .onConflict((oc) => oc.column('key').doNothing()).execute();
    const row = await tx.selectFrom('auth_throttles').selectAll().where('key', '=', key).forUpdate().executeTakeFirstOrThrow();
    const lockedUntil = row.locked_until ? new Date(row.locked_until).getTime() : 0;
    if (lockedUntil > nowMs) return { kind: 'locked', retryAfterMs: lockedUntil - nowMs };
    const failures = row.failures + 1;
    const lock = failures >= policy.freeFailures ? nowMs + policy.lockMs(failures) : null;
    await tx.updateTable('auth_throttles').set({
      failures,
      last_failure_at: now.toISOString(),
      locked_until: lock === null ? null : new Date(lock).toISOString(),
      expires_at: new Date((lock ?? nowMs) + policy.quietMs).toISOString(),
    }).where('key', '=', key).execute();
    return { kind: 'go' };
  });
}

/** A success: the key's counter starts again. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('auth_throttles').where('key', '=', key).execute();
}

/**
 * One more failure on a counter that never locks (the image captcha's), forgotten quietMs after its last failure;
 * answers the count. A single upsert, so concurrent failures on any instance are all counted.
 */
export async function countFailure(db: Db, key: string, quietMs: number, nowMs: number): Promise<number> {
  const now = new Date(nowMs).toISOString();
  const expires = new Date(nowMs + quietMs).toISOString();
  const row = await db.insertInto('auth_throttles')
    .values({ key, failures: 1, last_failure_at: now, locked_until: null, expires_at: expires })
    .onConflict((oc) => oc.column('key').doUpdateSet({
      failures: sql<number>`case when auth_throttles.expires_at <= ${now}::timestamptz then 1 else auth_throttles.failures + 1 end`,
      last_failure_at: now,
      expires_at: expires,
    }))
    .returning('failures').executeTakeFirstOrThrow();
  return row.failures;
}

/** The failures a live counter holds (0 when none or forgotten). */
export async function failureCount(db: Db, key: string, nowMs: number): Promise<number> {
  const row = await db.selectFrom('auth_throttles').select('failures').where('key', '=', key).where('expires_at', '>', new Date(nowMs)).executeTakeFirst();
  return row?.failures ?? 0;
}

/** 429 login.throttled with Retry-After, for a reservation that was refused. */
export function throttled(c: Context, retryAfterMs: number, what: string): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  c.header('Retry-After', String(seconds));
  return new HttpError(429, CODES.loginThrottled, `too many failed ${what} for this account; try again in ${Math.ceil(seconds / 60)} min`);
}

/** The throttle key of a typed account name: known and unknown names are counted alike (no enumeration). */
export const loginKey = (merchant: string, kind: 'username' | 'mobile', name: string): string => `login|${merchant}|${kind}|${name.trim().toLowerCase()}`;
export const codeKey = (merchant: string, memberId: number): string => `code|${merchant}|${memberId}`;

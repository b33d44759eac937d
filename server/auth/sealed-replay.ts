/**
 * Each sealed body is accepted once: its value's SHA-256 is claimed in sealed_bodies (migration 0007),
 * whose primary key lets exactly one of two racing posts win, on any server instance of the database.
 */
import { createHash } from 'node:crypto';
import { SEAL_WINDOW_MS } from '../../contract/hybrid.ts';
import type { Db } from '../db/schema.ts';

/**
 * A row outlives the last moment its body could pass the window (sealedAt + window) by another window,
 * so instances whose clocks differ a little never forget a body another one would still accept.
 */
export const SEALED_BODY_TTL_MS = 2 * SEAL_WINDOW_MS;
/** Live v1 bodies carry no seal time: their claim is kept a day (a replay within it is refused). */
export const UNSTAMPED_BODY_TTL_MS = 24 * 60 * 60_000;
/** Expired rows are deleted at most this often per database handle, on the way through a claim. */
export const SEALED_PRUNE_INTERVAL_MS = 60_000;

const lastPrune = new WeakMap<Db, number>();

/** True for the first claim of this sealed value; false for every later one (a replay). */
export async function claimSealedBody(db: Db, merchant: string, sealedValue: string, sealedAt: number, now: number, ttlMs = SEALED_BODY_TTL_MS): Promise<boolean> {
  const digest = createHash('sha256').update(sealedValue, 'utf8').digest('hex');
  const inserted = await db.insertInto('sealed_bodies')
    .values({ digest, merchant, expires_at: new Date(sealedAt + ttlMs) })
    .onConflict((oc) => oc.column('digest').doNothing())
    .returning('digest')
    .executeTakeFirst();
  await pruneOccasionally(db, now);
  return inserted !== undefined;
}

async function pruneOccasionally(db: Db, now: number): Promise<void> {
  const last = lastPrune.get(db);
  if (last !== undefined && now - last < SEALED_PRUNE_INTERVAL_MS && now >= last) return;
  lastPrune.set(db, now);
  await pruneSealedBodies(db, now);
}

/** Deletes the rows whose bodies are past their window (an indexed range delete). */
export async function pruneSealedBodies(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('sealed_bodies').where('expires_at', '<', new Date(now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

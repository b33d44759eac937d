import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './schema.ts';

/** Subscribes to a notification channel; resolves once listening, with the function that stops it. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

const feeds = new WeakMap<Db, Listen>();

/**
 * The embedded database delivers a notification before the statement that raised it returns, in this one
 * process: a cache listening there is never stale. Registered by openDb for PGlite handles only.
 */
export function registerPgliteFeed(db: Db, pglite: PGlite): void {
  feeds.set(db, (channel, onPayload) => pglite.listen(channel, onPayload));
}

/** The in-process change feed of this handle, or null (PostgreSQL: other instances write too). */
export const changeFeedOf = (db: Db): Listen | null => feeds.get(db) ?? null;

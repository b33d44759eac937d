import { sql, type ColumnType, type Kysely } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type { PushDeliveryBody } from '../../contract/push.ts';

/** The push_registrations table of migration 0003 (kept here: only push code reads it). */
export interface PushRegistrationsTable {
  merchant: string;
  token: string;
  member_id: number | null;
  channel: string;
  topic: string | null;
  updated_at: ColumnType<Date, string | undefined, string>;
}

type PushDb = Kysely<Database & { push_registrations: PushRegistrationsTable }>;
const push = (db: Db): PushDb => db.withTables<{ push_registrations: PushRegistrationsTable }>();
const at = (nowMs: number): string => new Date(nowMs).toISOString();

/**
 * CSP_fcmBind: the token now belongs to this member. memberId must come from the caller's own session
 * (a token moves only with the new owner's session); a move drops the old owner's topic subscription.
 */
export async function bindToken(db: Db, merchant: string, memberId: number, token: string, channel: string, nowMs: number): Promise<void> {
  await push(db).insertInto('push_registrations')
    .values({ merchant, token, member_id: memberId, channel, topic: null, updated_at: at(nowMs) })
    .onConflict((oc) => oc.columns(['merchant', 'token']).doUpdateSet({
      member_id: memberId,
      channel,
      topic: sql<string | null>`case when push_registrations.member_id = ${memberId} then push_registrations.topic else null end`,
      updated_at: at(nowMs),
    }))
    .execute();
}

/** CSP_fcmSubscribe: false when the token was never bound by this member. */
export async function subscribeToken(db: Db, merchant: string, memberId: number, token: string, topic: string, nowMs: number): Promise<boolean> {
  const r = await push(db).updateTable('push_registrations').set({ topic, updated_at: at(nowMs) })
    .where('merchant', '=', merchant).where('token', '=', token).where('member_id', '=', memberId)
    .executeTakeFirst();
  return (r.numUpdatedRows ?? 0n) > 0n;
}

/** CSP_fcmUnsubscribe: the member's token leaves every topic and the member; true when a row went. */
export async function unsubscribeToken(db: Db, merchant: string, memberId: number, token: string): Promise<boolean> {
  const r = await push(db).deleteFrom('push_registrations')
    .where('merchant', '=', merchant).where('token', '=', token).where('member_id', '=', memberId)
    .executeTakeFirst();
  return (r.numDeletedRows ?? 0n) > 0n;
}

/** Tokens of a merchant's topic (what a send to the topic reaches). */
export async function topicTokens(db: Db, merchant: string, topic: string): Promise<string[]> {
  const rows = await push(db).selectFrom('push_registrations').select('token')
    .where('merchant', '=', merchant).where('topic', '=', topic).orderBy('token').execute();
  return rows.map((r) => r.token);
}

export async function registrationOf(db: Db, merchant: string, token: string): Promise<{ memberId: number | null; topic: string | null } | null> {
  const row = await push(db).selectFrom('push_registrations').select(['member_id', 'topic'])
    .where('merchant', '=', merchant).where('token', '=', token).executeTakeFirst();
  return row ? { memberId: row.member_id, topic: row.topic } : null;
}

/** A delivery or click receipt, kept in the events table as push<eventType>; false when it was already stored. */
export async function storePushReceipt(db: Db, merchant: string, body: PushDeliveryBody, nowMs: number): Promise<boolean> {
  const r = await db.insertInto('events')
    .values({ event_id: `push.${body.eventType}.${body.trackingUuid}`, merchant, event: `push${body.eventType}`, body: JSON.stringify(body), source: 'pushDelivery', received_at: at(nowMs) })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return (r.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

import type { Generated, Kysely } from 'kysely';
import type { InboxMessage } from '../../../contract/member.ts';
import type { Db, MemberRow } from '../../db/schema.ts';
import { up as walletSchema } from '../../db/migrations/0009_wallet_inbox.ts';
import { memberWalletSeeds, type MemberWalletSeed } from '../../merchants/seed/member-content.ts';

/** Wallets and inboxes of the members (migration 0009); demo members start from memberWalletSeeds. */
interface WalletsTable { member_id: number; balance_cents: string | number | bigint; deposits: Generated<number>; updated_at: Generated<Date> }
interface InboxTable {
  id: Generated<number>; member_id: number; seed_key: string | null; title: string; content: string; content_type: string;
  read: Generated<boolean>; created_at: Date | string;
}
type WalletDb = Kysely<{ member_wallets: WalletsTable; member_inbox: InboxTable }>;

const schemaReady = new WeakMap<Db, Promise<void>>();

/** Applies migration 0009 once per database (idempotent), for servers whose migration list does not name it yet. */
async function tables(db: Db): Promise<WalletDb> {
  let ready = schemaReady.get(db);
  if (!ready) {
    ready = walletSchema(db as unknown as Kysely<unknown>).catch((err: unknown) => {
      schemaReady.delete(db);
      throw err;
    });
    schemaReady.set(db, ready);
  }
  await ready;
  return db.withTables<{ member_wallets: WalletsTable; member_inbox: InboxTable }>() as unknown as WalletDb;
}

const seedOf = (merchant: string, member: MemberRow): MemberWalletSeed | undefined => memberWalletSeeds[merchant]?.[member.username];
const toCents = (major: number): number => Math.round(major * 100);
const cents = (v: string | number | bigint): number => Number(v);

/** The member's balance in cents and successful stand-in deposits; the wallet is created (seeded) on first use. */
export async function readWallet(db: Db, merchant: string, member: MemberRow): Promise<{ balanceCents: number; deposits: number }> {
  const t = await tables(db);
  await t.insertInto('member_wallets')
    .values({ member_id: member.id, balance_cents: toCents(seedOf(merchant, member)?.balance ?? 0) })
    .onConflict((oc) => oc.column('member_id').doNothing()).execute();
  const row = await t.selectFrom('member_wallets').select(['balance_cents', 'deposits']).where('member_id', '=', member.id).executeTakeFirstOrThrow();
  return { balanceCents: cents(row.balance_cents), deposits: row.deposits };
}

/** Adds a deposit (and counts it); one statement, so concurrent deposits never lose one. */
export async function deposit(db: Db, merchant: string, member: MemberRow, amountCents: number): Promise<number> {
  await readWallet(db, merchant, member);
  const t = await tables(db);
  const row = await t.updateTable('member_wallets')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', amountCents), deposits: eb('deposits', '+', 1), updated_at: new Date() }))
    .where('member_id', '=', member.id).returning('balance_cents').executeTakeFirstOrThrow();
  return cents(row.balance_cents);
}

/** Subtracts a withdrawal only if the balance covers it (checked in the same statement); null when it does not. */
export async function withdraw(db: Db, merchant: string, member: MemberRow, amountCents: number): Promise<number | null> {
  await readWallet(db, merchant, member);
  const t = await tables(db);
  const row = await t.updateTable('member_wallets')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', amountCents), updated_at: new Date() }))
    .where('member_id', '=', member.id).where('balance_cents', '>=', amountCents)
    .returning('balance_cents').executeTakeFirst();
  return row ? cents(row.balance_cents) : null;
}

/** A deposit the payment side reports without an amount (the stand-in "payment went through" call): counted only. */
export async function countDeposit(db: Db, merchant: string, member: MemberRow): Promise<number> {
  await readWallet(db, merchant, member);
  const t = await tables(db);
  const row = await t.updateTable('member_wallets').set((eb) => ({ deposits: eb('deposits', '+', 1) }))
    .where('member_id', '=', member.id).returning('deposits').executeTakeFirstOrThrow();
  return row.deposits;
}

const DAY_MS = 86_400_000;
const inboxSeeded = new WeakMap<Db, Set<number>>();

/** Seeds the member's messages once (the seed key makes a second run a no-op). */
async function inbox(db: Db, merchant: string, member: MemberRow, now: number): Promise<WalletDb> {
  const t = await tables(db);
  const done = inboxSeeded.get(db) ?? new Set<number>();
  inboxSeeded.set(db, done);
  if (done.has(member.id)) return t;
  const seeds = seedOf(merchant, member)?.inbox ?? [];
  if (seeds.length > 0) {
    await t.insertInto('member_inbox').values(seeds.map((m) => ({
      member_id: member.id, seed_key: m.key, title: m.title, content: m.content, content_type: m.contentType, read: m.read,
      created_at: new Date(now - m.daysAgo * DAY_MS - 3_600_000).toISOString(),
    }))).onConflict((oc) => oc.columns(['member_id', 'seed_key']).doNothing()).execute();
  }
  done.add(member.id);
  return t;
}

export async function listInbox(db: Db, merchant: string, member: MemberRow, now: number): Promise<InboxMessage[]> {
  const t = await inbox(db, merchant, member, now);
  const rows = await t.selectFrom('member_inbox').selectAll().where('member_id', '=', member.id)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
  return rows.map((r) => ({
    id: String(r.id), title: r.title, content: r.content, contentType: r.content_type === 'html' ? 'html' : 'text',
    createdAt: new Date(r.created_at).toISOString(), read: r.read,
  }));
}

/** Marks one of the member's own messages; false when the id is not theirs. */
export async function markRead(db: Db, merchant: string, member: MemberRow, id: number, read: boolean, now: number): Promise<boolean> {
  const t = await inbox(db, merchant, member, now);
  const res = await t.updateTable('member_inbox').set({ read }).where('id', '=', id).where('member_id', '=', member.id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function unreadCount(db: Db, merchant: string, member: MemberRow, now: number): Promise<number> {
  const t = await inbox(db, merchant, member, now);
  const row = await t.selectFrom('member_inbox').select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('member_id', '=', member.id).where('read', '=', false).executeTakeFirstOrThrow();
  return Number(row.n);
}

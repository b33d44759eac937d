import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useDb } from './db.ts';

const t = useDb();

const unread = async (username: string) =>
  (await t.db.selectFrom('members').select('inbox_unread').where('username', '=', username).executeTakeFirstOrThrow()).inbox_unread;

describe(`database layer`, () => {
  it('reports affected rows (the event de-dup relies on it)', async () => {
    const lotto = await t.db.selectFrom('members').select((eb) => eb.fn.countAll<string>().as('n')).where('merchant', '=', 'lotto').executeTakeFirstOrThrow();
    const r = await t.db.updateTable('members').set({ inbox_unread: 1 }).where('merchant', '=', 'lotto').executeTakeFirst();
    expect(Number(lotto.n)).toBeGreaterThan(1);
    expect(r.numUpdatedRows).toBe(BigInt(lotto.n));
    const none = await t.db.deleteFrom('sessions').where('token_hash', '=', 'none').executeTakeFirst();
    expect(none.numDeletedRows).toBe(0n);
  });

  it('rolls back a failed transaction', async () => {
    await expect(t.db.transaction().execute(async (trx) => {
      await trx.updateTable('members').set({ inbox_unread: 99 }).where('username', '=', 'agent01').execute();
      throw new Error('abort');
    })).rejects.toThrow('abort');
    expect(await unread('agent01')).toBe(0);
  });

  it('keeps a concurrent query out of an open transaction', async () => {
    let outside: Promise<unknown> = Promise.resolve();
    await expect(t.db.transaction().execute(async (trx) => {
      await trx.updateTable('members').set({ inbox_unread: 50 }).where('username', '=', 'agent01').execute();
      // Started while the transaction is open; on a single PGlite session it must wait, not join it.
      outside = t.db.updateTable('members').set({ inbox_unread: 7 }).where('username', '=', 'newbie01').execute();
      // A query of the transaction's own, queued after it: had the outside one joined the session, it ran first (no guessed pause).
      await sql`select 1`.execute(trx);
      throw new Error('abort');
    })).rejects.toThrow('abort');
    await outside;
    expect(await unread('agent01')).toBe(0);
    expect(await unread('newbie01')).toBe(7);
  });

  it('round-trips jsonb config and timestamps', async () => {
    const m = await t.db.selectFrom('merchants').select(['config', 'created_at']).where('code', '=', 'demo').executeTakeFirstOrThrow();
    expect(m.config.languages).toContain('EN');
    expect(m.created_at).toBeInstanceOf(Date);
  });
});

// The promotions a member joined live in the database (migration 0012), not in one app's memory: another instance on
// the same database, or the same server after a restart, answers a second join as already made.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { PromotionJoinResult } from '../../contract/promotions.ts';
import { RELAYS } from '../../contract/relays.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDb } from '../../server/db/open-db.ts';
import type { Db } from '../../server/db/schema.ts';
import { seed } from '../../server/db/seed.ts';
import { call, DEMO, envelope, login, testApp, useApp, type App } from './helpers.ts';

const s = useApp();
const url = process.env.DATABASE_URL;

async function joinOn(app: App, token: string, id: string): Promise<PromotionJoinResult | null> {
  const res = await call(app, `${DEMO}/wps/relay/${RELAYS.joinPromotion.name}`, {
    method: 'POST', headers: { Merchant: 'demo', Language: 'EN', Authorization: token }, json: { id },
  });
  const env = await envelope<PromotionJoinResult>(res);
  return env.success ? env.value : null;
}

describe('promotion joins are shared state', () => {
  it('a join made on one app instance is already made on another on the same database', async () => {
    const other = testApp(s.db);
    const { token } = await login(s.app, 'player01');
    expect(await joinOn(s.app, token, 'promo-1003')).toEqual({ id: 'promo-1003', action: 'join', already: false });
    expect(await joinOn(other, token, 'promo-1003')).toEqual({ id: 'promo-1003', action: 'join', already: true });
    // Per member and per promotion: another promotion, or another member, is a first join.
    expect(await joinOn(other, token, 'promo-1002')).toEqual({ id: 'promo-1002', action: 'claim', already: false });
    const agent = await login(other, 'agent01');
    expect(await joinOn(s.app, agent.token, 'promo-1003')).toEqual({ id: 'promo-1003', action: 'join', already: false });
  });

  it('counts concurrent joins of one member once, across instances', async () => {
    const apps = [s.app, testApp(s.db), testApp(s.db)];
    const { token, userName } = await login(s.app, 'special01');
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => joinOn(apps[i % 3]!, token, 'promo-1002')));
    expect(answers.filter((a) => a?.already === false)).toHaveLength(1);
    expect(answers.filter((a) => a?.already === true)).toHaveLength(8);
    const rows = await s.db.selectFrom('promotion_joins').innerJoin('members', 'members.id', 'promotion_joins.member_id')
      .select(['promotion_joins.action']).where('members.username', '=', userName).execute();
    expect(rows).toEqual([{ action: 'claim' }]);
  });
});

describe('promotion joins survive a restart (PGlite data folder)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-joins-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers a join made before the restart as already made after it', async () => {
    const first = openDb({ dataDir: dir }).db;
    await migrate(first);
    await seed(first);
    const before = testApp(first);
    const { token } = await login(before, 'player01');
    expect((await joinOn(before, token, 'promo-1003'))?.already).toBe(false);
    await first.destroy();

    const again = openDb({ dataDir: dir }).db;
    try {
      await migrate(again);
      const after = testApp(again);
      expect(await joinOn(after, token, 'promo-1003')).toEqual({ id: 'promo-1003', action: 'join', already: true });
    } finally {
      await again.destroy();
    }
  }, 120_000); // Two migrations and a seed of a PGlite folder: the cap bounds a hang, a loaded 2-core runner needs over 30 s.
});

describe.skipIf(!url)('promotion joins on two PostgreSQL pools (two instances)', () => {
  let other: Db | undefined;
  afterAll(async () => { await other?.destroy(); });

  it('sees on one instance the join made on the other', async () => {
    // A second pool of its own on the test file's schema: another process's view of the same database.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(s.db);
    other = openDb({ databaseUrl: url, pgSchema: rows[0]!.schema }).db;
    const appB = testApp(other);
    const { token } = await login(s.app, 'agent01');
    expect((await joinOn(s.app, token, 'promo-1002'))?.already).toBe(false);
    expect(await joinOn(appB, token, 'promo-1002')).toEqual({ id: 'promo-1002', action: 'claim', already: true });
  });
});

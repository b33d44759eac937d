import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/open-db.ts';
import type { Db } from '../../server/db/schema.ts';

const url = process.env.DATABASE_URL;
let db: Db;
const lost: Error[] = [];
let poolErrored!: () => void;
/** Resolves on the pool's first error event: the test waits on it, not on a guessed pause. */
const firstPoolError = new Promise<void>((resolve) => { poolErrored = resolve; });
beforeAll(() => { if (url) db = openDb({ databaseUrl: url, onPoolError: (e) => { lost.push(e); poolErrored(); } }).db; });
afterAll(async () => { await db?.destroy(); });

describe.skipIf(!url)('PostgreSQL pool', () => {
  it('survives the server dropping an idle connection and reconnects', async () => {
    const tag = `pool-${randomBytes(4).toString('hex')}`;
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid, ${tag}::text as tag`.execute(db);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    await firstPoolError;
    expect(lost).toHaveLength(1);
    const again = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(again.rows[0]?.one).toBe(1);
  });
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openDb } from '../../server/db/open-db.ts';

const url = process.env.DATABASE_URL;

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try { await c.query(query); } finally { await c.end(); }
}

describe.runIf(url)('migrations on a PostgreSQL shared with other schemas', () => {
  it('migrate a schema while another schema of the database already has migration tables (another app, a stopped run)', async () => {
    const [first, second] = [`t_${randomBytes(6).toString('hex')}`, `t_${randomBytes(6).toString('hex')}`];
    await admin(`create schema ${first}; create schema ${second}`);
    try {
      const a = openDb({ databaseUrl: url, pgSchema: first }).db;
      await migrate(a);
      await a.destroy();
      const b = openDb({ databaseUrl: url, pgSchema: second }).db;
      try {
        await migrate(b);
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(b);
        expect(rows[0]!.n).toBeGreaterThan(0);
        // Its own tables, in its own schema.
        const own = await sql<{ schema: string }>`select table_schema as schema from information_schema.tables where table_name = 'kysely_migration_lock'`.execute(b);
        expect(own.rows.map((r) => r.schema)).toContain(second);
      } finally {
        await b.destroy();
      }
    } finally {
      await admin(`drop schema ${first} cascade; drop schema ${second} cascade`);
    }
  });
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openDb } from '../../server/db/open-db.ts';
import type { Db } from '../../server/db/schema.ts';
import { seed } from '../../server/db/seed.ts';

export interface TestDb {
  db: Db;
  close(): Promise<void>;
}

/** Which database the server tests run on, for test names. */
export const DB_KIND = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated and seeded database: in-memory PGlite, or, when DATABASE_URL is set,
 * a schema of its own on that PostgreSQL (dropped on close) so test files can run in parallel.
 */
async function freshDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { db } = openDb({});
    await migrate(db);
    await seed(db);
    return { db, close: () => db.destroy() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const { db } = openDb({ databaseUrl: url, pgSchema: schema });
  await migrate(db);
  await seed(db);
  return {
    db,
    close: async () => {
      await db.destroy();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

/** A fresh database for one test file: opened before its tests, closed after; read .db inside hooks and tests. */
export function useDb(): { readonly db: Db } {
  const suite = {} as { db: Db };
  let opened: TestDb | undefined;
  beforeAll(async () => { opened = await freshDb(); suite.db = opened.db; });
  afterAll(async () => { await opened?.close(); });
  return suite;
}

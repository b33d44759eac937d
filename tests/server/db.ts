import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../../server/db/migrate.ts';
import { openDb } from '../../server/db/open-db.ts';
import type { Db } from '../../server/db/schema.ts';
import { seed } from '../../server/db/seed.ts';

export interface TestDb {
  db: Db;
  /** 'pglite' or 'postgres', for test names and skips. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database: in-memory PGlite, or, when DATABASE_URL is set,
 * a schema of its own on that PostgreSQL (dropped on close) so test files can run in parallel.
 */
export async function freshDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { db } = openDb({});
    await migrate(db);
    await seed(db);
    return { db, kind: 'pglite', close: () => db.destroy() };
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
    kind: 'postgres',
    close: async () => {
      await db.destroy();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Db } from './schema.ts';

export interface OpenDbOptions {
  /** When set, a real PostgreSQL through pg; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (created if missing); leave out for an in-memory database. */
  dataDir?: string | undefined;
  /** PostgreSQL only: the schema every unqualified name resolves to (tests use one per file). */
  pgSchema?: string | undefined;
}

export interface OpenedDb {
  db: Db;
  /** One human line for the start-up log, without credentials. */
  description: string;
}

export function openDb(options: OpenDbOptions): OpenedDb {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const url = new URL(options.databaseUrl);
    return {
      db: new Kysely({ dialect: new PostgresDialect({ pool }) }),
      description: `postgresql ${url.hostname}:${url.port || '5432'}${url.pathname}`,
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  return {
    db: new Kysely({ dialect: new PGliteDialect(pglite) }),
    description: options.dataDir ? `pglite ${options.dataDir}` : 'pglite (in memory)',
  };
}

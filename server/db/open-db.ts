import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { registerPgliteFeed } from './change-feed.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Db } from './schema.ts';

/** Longest a statement may run on PostgreSQL (server side), and a query may wait for its answer (client side, +1 s). */
export const DB_STATEMENT_TIMEOUT_MS = 5_000;
/** Longest wait for a connection to PostgreSQL, from the pool or a new one. */
export const DB_CONNECT_TIMEOUT_MS = 5_000;

export interface OpenDbOptions {
  /** When set, a real PostgreSQL through pg; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (created if missing); leave out for an in-memory database. */
  dataDir?: string | undefined;
  /** PostgreSQL only: the schema every unqualified name resolves to (tests use one per file). */
  pgSchema?: string | undefined;
  /** PostgreSQL only: an idle connection dropped by the server (restart, admin kill); stderr by default. */
  onPoolError?: (error: Error) => void;
}

export interface OpenedDb {
  db: Db;
  /** One human line for the start-up log, without credentials. */
  description: string;
}

export function openDb(options: OpenDbOptions): OpenedDb {
  if (options.databaseUrl) {
    // Goes into a connection option string unquoted: only a plain identifier may pass.
    if (options.pgSchema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.pgSchema)) throw new Error('pgSchema must be a plain lowercase identifier');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A hung or unreachable database fails a request within seconds (503 with Retry-After), never holds it open.
      connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
      statement_timeout: DB_STATEMENT_TIMEOUT_MS,
      query_timeout: DB_STATEMENT_TIMEOUT_MS + 1_000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // Without a listener, pg re-throws an idle client's error as an uncaught exception and the process dies.
    pool.on('error', options.onPoolError ?? ((error) => console.error('[db] idle connection lost:', error.message)));
    const url = new URL(options.databaseUrl);
    return {
      db: new Kysely({ dialect: new PostgresDialect({ pool }) }),
      description: `postgresql ${url.hostname}:${url.port || '5432'}${url.pathname}`,
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One writer per folder: PGlite has no lock of its own, and two servers on one folder lose writes.
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  const pglite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  const db: Db = new Kysely({ dialect: new PGliteDialect(pglite, unlock) });
  registerPgliteFeed(db, pglite);
  return {
    db,
    description: options.dataDir ? `pglite ${options.dataDir}` : 'pglite (in memory)',
  };
}

import { createApp } from './app.ts';
import { authMode } from './auth/auth-mode.ts';
import { developmentDataProblems } from './config/development-data.ts';
import { productionProblems } from './config/production.ts';
import { TEST_IP_HEADER } from './http/client-ip.ts';
import { createNodeServer } from './http/node-server.ts';
import { createTestHooks } from './routes/wps/test-hooks.ts';
import { DEFAULT_RATE_LIMIT } from './http/rate-limit.ts';
import { migrate } from './db/migrate.ts';
import { DataDirInUse } from './db/data-dir-lock.ts';
import { openDb } from './db/open-db.ts';
import { gracefulShutdown } from './http/graceful-shutdown.ts';
import { seed } from './db/seed.ts';

/** Reads a positive integer from the environment, or the fallback. */
function envInt(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Prints why production mode will not start and exits non-zero, before anything listens. */
function refuseToStart(problems: readonly string[]): never {
  console.error(`Tessera refuses to start in production mode:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

const production = authMode() === 'production';
// Checked before the database opens: a missing secret must not leave a half-started server.
if (production) {
  const problems = productionProblems(process.env);
  if (problems.length > 0) refuseToStart(problems);
}

const port = envInt('PORT', 8080);
const distDir = process.env.DIST_DIR || 'dist';
const { db, description } = (() => {
  try {
    return openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || '.data/pglite' });
  } catch (e) {
    // Another server holds the embedded database: say which, and stop before touching it.
    if (!(e instanceof DataDirInUse)) throw e;
    console.error(`Tessera refuses to start: ${e.message}`);
    process.exit(1);
  }
})();

// Migrations and the seed are idempotent, so every start brings a fresh or old database up to date.
await migrate(db);
await seed(db);
if (production) {
  const problems = await developmentDataProblems(db);
  if (problems.length > 0) {
    await db.destroy();
    refuseToStart(problems);
  }
}

// End-to-end runs may play visitors from other addresses; never set this on a public server.
const trustTestIpHeader = process.env.TRUST_TEST_IP_HEADER === '1';
if (trustTestIpHeader) console.warn(`TRUST_TEST_IP_HEADER=1: ${TEST_IP_HEADER} overrides the client address (tests only)`);
// Fault injection, stored-event reads and local push sends for end-to-end runs; never on a public server.
const testHooks = process.env.TESSERA_TEST_HOOKS === '1' ? createTestHooks() : undefined;
if (testHooks) console.warn('TESSERA_TEST_HOOKS=1: test-only routes under /wps/testhooks are enabled (tests only)');

const log = {
  logWarn: (line: string) => console.warn(`[wps] ${line}`),
  logError: (message: string, error: unknown) => console.error(`[wps] ${message}`, error),
};

const databaseUrl = process.env.DATABASE_URL || undefined;
const app = createApp({
  db,
  distDir,
  trustTestIpHeader,
  testHooks,
  // On PostgreSQL other instances may share the database: rate windows are counted there. PGlite has one server per folder.
  sharedRateLimit: databaseUrl !== undefined,
  rateLimit: {
    perMinute: envInt('RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT.perMinute),
    loginPerMinute: envInt('RATE_LIMIT_LOGIN_PER_MINUTE', DEFAULT_RATE_LIMIT.loginPerMinute),
  },
  ...log,
});

const server = createNodeServer({ fetch: app.fetch, ...log });
server.listen(port, () => {
  console.log(`Tessera WPS server on http://localhost:${port}/m/ (db: ${description}, dist: ${distDir})`);
});

const shutdown = gracefulShutdown(server, { close: () => db.destroy(), log: (line) => console.log(`[wps] ${line}`) });
const stop = (): void => {
  void shutdown().then((code) => process.exit(code), (e: unknown) => {
    console.error('[wps] shutdown failed', e);
    process.exit(1);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

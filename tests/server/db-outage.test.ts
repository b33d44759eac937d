import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type DatabaseConnection } from 'kysely';
import { connect } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import type { Database, Db } from '../../server/db/schema.ts';
import { isDatabaseUnavailable, OUTAGE_LOG_EVERY_MS, OUTAGE_RETRY_AFTER_S } from '../../server/http/db-outage.ts';
import { DB_STATEMENT_TIMEOUT_MS, openDb } from '../../server/db/open-db.ts';
import { createNodeServer } from '../../server/http/node-server.ts';
import { useDb } from './db.ts';
import { testApp } from './helpers.ts';
import { listen } from './raw-http.ts';

/** A database whose every query fails with the given error, as pg reports an outage. */
function downDb(error: () => Error): Db {
  const connection: DatabaseConnection = {
    executeQuery: () => Promise.reject(error()),
    // eslint-disable-next-line require-yield
    streamQuery: async function* () { throw error(); },
  };
  const driver = new DummyDriver();
  driver.acquireConnection = () => Promise.resolve(connection);
  return new Kysely<Database>({ dialect: {
    createAdapter: () => new PostgresAdapter(), createDriver: () => driver,
    createIntrospector: (db) => new PostgresIntrospector(db), createQueryCompiler: () => new PostgresQueryCompiler(),
  } });
}

const refused = (): Error => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('a database outage', () => {
  it('answers 503 with Retry-After and the envelope, not a 500', async () => {
    const errors: unknown[] = [];
    const app = testApp(downDb(refused), { logError: (_m, e) => errors.push(e) });
    const r = await app.request('http://localhost/wps/v2/system/status?device=MOBILE');
    expect(r.status).toBe(503);
    expect(r.headers.get('Retry-After')).toBe(String(OUTAGE_RETRY_AFTER_S));
    expect(await r.json()).toMatchObject({ success: false, code: CODES.serviceUnavailable });
    expect(errors).toEqual([]);
  });

  it('logs one line when it starts and one summary per period while it lasts, not one per request', async () => {
    const lines: string[] = [];
    let t = 1_000_000;
    const app = testApp(downDb(refused), { logWarn: (l) => lines.push(l), now: () => t });
    for (let i = 0; i < 50; i++) await app.request('http://localhost/wps/v2/system/status?device=MOBILE');
    expect(lines.filter((l) => l.includes('database unavailable'))).toHaveLength(1);
    t += OUTAGE_LOG_EVERY_MS;
    await app.request('http://localhost/wps/v2/system/status?device=MOBILE');
    const outage = lines.filter((l) => l.includes('database unavailable'));
    expect(outage).toHaveLength(2);
    expect(outage[1]).toContain('49 more requests failed');
  });

  it('tells an outage from a bug: a hung statement, a restart and a lost connection are outages; a bad query is not', () => {
    const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
    expect(isDatabaseUnavailable(pgError('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused(), refused()]))).toBe(true);
    expect(isDatabaseUnavailable(pgError('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('a client that drops mid-body', () => {
  const t = useDb();

  it('is a one-line refusal, not an internal error with a stack', async () => {
    let settle!: (what: string) => void;
    const logged = new Promise<string>((resolve) => { settle = resolve; });
    const errors: unknown[] = [];
    // Node's parser also reports the cut-off request (HPE_INVALID_EOF_STATE); the handler's own line is the one tested.
    const log = {
      logWarn: (l: string) => { if (l.includes('/wps/session/login')) settle(`warn ${l}`); },
      logError: (_m: string, e: unknown) => { errors.push(e); settle('error'); },
    };
    const app = testApp(t.db, log);
    const server = createNodeServer({ fetch: app.fetch, ...log });
    const port = await listen(server);
    try {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      // A real key of the merchant, so the only thing wrong with the request is its missing end.
      const { key_id: keyId } = await t.db.selectFrom('rsa_keys').select('key_id').where('merchant', '=', 'demo').executeTakeFirstOrThrow();
      socket.write('POST /wps/session/login HTTP/1.1\r\nHost: localhost\r\nMerchant: demo\r\nContent-Type: application/json\r\n'
        + `Encryption: v2:00\r\nX-Digest: 00\r\nX-RSA: ${keyId}\r\nContent-Length: 5000\r\n\r\n{"value":"abc`);
      // The server has the headers and part of the body; then the phone loses its connection.
      setImmediate(() => socket.destroy());
      expect(await logged).toMatch(/^warn 400 request\.invalid POST \/wps\/session\/login: the request body ended early/);
      expect(errors).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL time-outs', () => {
  it('cancels a statement that runs past the time-out, as an outage', async () => {
    const { db } = openDb({ databaseUrl: process.env.TEST_DATABASE_URL });
    try {
      const err = await sql`select pg_sleep(${(DB_STATEMENT_TIMEOUT_MS + 5_000) / 1000})`.execute(db).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(err)).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});

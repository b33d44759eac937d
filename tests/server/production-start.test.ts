import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openDb } from '../../server/db/open-db.ts';
import { seed } from '../../server/db/seed.ts';
import { PRODUCTION_SECRETS } from './production-fixture.ts';

const LISTENING = 'Tessera WPS server on';
const parents: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of parents.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A data folder inside a throwaway parent (anything the server puts beside it goes too). */
function dataDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'tessera-prod-'));
  parents.push(parent);
  return join(parent, 'pglite');
}

/** The process environment without any production credential or test switch this test does not set. */
function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!/^(TESSERA_|TRUST_TEST_IP_HEADER$|FIREBASE_AUTH_EMULATOR_HOST$|DATABASE_URL$|GEETEST_API_BASE$|LINE_API_BASE$)/.test(k)) env[k] = v;
  }
  return env;
}

interface Run { code: number | null; stdout: string; stderr: string }

/**
 * node --import tsx server/main.ts in production mode; resolves when it exits, or (stopOnListen) when it
 * says it listens, after which it is stopped with SIGTERM and its exit awaited.
 */
function startServer(dir: string, extra: Record<string, string>, stopOnListen = false): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...baseEnv(), WPS_ENV: 'production', DATA_DIR: dir, PORT: '0', DIST_DIR: join(dir, 'no-dist'), ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => { stderr += b.toString(); });
  child.stdout!.on('data', (b: Buffer) => {
    stdout += b.toString();
    if (stopOnListen && stdout.includes(LISTENING)) child.kill('SIGTERM');
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

describe('production start-up (server/main.ts)', () => {
  it('refuses to start without the secrets, naming each missing variable, before opening the database', async () => {
    const dir = dataDir();
    const run = await startServer(dir, {});
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain(LISTENING);
    expect(run.stderr).toContain('refuses to start in production mode');
    for (const name of Object.keys(PRODUCTION_SECRETS)) expect(run.stderr).toContain(`${name} is missing`);
    expect(existsSync(dir)).toBe(false);
  }, 60_000);

  it('starts with every secret set on a fresh database', async () => {
    const run = await startServer(dataDir(), PRODUCTION_SECRETS, true);
    expect(run.stdout).toContain(LISTENING);
    expect(run.stderr).not.toContain('refuses to start');
  }, 120_000);

  it('refuses a database a development run filled, naming the demo accounts', async () => {
    const dir = dataDir();
    const { db } = openDb({ dataDir: dir });
    await migrate(db);
    await seed(db);
    await db.destroy();
    const run = await startServer(dir, PRODUCTION_SECRETS);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain(LISTENING);
    expect(run.stderr).toContain("the database holds accounts with the repository's published passwords");
    expect(run.stderr).toContain('demo/player01');
  }, 120_000);
});

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { claimPathOf, DataDirInUse, lockDataDir, lockPathOf } from '../../server/db/data-dir-lock.ts';
import { openDb } from '../../server/db/open-db.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'tessera-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) {
    rmSync(d, { recursive: true, force: true });
    rmSync(lockPathOf(d), { force: true });
  }
});

/** Another process that takes the folder's lock and holds it until killed; resolves once it holds it. */
function holder(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '-e',
    "const m = await import('./server/db/data-dir-lock.ts'); m.lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 1 << 30);", dir],
  { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => { if (b.toString().includes('locked')) resolve(child); });
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

const exitOf = (child: ChildProcess): Promise<number | null> => new Promise((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
  else child.once('exit', (code) => resolve(code));
});

describe('one server per embedded data folder', () => {
  it('refuses a second open of a folder in use, naming the holder, and allows it again once closed', async () => {
    const dir = tempDir();
    const first = openDb({ dataDir: dir });
    expect(() => openDb({ dataDir: dir })).toThrow(DataDirInUse);
    expect(() => openDb({ dataDir: dir })).toThrow(`in use by process ${process.pid}`);
    await sql`select 1`.execute(first.db);
    await first.db.destroy();
    expect(existsSync(lockPathOf(dir))).toBe(false);
    const again = openDb({ dataDir: dir });
    await sql`select 1`.execute(again.db);
    await again.db.destroy();
  });

  it('refuses a folder another live process holds', async () => {
    const dir = tempDir();
    const other = await holder(dir);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
  });

  it('takes over the lock of a process that was killed (kill -9 leaves the file behind)', async () => {
    const dir = tempDir();
    const other = await holder(dir);
    other.kill('SIGKILL');
    await exitOf(other);
    expect(JSON.parse(readFileSync(lockPathOf(dir), 'utf8')).pid).toBe(other.pid);
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockPathOf(dir), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock whose pid now belongs to another process (pid reuse after a crash)', () => {
    const dir = tempDir();
    // This very process, but with another start time: the recorded holder is gone.
    writeFileSync(lockPathOf(dir), JSON.stringify({ pid: process.ppid, host: hostname(), since: '2020-01-01T00:00:00Z', procStart: '1' }));
    const release = lockDataDir(dir);
    release();
  });

  it('takes over an unreadable lock file (a crash in the middle of writing it)', () => {
    const dir = tempDir();
    writeFileSync(lockPathOf(dir), '{"pid": 12');
    lockDataDir(dir)();
  });

  it('of two servers that find the same stale lock at once, one takes it over and the other refuses', () => {
    const dir = tempDir();
    // A crashed holder: this process's parent pid with another kernel start time.
    writeFileSync(lockPathOf(dir), JSON.stringify({ pid: process.ppid, host: hostname(), since: '2020-01-01T00:00:00Z', procStart: '1' }));
    let releaseB: (() => void) | undefined;
    // A has read the stale lock; before it acts, B reads the same stale lock, takes it over and starts.
    const startA = (): (() => void) => lockDataDir(dir, { onStale: () => { releaseB ??= lockDataDir(dir); } });
    expect(startA).toThrow(DataDirInUse);
    expect(releaseB).toBeDefined();
    // B's lock is still in place: A neither deleted it nor wrote its own over it.
    const bLock = readFileSync(lockPathOf(dir), 'utf8');
    expect(JSON.parse(bLock).pid).toBe(process.pid);
    releaseB!();
    expect(existsSync(lockPathOf(dir))).toBe(false);
    // No claim or temporary file is left beside the lock.
    expect(readdirSync(dirname(dir)).filter((f) => f.startsWith(`${basename(dir)}.lock`))).toEqual([]);
  });

  it('takes over a stale lock whose takeover claim was left by a starter that crashed mid-takeover', () => {
    const dir = tempDir();
    const stale = JSON.stringify({ pid: process.ppid, host: hostname(), since: '2020-01-01T00:00:00Z', procStart: '1' });
    writeFileSync(lockPathOf(dir), stale);
    writeFileSync(claimPathOf(lockPathOf(dir), stale), JSON.stringify({ pid: process.ppid, host: hostname(), since: '2020-01-01T00:00:01Z', procStart: '2' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockPathOf(dir), 'utf8')).pid).toBe(process.pid);
    release();
    expect(readdirSync(dirname(dir)).filter((f) => f.startsWith(`${basename(dir)}.lock`))).toEqual([]);
  });

  it('the server refuses to start on a folder in use, with a message that names the holder', async () => {
    const dir = tempDir();
    const other = await holder(dir);
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '1' }, encoding: 'utf8', timeout: 60_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(`is in use by process ${other.pid}`);
  });
});

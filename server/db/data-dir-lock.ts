import { createHash, randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** What the lock file says about its holder. */
export interface LockHolder { pid: number; host: string; since: string; procStart: string | null }

/** Beside the folder, not in it: PGlite's first start needs the folder empty. */
export const lockPathOf = (dataDir: string): string => `${dataDir.replace(/[\\/]+$/, '')}.lock`;

/** The kernel's start time of a process (Linux), so a reused pid is not taken for the crashed holder. */
function procStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ')'; starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = procStart(holder.pid);
  return holder.procStart === null || start === null || start === holder.procStart;
}

function parseHolder(text: string): LockHolder | null {
  try {
    const x = JSON.parse(text) as Partial<LockHolder>;
    return typeof x.pid === 'number' && typeof x.host === 'string'
      ? { pid: x.pid, host: x.host, since: String(x.since ?? '?'), procStart: typeof x.procStart === 'string' ? x.procStart : null }
      : null;
  } catch {
    return null;
  }
}

/** Thrown when another live server holds the folder. */
export class DataDirInUse extends Error {
  constructor(readonly dataDir: string, readonly holder: LockHolder) {
    super(`the data folder ${dataDir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}); `
      + 'stop that server first, or give this one another DATA_DIR. Two servers on one embedded database lose writes.');
    this.name = 'DataDirInUse';
  }
}

/** The raw text of a file, or null when it does not exist (or cannot be read). */
function readRaw(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Creates `path` holding `text` only if it does not exist, in one step: the text goes to a private temporary file
 * first, then a hard link puts it in place (link fails with EEXIST, as O_EXCL does). Nobody ever sees the file
 * empty or half written, which a plain O_EXCL create followed by a write allowed (and a reader took that for a
 * crash mid-write and removed a live lock).
 */
function createExclusive(path: string, text: string): boolean {
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, text, { flag: 'wx' });
  try {
    linkSync(tmp, path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** How long a starter waits for another one that is taking over the same stale lock (it needs microseconds). */
export const TAKEOVER_WAIT_MS = 2_000;
const pause = (ms: number): void => { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms); };

/** The claim file of one stale file's takeover: named after its content, so each stale instance has its own. */
export const claimPathOf = (path: string, staleText: string): string =>
  `${path}.takeover-${createHash('sha256').update(staleText).digest('hex').slice(0, 16)}`;

/**
 * Removes `path` only while it still holds `staleText`, the stale lock this process read. Of every starter that
 * read the same stale lock, one at a time may act on it: each first creates a claim file named after that lock's
 * content (exclusively), then re-reads the lock under the claim. A starter that read the stale lock just before
 * another one replaced it with its own therefore finds the new lock and leaves it alone, instead of deleting it
 * and starting beside it. A claim left by a starter that crashed mid-takeover is itself stale and taken over the
 * same way (a claim of the claim). Returns false when another live starter holds the claim (the caller waits).
 */
function removeIfStill(path: string, staleText: string, me: string, depth = 0): boolean {
  const claim = claimPathOf(path, staleText);
  if (!createExclusive(claim, me)) {
    const claimText = readRaw(claim);
    if (claimText === null) return false;
    const claimant = parseHolder(claimText);
    if ((claimant && alive(claimant)) || depth >= 3) return false;
    removeIfStill(claim, claimText, me, depth + 1);
    return false;
  }
  try {
    if (readRaw(path) === staleText) rmSync(path, { force: true });
  } finally {
    rmSync(claim, { force: true });
  }
  return true;
}

/**
 * Takes the folder for this process, or throws DataDirInUse. A lock left by a crashed server (its process gone,
 * or its pid now another process) is taken over, atomically (removeIfStill): of two servers that find the same
 * stale lock, one starts and the other refuses. Returns the release function; it also runs at process exit.
 * `onStale` is a test seam: it runs after a stale lock was read and before it is taken over.
 */
export function lockDataDir(dataDir: string, options: { onStale?: () => void } = {}): () => void {
  const path = lockPathOf(dataDir);
  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), procStart: procStart(process.pid) };
  const mine = JSON.stringify(me);
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    if (createExclusive(path, mine)) break;
    const text = readRaw(path);
    if (text === null) continue; // released between the two steps: try again
    const holder = parseHolder(text);
    if (holder && alive(holder)) throw new DataDirInUse(dataDir, holder);
    // Stale (crashed holder) or unreadable: take it over, unless another starter is doing so right now.
    options.onStale?.();
    if (!removeIfStill(path, text, mine)) {
      if (Date.now() > deadline) throw new Error(`could not lock the data folder ${dataDir}: another server is taking over its stale lock`);
      pause(10);
    }
  }
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readRaw(path) === mine) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}

import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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

function readHolder(path: string): LockHolder | null {
  try {
    const x = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
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

/**
 * Takes the folder for this process, or throws DataDirInUse. A lock left by a crashed server (its process gone,
 * or its pid now another process) is taken over. Returns the release function; it also runs at process exit.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = lockPathOf(dataDir);
  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), procStart: procStart(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      // 'wx' creates the file only if it does not exist: of two servers starting at once, one wins.
      fd = openSync(path, 'wx');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = readHolder(path);
      if (holder && alive(holder)) throw new DataDirInUse(dataDir, holder);
      // Stale (crashed holder) or unreadable (a crash mid-write): remove it and try once more.
      rmSync(path, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      process.off('exit', release);
      if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
    };
    process.on('exit', release);
    return release;
  }
  const holder = readHolder(path);
  throw holder ? new DataDirInUse(dataDir, holder) : new Error(`could not lock the data folder ${dataDir}`);
}

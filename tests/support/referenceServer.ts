// Starts the real reference server on the production build with a fresh embedded database, and
// stops it again. The end-to-end tests and the benchmark both use it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  port: number;
  origin: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUp(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/wps/v2/system/status?device=MOBILE`);
      if (r.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not answer /wps/v2/system/status within 120 s');
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => { clearTimeout(timer); resolve(true); });
  });
}

let current: (() => Promise<void>) | undefined;

/** Stops the server started last, even while it is still starting (for signal handlers). */
export function stopServer(): Promise<void> {
  return current?.() ?? Promise.resolve();
}

export async function startServer(opts: { label?: string; stdio?: 'inherit' | 'ignore'; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `tessera-${opts.label ?? 'server'}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist', RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_LOGIN_PER_MINUTE: '100000', DATABASE_URL: '', TESSERA_TEST_HOOKS: '1', ...opts.env },
    stdio: ['ignore', opts.stdio ?? 'ignore', 'inherit'],
  });
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    child.kill('SIGTERM');
    if (!(await exited(child, 5_000))) {
      child.kill('SIGKILL');
      await exited(child, 2_000);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  current = stop;
  try {
    await waitUp(port, child);
  } catch (e) {
    await stop();
    throw e;
  }
  return { port, origin: `http://localhost:${port}`, stop };
}

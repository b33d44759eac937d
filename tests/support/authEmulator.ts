// Starts the Firebase Auth emulator (firebase-tools, `--only auth`: no Java needed) for the end-to-end
// tests, on free ports with a generated firebase.json in a throwaway folder, and stops it again.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The emulator's project: a demo- project never reaches a real Firebase project. */
export const AUTH_EMULATOR_PROJECT = 'demo-tessera';

export interface AuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => done(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

async function waitReady(origin: string, exited: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the Auth emulator exited while starting');
    try {
      const r = await fetch(`${origin}/`);
      if (r.ok && ((await r.json()) as { authEmulator?: { ready?: boolean } }).authEmulator?.ready) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the Auth emulator did not answer at ${origin} within ${ms / 1000} s`);
}

/** Resolves once the emulator answers on `port` (a free one when left out). */
export async function startAuthEmulator(port?: number): Promise<AuthEmulator> {
  const [auth, hub, logging] = [port ?? await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'tessera-auth-emulator-'));
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify({
    emulators: { auth: { host: '127.0.0.1', port: auth }, hub: { host: '127.0.0.1', port: hub }, logging: { port: logging }, ui: { enabled: false }, singleProjectMode: true },
  }));
  const bin = resolve('node_modules/.bin/firebase');
  // Its own process group, so stop() ends the CLI and anything it started, and nothing else.
  const child = spawn(bin, ['emulators:start', '--only', 'auth', '--project', AUTH_EMULATOR_PROJECT, '--config', join(dir, 'firebase.json')], {
    cwd: dir, detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: process.env,
  });
  let exited = false;
  child.once('exit', () => { exited = true; });
  const stop = async (): Promise<void> => {
    if (!exited && child.pid) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
      const deadline = Date.now() + 5000;
      while (!exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (!exited) try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitReady(`http://127.0.0.1:${auth}`, () => exited, 180_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return { host: `127.0.0.1:${auth}`, stop };
}

/**
 * Whether this run needs the emulator: E2E_AUTH_EMULATOR=1 or 0 decides; otherwise a full run does, and a
 * run of chosen files only when one of them is a Firebase test, so focused runs do not pay its start-up.
 */
export function wantsAuthEmulator(argv: readonly string[], setting = process.env.E2E_AUTH_EMULATOR): boolean {
  if (setting === '1' || setting === '0') return setting === '1';
  const filters: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a.startsWith('-')) {
      if (!a.includes('=') && ['--project', '--config', '-c', '--root', '-r', '--dir'].includes(a)) i++;
      continue;
    }
    if (a.endsWith('.test.ts') || a.includes('/')) filters.push(a);
  }
  return filters.length === 0 || filters.some((f) => f.includes('firebase') || !f.endsWith('.test.ts'));
}

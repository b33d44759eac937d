import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, Agent } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockPathOf } from '../../server/db/data-dir-lock.ts';
import { gracefulShutdown } from '../../server/http/graceful-shutdown.ts';
import { listen } from './raw-http.ts';

/** Resolves with the first line of the child's output that matches. */
function lineMatching(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (b: Buffer): void => {
      seen += b.toString();
      const line = seen.split('\n').find((l) => pattern.test(l));
      if (line) { child.stdout!.off('data', onData); resolve(line); }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code} before ${pattern}: ${seen.slice(-500)}`)));
  });
}

const answerOf = (socket: Socket): Promise<string> => new Promise((resolve) => {
  let text = '';
  socket.on('data', (b) => { text += b.toString('latin1'); });
  socket.on('close', () => resolve(text));
});

describe('shutdown (SIGTERM)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-shutdown-'));
  afterAll(() => { rmSync(dir, { recursive: true, force: true }); rmSync(lockPathOf(dir), { force: true }); });

  it('finishes a request still in flight after 3 s, closes keep-alive sockets and the database, then exits 0', async () => {
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((r) => probe.close(r));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dir, DATABASE_URL: '', WPS_ENV: 'test' }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await lineMatching(child, /Tessera WPS server on/);
      // A keep-alive client between requests: its socket must not hold the shutdown open.
      const agent = new Agent({ keepAlive: true });
      let answered!: () => void;
      const idleAnswered = new Promise<void>((resolve) => { answered = resolve; });
      const idleClosed = new Promise<void>((resolve) => {
        const req = request({ host: '127.0.0.1', port, path: '/wps/v2/system/status?device=MOBILE', headers: { Host: 'localhost' }, agent }, (res) => {
          res.resume();
          res.once('end', answered);
        });
        req.once('socket', (s) => s.once('close', () => resolve()));
        req.end();
      });
      await idleAnswered;
      // A phone halfway through posting its body when the deploy starts.
      const body = JSON.stringify({ merchant: 'demo', value: 'visit:first,fcp:900' });
      const socket = connect(port, '127.0.0.1');
      const answer = answerOf(socket);
      // Node answers '100 Continue' once the request is dispatched: from then on it is in flight.
      const dispatched = new Promise<void>((resolve) => socket.on('data', (b) => { if (b.toString().includes('100 Continue')) resolve(); }));
      socket.write(`POST /wps/system/collect HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nExpect: 100-continue\r\nContent-Length: ${body.length}\r\n\r\n`);
      await dispatched;
      socket.write(body.slice(0, 10));
      const draining = lineMatching(child, /shutting down: 1 request\(s\) in flight/);
      child.kill('SIGTERM');
      await draining;
      await idleClosed;
      // Past the old forced exit at 3 s: the request is still owed its answer.
      await new Promise((r) => setTimeout(r, 3_500));
      socket.write(body.slice(10));
      const text = await answer;
      expect(text).toMatch(/HTTP\/1\.1 204/);
      expect(text.toLowerCase()).toContain('connection: close');
      await lineMatching(child, /shut down cleanly: database closed/);
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);

  it('cuts what is still running when the drain time is over, and still closes the database', async () => {
    const server = createServer((req, res) => { req.resume(); req.on('end', () => res.end('late')); });
    const port = await listen(server);
    const lines: string[] = [];
    let closedDb = false;
    const shutdown = gracefulShutdown(server, { drainMs: 200, log: (l) => lines.push(l), close: async () => { closedDb = true; } });
    const socket = connect(port, '127.0.0.1');
    const arrived = new Promise((resolve) => server.once('request', resolve));
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nab');
    await arrived;
    // Never finishes its body: only the drain bound ends it.
    expect(await shutdown()).toBe(1);
    expect(lines.some((l) => l.includes('1 request(s) still running after 0.2 s were cut'))).toBe(true);
    expect(closedDb).toBe(true);
    socket.destroy();
  });
});

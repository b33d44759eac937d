import { afterEach, describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS } from '../../contract/wps.ts';
import { loginKey } from '../../server/auth/attempt-throttle.ts';
import { threadId } from 'node:worker_threads';
import { scryptSync } from 'node:crypto';
import { cryptoJobsByThread } from '../../server/auth/crypto-pool.ts';
import { HashGate, replacePasswordGate, type HashGateLimits } from '../../server/auth/hash-gate.ts';
import { verifyMemberPassword } from '../../server/auth/member-password.ts';
import { hashPassword, verifyPassword } from '../../server/auth/password.ts';
import { HttpError } from '../../server/http/reply.ts';
import { DEMO, envelope, SEED_PASSWORD, secureCall, useApp } from './helpers.ts';
import { eventually } from '../unit/eventually.ts';

const s = useApp();

/** A task that runs until its release() is called. */
function held(): { task: () => Promise<void>; started: Promise<void>; release: () => void } {
  let release!: () => void;
  let onStart!: () => void;
  const started = new Promise<void>((r) => { onStart = r; });
  const done = new Promise<void>((r) => { release = r; });
  return { task: () => { onStart(); return done; }, started, release };
}

/** Installs a small gate for one test, with one slot held busy until the returned release() is called. */
let restore: HashGate | null = null;
function smallGate(limits: HashGateLimits): { gate: HashGate; release: () => void; busy: Promise<void> } {
  const gate = new HashGate(limits);
  const previous = replacePasswordGate(gate);
  restore ??= previous;
  const h = held();
  return { gate, release: h.release, busy: gate.run(h.task) };
}
afterEach(() => {
  if (restore) replacePasswordGate(restore);
  restore = null;
});

const refusedAtOnce = async (p: Promise<unknown>): Promise<HttpError> => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(HttpError);
  expect(err).toMatchObject({ status: 503, code: CODES.serviceUnavailable, headers: { 'Retry-After': '1' } });
  return err as HttpError;
};

describe('password hashing gate', () => {
  // First in the file: the dummy hash of member-password.ts is made once per process.
  it('an unknown name refused while the gate is full is checked again afterwards (the refusal is not cached)', async () => {
    const { release, busy } = smallGate({ running: 1, waiting: 0 });
    await refusedAtOnce(verifyMemberPassword('whatever', null));
    release();
    await busy;
    await expect(verifyMemberPassword('whatever', null)).resolves.toBe(false);
  });

  it('runs at most N at once, queues Q in order, and refuses the next at once with 503 and Retry-After', async () => {
    const gate = new HashGate({ running: 2, waiting: 2 });
    const tasks = Array.from({ length: 4 }, () => held());
    const order: number[] = [];
    const admitted = tasks.map((t, i) => gate.run(async () => { order.push(i); await t.task(); return i; }));
    await Promise.all([tasks[0]!.started, tasks[1]!.started]);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 2, waiting: 2 });

    // Nothing has been released: a refusal that waited would never settle.
    await refusedAtOnce(gate.run(() => Promise.resolve('late')));
    expect(order).toEqual([0, 1]);

    tasks[1]!.release();
    await tasks[2]!.started;
    expect(order).toEqual([0, 1, 2]);
    tasks[0]!.release();
    await tasks[3]!.started;
    expect(order).toEqual([0, 1, 2, 3]);
    tasks[2]!.release();
    tasks[3]!.release();
    await expect(Promise.all(admitted)).resolves.toEqual([0, 1, 2, 3]);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('refuseWhenFull refuses exactly when run() would', async () => {
    const gate = new HashGate({ running: 1, waiting: 1 });
    const h = held();
    const first = gate.run(h.task);
    expect(() => gate.refuseWhenFull()).not.toThrow();
    const second = gate.run(() => Promise.resolve());
    expect(() => gate.refuseWhenFull()).toThrow(HttpError);
    h.release();
    await Promise.all([first, second]);
    expect(() => gate.refuseWhenFull()).not.toThrow();
  });

  it('frees the slot of a task that fails', async () => {
    const gate = new HashGate({ running: 1, waiting: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(() => Promise.resolve(7))).resolves.toBe(7);
  });

  it('hashPassword and verifyPassword go through the gate', async () => {
    const stored = await hashPassword('Secret-1');
    const { gate, release, busy } = smallGate({ running: 1, waiting: 1 });
    const queued = verifyPassword('Secret-1', stored);
    expect(gate.waiting).toBe(1);
    await refusedAtOnce(hashPassword('Secret-2'));
    await refusedAtOnce(verifyPassword('Secret-1', stored));
    release();
    await busy;
    await expect(queued).resolves.toBe(true);
  });

  it('a login under an over-full gate answers 503 system.unavailable with Retry-After, then logs in once it drains', async () => {
    const { release, busy } = smallGate({ running: 1, waiting: 0 });
    const res = await secureCall(s.app, `${DEMO}${WPS.login}`, { username: 'player01', password: SEED_PASSWORD, type: 'username' }, { merchant: 'demo' });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('1');
    expect(await envelope(res)).toMatchObject({ success: false, code: CODES.serviceUnavailable });
    // Refused before the per-account throttle: a busy server's answer is no failed guess.
    const counted = await s.db.selectFrom('auth_throttles').select('failures').where('key', '=', loginKey('demo', 'username', 'player01')).execute();
    expect(counted).toEqual([]);
    release();
    await busy;
    const again = await secureCall(s.app, `${DEMO}${WPS.login}`, { username: 'player01', password: SEED_PASSWORD, type: 'username' }, { merchant: 'demo' });
    expect((await envelope(again)).success).toBe(true);
  });

  it('hashes on worker threads, not on the event loop, with the same result as scrypt', async () => {
    const before = [...cryptoJobsByThread().values()].reduce((a, b) => a + b, 0);
    const stored = await hashPassword('Secret-3');
    await expect(verifyPassword('Secret-3', stored)).resolves.toBe(true);
    await expect(verifyPassword('Secret-4', stored)).resolves.toBe(false);
    const jobs = cryptoJobsByThread();
    expect([...jobs.values()].reduce((a, b) => a + b, 0) - before).toBe(3);
    expect(jobs.has(threadId)).toBe(false);
    const [, n, r, p, salt, hash] = stored.split('$');
    expect(scryptSync('Secret-3', Buffer.from(salt!, 'hex'), 32, { N: Number(n), r: Number(r), p: Number(p) }).toString('hex')).toBe(hash);
  });

  it('opens sealed bodies on a worker thread', async () => {
    const before = [...cryptoJobsByThread().values()].reduce((a, b) => a + b, 0);
    const res = await secureCall(s.app, `${DEMO}${WPS.login}`, { username: 'player01', password: SEED_PASSWORD, type: 'username' }, { merchant: 'demo' });
    expect((await envelope(res)).success).toBe(true);
    // One RSA open and one password verification.
    expect([...cryptoJobsByThread().values()].reduce((a, b) => a + b, 0) - before).toBe(2);
  });

  it('refuses a sealed post under a full gate before decrypting it: the same body is accepted once the gate drains', async () => {
    const { release, busy } = smallGate({ running: 1, waiting: 0 });
    const { fetchRsaKey, sealJsonInit } = await import('../support/secureRequest.ts');
    const key = await fetchRsaKey((u, init) => s.app.request(u, init), DEMO, 'demo');
    const sealed = await sealJsonInit(key, { username: 'player01', password: SEED_PASSWORD, type: 'username' });
    const post = () => s.app.request(`${DEMO}${WPS.login}`, { method: 'POST', headers: { Merchant: 'demo', ...sealed.headers }, body: sealed.body });
    const jobs = [...cryptoJobsByThread().values()].reduce((a, b) => a + b, 0);
    const refused = await post();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('1');
    // Not opened, so not claimed: a refusal for load never burns the player's sealed body.
    expect([...cryptoJobsByThread().values()].reduce((a, b) => a + b, 0)).toBe(jobs);
    release();
    await busy;
    expect((await envelope(await post())).success).toBe(true);
  });

  it('admits a bounded number of sealed posts at the door and refuses the next at once, without burning its body', async () => {
    const { createApp } = await import('../../server/app.ts');
    const { fetchRsaKey, sealJsonInit } = await import('../support/secureRequest.ts');
    const app = createApp({ db: s.db, distDir: 'none', rateLimit: false, credentialAdmission: { coldInFlight: 1 }, logError: () => undefined, logWarn: () => undefined });
    const key = await fetchRsaKey((u, init) => app.request(u, init), DEMO, 'demo');
    const first = await sealJsonInit(key, { username: 'player01', password: SEED_PASSWORD, type: 'username' });
    const second = await sealJsonInit(key, { username: 'agent01', password: SEED_PASSWORD, type: 'username' });
    const post = (sealed: typeof first) => Promise.resolve(app.request(`${DEMO}${WPS.login}`, { method: 'POST', headers: { Merchant: 'demo', ...sealed.headers }, body: sealed.body }));
    // The one admitted login waits behind a held hash slot, so it is still in flight when the second arrives.
    const { gate, release, busy } = smallGate({ running: 1, waiting: 4 });
    const admitted = post(first);
    await eventually(() => expect(gate.waiting).toBe(1));
    const refused = await post(second);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('1');
    release();
    await busy;
    expect((await envelope(await admitted)).success).toBe(true);
    expect((await envelope(await post(second))).success).toBe(true);
  });
});

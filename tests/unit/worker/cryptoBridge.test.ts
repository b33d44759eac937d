import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCryptoBridge, CryptoWorkerError } from '../../../src/worker/cryptoBridge.ts';
import { hashFingerprint } from '../../../workers/fingerprint.ts';
import { FakeWorker } from './fakeWorker.ts';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets queued microtasks (message deliveries) run. */
async function flush(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}

function setup(apiOverrides: Record<string, unknown> = {}, options: { idleMs?: number; startTimeoutMs?: number } = {}) {
  const workers: FakeWorker[] = [];
  const api = { ping: vi.fn(() => 'pong'), hashFingerprint: vi.fn(hashFingerprint), ...apiOverrides };
  const createWorker = vi.fn(() => {
    const w = new FakeWorker(api);
    workers.push(w);
    return w;
  });
  const bridge = createCryptoBridge({ createWorker, ...options });
  return { bridge, api, workers, createWorker };
}

const signals = { ua: 'test', dpr: 2 };

afterEach(() => {
  vi.useRealTimers();
});

describe('cryptoBridge', () => {
  it('creates no worker before the first call', async () => {
    const { bridge, createWorker } = setup();
    expect(createWorker).not.toHaveBeenCalled();
    expect(bridge.running).toBe(false);
    expect(await bridge.call('ping')).toBe('pong');
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(bridge.running).toBe(true);
    bridge.stop();
  });

  it('queues calls until the worker answers its ping, then runs them', async () => {
    const gate = deferred();
    const hash = vi.fn(hashFingerprint);
    const { bridge, api } = setup({ ping: vi.fn(async () => (await gate.promise, 'pong')), hashFingerprint: hash });
    const first = bridge.hashFingerprint(signals);
    const second = bridge.call('hashFingerprint', { other: true });
    await flush();
    expect(api.ping).toHaveBeenCalledTimes(1);
    expect(hash).not.toHaveBeenCalled();
    gate.resolve();
    expect(await first).toBe(await hashFingerprint(signals));
    expect(await second).toBe(await hashFingerprint({ other: true }));
    expect(hash).toHaveBeenCalledTimes(2);
    bridge.stop();
  });

  it('uses one worker for concurrent calls', async () => {
    const { bridge, createWorker } = setup();
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => bridge.hashFingerprint({ n })));
    expect(new Set(ids).size).toBe(5);
    expect(createWorker).toHaveBeenCalledTimes(1);
    bridge.stop();
  });

  it('terminates after the idle period and restarts on the next call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { bridge, workers, createWorker } = setup({}, { idleMs: 30_000 });
    await bridge.hashFingerprint(signals);
    vi.advanceTimersByTime(29_999);
    expect(workers[0]?.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(workers[0]?.terminated).toBe(true);
    expect(bridge.running).toBe(false);
    expect(await bridge.hashFingerprint(signals)).toBe(await hashFingerprint(signals));
    expect(createWorker).toHaveBeenCalledTimes(2);
    expect(workers[1]?.terminated).toBe(false);
    bridge.stop();
  });

  it('does not stop while a call is in flight, and each call resets the idle clock', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const gate = deferred();
    const { bridge, workers } = setup({ hashFingerprint: vi.fn(async () => (await gate.promise, 'slow')) }, { idleMs: 1000 });
    const slow = bridge.hashFingerprint(signals);
    await flush();
    vi.advanceTimersByTime(5000);
    expect(workers[0]?.terminated).toBe(false);
    gate.resolve();
    expect(await slow).toBe('slow');
    vi.advanceTimersByTime(600);
    await bridge.call('ping');
    vi.advanceTimersByTime(600);
    expect(workers[0]?.terminated).toBe(false);
    vi.advanceTimersByTime(400);
    expect(workers[0]?.terminated).toBe(true);
  });

  it('warm() starts the worker without a call and lets it idle out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { bridge, api, workers, createWorker } = setup({}, { idleMs: 1000 });
    bridge.warm();
    bridge.warm();
    expect(createWorker).toHaveBeenCalledTimes(1);
    await flush();
    expect(api.ping).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(workers[0]?.terminated).toBe(true);
  });

  it('rejects pending calls on a worker error and starts a fresh worker next time', async () => {
    const gate = deferred();
    let pings = 0;
    const ping = vi.fn(async () => {
      pings += 1;
      if (pings === 1) await gate.promise; // the first worker never gets ready
      return 'pong';
    });
    const { bridge, workers, createWorker } = setup({ ping });
    const queued = bridge.hashFingerprint(signals);
    const queued2 = bridge.call('ping');
    await flush();
    workers[0]?.fail('script failed to load');
    await expect(queued).rejects.toBeInstanceOf(CryptoWorkerError);
    await expect(queued2).rejects.toThrow(/crypto worker failed: script failed to load/);
    expect(workers[0]?.terminated).toBe(true);
    expect(bridge.running).toBe(false);
    expect(await bridge.hashFingerprint(signals)).toBe(await hashFingerprint(signals));
    expect(createWorker).toHaveBeenCalledTimes(2);
    bridge.stop();
  });

  it('rejects a call in flight when the worker dies mid-call', async () => {
    const { bridge, workers } = setup({ hashFingerprint: vi.fn(() => new Promise(() => undefined)) });
    await bridge.call('ping');
    const hanging = bridge.hashFingerprint(signals);
    await flush();
    workers[0]?.fail('out of memory');
    await expect(hanging).rejects.toThrow(/out of memory/);
  });

  it('passes a function error through and keeps the worker', async () => {
    const { bridge, workers } = setup({ hashFingerprint: vi.fn(async () => Promise.reject(new TypeError('bad signals'))) });
    await expect(bridge.hashFingerprint(signals)).rejects.toThrow(/bad signals/);
    expect(bridge.running).toBe(true);
    expect(workers[0]?.terminated).toBe(false);
    bridge.stop();
  });

  it('gives up on a worker that never answers its ping', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { bridge, workers } = setup({ ping: vi.fn(() => new Promise(() => undefined)) }, { startTimeoutMs: 10_000 });
    const call = bridge.hashFingerprint(signals);
    vi.advanceTimersByTime(10_000);
    await expect(call).rejects.toThrow(/did not start in time/);
    expect(workers[0]?.terminated).toBe(true);
  });

  it('turns a worker that cannot be constructed into a rejected call; warm() does not throw', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bridge = createCryptoBridge({
      createWorker: () => {
        throw new Error('blocked by CSP');
      },
    });
    await expect(bridge.hashFingerprint(signals)).rejects.toThrow(/blocked by CSP/);
    expect(() => bridge.warm()).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('stop() rejects calls in flight with a clear error', async () => {
    const { bridge } = setup({ hashFingerprint: vi.fn(() => new Promise(() => undefined)) });
    const hanging = bridge.hashFingerprint(signals);
    await flush();
    bridge.stop();
    await expect(hanging).rejects.toThrow(/crypto worker stopped/);
  });
});

/** The page reading the worker's GET_VERSION reply (§4 of production-wire: a bare version string on ports[0]). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SW_MESSAGES } from '../../../contract/messages.ts';
import { askVersion } from '../../../src/pwa/swVersion.ts';

/** A worker that answers GET_VERSION on the transferred port with `reply` (or never, when reply is undefined). */
function worker(reply?: unknown) {
  const received: unknown[] = [];
  const w = {
    postMessage: vi.fn((message: unknown, ports: MessagePort[]) => {
      received.push(message);
      if (reply !== undefined) ports[0]!.postMessage(reply);
    }),
  };
  return { w: w as unknown as ServiceWorker, received };
}

afterEach(() => vi.useRealTimers());

describe('askVersion', () => {
  it("reads the bare string production's worker (and this one) replies", async () => {
    const { w, received } = worker('37322');
    expect(await askVersion(w)).toBe('37322');
    expect(received).toEqual([{ type: SW_MESSAGES.getVersion }]);
  });

  it('still reads an older worker\'s {type, version} reply', async () => {
    expect(await askVersion(worker({ type: 'GET_VERSION', version: 'abc123' }).w)).toBe('abc123');
  });

  it('answers unknown for a reply that is not a short version string', async () => {
    for (const bad of [{ type: 'GET_VERSION' }, 42, null, '<img src=x>', 'x'.repeat(65), '', [], { version: 7 }]) {
      expect(await askVersion(worker(bad).w), JSON.stringify(bad)).toBe('unknown');
    }
  });

  it('answers unknown without a worker, when posting fails, or when no reply comes in time', async () => {
    expect(await askVersion(null)).toBe('unknown');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const throwing = { postMessage: () => { throw new Error('gone'); } } as unknown as ServiceWorker;
    expect(await askVersion(throwing)).toBe('unknown');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = askVersion(worker().w, 2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await pending).toBe('unknown');
  });
});

/** A Worker stand-in for unit tests: the real Comlink `expose` on an in-memory endpoint, messages on microtasks. */
import { expose } from 'comlink';
import type { WorkerLike } from '../../../src/worker/cryptoBridge.ts';

type Listener = (event: Event) => void;

function messageEvent(data: unknown): Event {
  return Object.assign(new Event('message'), { data: structuredClone(data) });
}

export class FakeWorker implements WorkerLike {
  terminated = false;
  private outside = new EventTarget();
  private inside = new EventTarget();

  constructor(api: object) {
    expose(api, {
      postMessage: (data: unknown) => this.deliver(this.outside, data),
      addEventListener: (type: string, l: EventListenerOrEventListenerObject) => this.inside.addEventListener(type, l),
      removeEventListener: (type: string, l: EventListenerOrEventListenerObject) => this.inside.removeEventListener(type, l),
    });
  }
  private deliver(target: EventTarget, data: unknown): void {
    queueMicrotask(() => {
      if (!this.terminated) target.dispatchEvent(messageEvent(data));
    });
  }
  postMessage(data: unknown): void {
    this.deliver(this.inside, data);
  }
  addEventListener(type: string, listener: Listener): void {
    this.outside.addEventListener(type, listener);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.outside.removeEventListener(type, listener);
  }
  terminate(): void {
    this.terminated = true;
  }
  fail(message: string): void {
    this.outside.dispatchEvent(Object.assign(new Event('error'), { message }));
  }
}

type BridgeModule = typeof import('../../../src/worker/cryptoBridge.ts');

/**
 * The bridge module with its app bridge's worker running the real worker API in this process (messages
 * still structured-cloned). For tests that reach the worker through src/ code:
 * `vi.mock('<path>/src/worker/cryptoBridge.ts', async (io) => (await import('./fakeWorker.ts')).inProcessBridgeModule(io))`.
 */
export async function inProcessBridgeModule(importOriginal: () => Promise<unknown>): Promise<BridgeModule> {
  const actual = (await importOriginal()) as BridgeModule;
  const { cryptoApi } = await import('../../../workers/cryptoApi.ts');
  return { ...actual, cryptoBridge: actual.createCryptoBridge({ createWorker: () => new FakeWorker(cryptoApi) }) };
}

/** Types and the error of the crypto worker bridge, typed from the worker's own API. */
import type { CryptoApi } from '../../workers/crypto.worker.ts';

export type { CryptoApi };
export type CryptoMethod = keyof CryptoApi;
export type CryptoArgs<K extends CryptoMethod> = Parameters<CryptoApi[K]>;
export type CryptoResult<K extends CryptoMethod> = Awaited<ReturnType<CryptoApi[K]>>;

/** What the bridge needs from a Worker; a real Worker fits, tests pass a fake. */
export interface WorkerLike {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  terminate(): void;
}

export interface CryptoBridgeOptions {
  createWorker?: () => WorkerLike;
  /** Stop after this long with no call in flight. */
  idleMs?: number;
  /** Give up on a worker that has not answered its ping by then. */
  startTimeoutMs?: number;
}

export interface CryptoBridge {
  call<K extends CryptoMethod>(method: K, ...args: CryptoArgs<K>): Promise<CryptoResult<K>>;
  hashFingerprint(...args: CryptoArgs<'hashFingerprint'>): Promise<string>;
  /** Encrypts a login or registration payload for the key endpoint's answer (contract/hybrid.ts). */
  seal(...args: CryptoArgs<'seal'>): Promise<CryptoResult<'seal'>>;
  /** Starts the worker ahead of the first call (the idle timer still applies). */
  warm(): void;
  /** Stops now; calls in flight reject with CryptoWorkerError. */
  stop(): void;
  readonly running: boolean;
}

export class CryptoWorkerError extends Error {
  override name = 'CryptoWorkerError';
}

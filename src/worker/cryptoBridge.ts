/**
 * The one owner of the crypto worker's life: lazy start on first use, calls queued until the
 * worker answers its ping, stop after an idle period, fresh worker after an error or a stop.
 */
import { releaseProxy, wrap, type Remote } from 'comlink';
import type { CryptoApi } from '../../workers/crypto.worker.ts';
import { CryptoWorkerError, type CryptoBridge, type CryptoBridgeOptions, type WorkerLike } from './cryptoTypes.ts';
import type { CryptoArgs, CryptoMethod, CryptoResult } from './cryptoTypes.ts';

export * from './cryptoTypes.ts';

export const CRYPTO_IDLE_MS = 30_000;
export const CRYPTO_START_TIMEOUT_MS = 10_000;

// Vite sees this literal `new Worker(new URL(...))` and emits the worker as its own chunk.
function defaultCreateWorker(): WorkerLike {
  return new Worker(new URL('../../workers/crypto.worker.ts', import.meta.url), { type: 'module' });
}

interface Instance {
  worker: WorkerLike;
  remote: Remote<CryptoApi>;
  ready: Promise<void>;
  died: Promise<never>;
  kill: (error: CryptoWorkerError) => void;
  dead: boolean;
  inFlight: number;
}

export function createCryptoBridge(options: CryptoBridgeOptions = {}): CryptoBridge {
  const createWorker = options.createWorker ?? defaultCreateWorker;
  const idleMs = options.idleMs ?? CRYPTO_IDLE_MS;
  const startTimeoutMs = options.startTimeoutMs ?? CRYPTO_START_TIMEOUT_MS;
  let current: Instance | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  function clearIdle(): void {
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = null;
  }

  function scheduleIdle(inst: Instance): void {
    if (inst !== current || inst.dead || inst.inFlight > 0) return;
    clearIdle();
    idleTimer = setTimeout(() => inst.kill(new CryptoWorkerError('crypto worker stopped (idle)')), idleMs);
  }

  /** Rejects with the instance's death as soon as it dies, whatever `promise` does. */
  function guard<T>(inst: Instance, promise: Promise<T>): Promise<T> {
    return Promise.race([promise, inst.died]);
  }

  function start(): Instance {
    if (current) return current;
    let worker: WorkerLike;
    try {
      worker = createWorker();
    } catch (error) {
      throw new CryptoWorkerError(`crypto worker could not start: ${String(error)}`);
    }
    const remote = wrap<CryptoApi>(worker);
    let reject!: (error: CryptoWorkerError) => void;
    const died = new Promise<never>((_, r) => (reject = r));
    died.catch(() => undefined);
    const onError = (event: Event): void => {
      const detail = (event as ErrorEvent).message || event.type;
      inst.kill(new CryptoWorkerError(`crypto worker failed: ${detail}`));
    };
    const inst: Instance = {
      worker, remote, died, dead: false, inFlight: 0,
      ready: Promise.resolve(),
      kill(error) {
        if (inst.dead) return;
        inst.dead = true;
        if (current === inst) {
          current = null;
          clearIdle();
        }
        worker.removeEventListener('error', onError);
        worker.removeEventListener('messageerror', onError);
        try {
          remote[releaseProxy]();
        } catch {
          // already released
        }
        worker.terminate();
        reject(error);
      },
    };
    worker.addEventListener('error', onError);
    worker.addEventListener('messageerror', onError);
    const timeout = setTimeout(() => inst.kill(new CryptoWorkerError('crypto worker did not start in time')), startTimeoutMs);
    inst.ready = guard(inst, remote.ping()).then(
      (answer) => {
        clearTimeout(timeout);
        if (answer !== 'pong') throw new CryptoWorkerError('crypto worker answered its ping wrongly');
      },
      (error: unknown) => {
        clearTimeout(timeout);
        throw error instanceof CryptoWorkerError ? error : new CryptoWorkerError(`crypto worker ping failed: ${String(error)}`);
      },
    );
    // A failed handshake ends this worker; the next call starts a fresh one.
    inst.ready.catch((error: CryptoWorkerError) => inst.kill(error));
    current = inst;
    return inst;
  }

  async function call<K extends CryptoMethod>(method: K, ...args: CryptoArgs<K>): Promise<CryptoResult<K>> {
    const inst = start();
    clearIdle();
    inst.inFlight += 1;
    try {
      await inst.ready;
      if (inst.dead) return await inst.died;
      const fn = inst.remote[method] as unknown as (...a: CryptoArgs<K>) => Promise<CryptoResult<K>>;
      return await guard(inst, fn(...args));
    } finally {
      inst.inFlight -= 1;
      scheduleIdle(inst);
    }
  }

  return {
    call,
    hashFingerprint: (...args) => call('hashFingerprint', ...args),
    seal: (...args) => call('seal', ...args),
    warm() {
      try {
        const inst = start();
        scheduleIdle(inst);
      } catch (error) {
        console.warn('[crypto] warm-up failed', error);
      }
    },
    stop() {
      current?.kill(new CryptoWorkerError('crypto worker stopped'));
    },
    get running() {
      return current !== null;
    },
  };
}

/** The app's bridge; nothing starts until the first call or warm(). */
export const cryptoBridge = createCryptoBridge();

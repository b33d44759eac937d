import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';
import { HybridError, type SessionKey } from './hybrid-open.ts';
import type { CryptoAnswer, CryptoJob } from './crypto-worker.ts';

/** One worker per core, at most 4: hashing is CPU-bound and the event loop needs a core of its own under load. */
export const CRYPTO_WORKERS = Math.max(1, Math.min(4, availableParallelism()));

interface Slot { worker: Worker; busy: number }
/**
 * The server runs TypeScript through tsx; a worker's entry is loaded before any --import hook would apply, so a
 * tiny script registers tsx first and then imports the worker, whatever started this process (tsx, vitest).
 */
const TSX_API = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
const BOOT = `import(${JSON.stringify(TSX_API)})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./crypto-worker.ts', import.meta.url).href)}); })`;

type Pending = { resolve: (a: CryptoAnswer) => void; reject: (e: Error) => void; slot: Slot };

/**
 * A small pool of worker threads for scrypt and RSA private-key work. Jobs go to the least busy worker; callers
 * bound how many are in flight (hash-gate.ts). Workers are started on first use and do not keep the process alive.
 */
class CryptoPool {
  private slots: Slot[] = [];
  private readonly pending = new Map<number, Pending>();
  readonly answered = new Map<number, number>();
  private nextId = 1;

  constructor(private readonly size: number) {}

  private addWorker(): void {
    const worker = new Worker(BOOT, { eval: true });
    const slot: Slot = { worker, busy: 0 };
    worker.unref();
    worker.on('message', (answer: CryptoAnswer) => {
      const p = this.pending.get(answer.id);
      if (!p) return;
      this.pending.delete(answer.id);
      p.slot.busy -= 1;
      this.answered.set(worker.threadId, (this.answered.get(worker.threadId) ?? 0) + 1);
      p.resolve(answer);
    });
    // A worker that dies fails its jobs (500 for those requests) and is replaced for the next ones.
    worker.on('error', (e) => this.fail(slot, e));
    worker.on('exit', (code) => { if (code !== 0) this.fail(slot, new Error(`crypto worker exited with ${code}`)); });
    this.slots.push(slot);
  }

  private fail(slot: Slot, error: Error): void {
    this.slots = this.slots.filter((s) => s !== slot);
    for (const [id, p] of this.pending) {
      if (p.slot !== slot) continue;
      this.pending.delete(id);
      p.reject(error);
    }
  }

  run(job: CryptoJob): Promise<CryptoAnswer> {
    while (this.slots.length < this.size) this.addWorker();
    const slot = this.slots.reduce((a, b) => (b.busy < a.busy ? b : a));
    const id = this.nextId++;
    slot.busy += 1;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, slot });
      slot.worker.postMessage({ id, job });
    });
  }
}

const pool = new CryptoPool(CRYPTO_WORKERS);

/** Jobs each worker thread has answered, by its threadId: shows the work left the event loop. */
export const cryptoJobsByThread = (): ReadonlyMap<number, number> => pool.answered;

/** scrypt on a worker thread. */
export async function scryptOffThread(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  const answer = await pool.run({ op: 'scrypt', password, salt, keyLength, options });
  if (!answer.ok) throw new Error(answer.message);
  return Buffer.from(answer.key);
}

/** hybrid-open.ts openSessionKey on a worker thread: the same answer and the same HybridError refusals. */
export async function openSessionKeyOffThread(encryption: string, pem: string): Promise<SessionKey> {
  const answer = await pool.run({ op: 'open', encryption, pem });
  if (!answer.ok) throw answer.hybrid ? new HybridError(answer.hybrid, answer.message) : new Error(answer.message);
  return { version: answer.version ?? 'v1', key: Buffer.from(answer.key) };
}

/**
 * A crypto worker thread (crypto-pool.ts starts it): password hashing and the RSA private-key half of opening a
 * sealed body run here, so a burst of logins never blocks the event loop that answers everyone else.
 */
import { createPrivateKey, scryptSync, type KeyObject, type ScryptOptions } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { HybridError, openSessionKey } from './hybrid-open.ts';

export type CryptoJob =
  | { op: 'scrypt'; password: string; salt: Uint8Array; keyLength: number; options: ScryptOptions }
  | { op: 'open'; encryption: string; pem: string };

export type CryptoAnswer =
  | { id: number; ok: true; key: Uint8Array; version?: 'v1' | 'v2' }
  | { id: number; ok: false; hybrid: 'encryption' | 'digest' | null; message: string };

/** Parsed keys by PEM: parsing costs more than a decryption; merchants have one or two keys. */
const keys = new Map<string, KeyObject>();
function keyOf(pem: string): KeyObject {
  let key = keys.get(pem);
  if (!key) {
    if (keys.size >= 64) keys.clear();
    key = createPrivateKey(pem);
    keys.set(pem, key);
  }
  return key;
}

function run(job: CryptoJob): { key: Uint8Array; version?: 'v1' | 'v2' } {
  if (job.op === 'scrypt') return { key: scryptSync(job.password, job.salt, job.keyLength, job.options) };
  const session = openSessionKey(job.encryption, keyOf(job.pem));
  return { key: session.key, version: session.version };
}

parentPort?.on('message', ({ id, job }: { id: number; job: CryptoJob }) => {
  let answer: CryptoAnswer;
  try {
    answer = { id, ok: true, ...run(job) };
  } catch (e) {
    answer = { id, ok: false, hybrid: e instanceof HybridError ? e.reason : null, message: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(answer);
});

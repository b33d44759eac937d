import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { scryptOffThread } from './crypto-pool.ts';
import { passwordGate } from './hash-gate.ts';

const KEY_LENGTH = 32;
const PARAMS = { N: 16384, r: 8, p: 1 } as const;

/** Every scrypt waits its turn at the gate (hash-gate.ts), or is refused at once with a 503, and runs on a worker thread. */
function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return passwordGate().run(() => scryptOffThread(password.normalize('NFC'), salt, keyLength, options));
}

/** 'scrypt$N$r$p$salt$hash': the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('hex'), key.toString('hex')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(saltHex, 'hex'), expected.length, options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

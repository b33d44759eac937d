import { generateKeyPair, randomBytes } from 'node:crypto';
import type { RsaKeyInfo } from '../../contract/wps.ts';
import type { Db } from '../db/schema.ts';
import { hybridPolicy } from './hybrid-policy.ts';

export interface GeneratedRsaKey {
  keyId: string;
  privateKeyPem: string;
  /** Public modulus as lowercase hex; the exponent is 65537 (contract RsaKeyInfo). */
  modulusHex: string;
}

export function generateRsaKey(): Promise<GeneratedRsaKey> {
  return new Promise((resolve, reject) => {
    generateKeyPair('rsa', { modulusLength: 2048, publicExponent: 0x10001 }, (err, publicKey, privateKey) => {
      if (err) return reject(err);
      const jwk = publicKey.export({ format: 'jwk' });
      if (!jwk.n) return reject(new Error('RSA public key without modulus'));
      resolve({
        keyId: randomBytes(8).toString('hex'),
        privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        modulusHex: Buffer.from(jwk.n, 'base64url').toString('hex'),
      });
    });
  });
}

/**
 * The key endpoint's answer: the merchant's advertised version (hybrid-policy.ts, v2 unless configured)
 * and the server's clock, which the client seals with (contract/hybrid.ts SEALED_AT_FIELD).
 */
export async function findRsaKeyInfo(db: Db, merchant: string, now: number): Promise<RsaKeyInfo | null> {
  const row = await db.selectFrom('rsa_keys')
    .innerJoin('merchants', 'merchants.code', 'rsa_keys.merchant')
    .select(['rsa_keys.key_id', 'rsa_keys.public_modulus_hex', 'merchants.config'])
    .where('rsa_keys.merchant', '=', merchant)
    .executeTakeFirst();
  if (!row) return null;
  return { rsaKey: row.public_modulus_hex, RSA: row.key_id, DES: hybridPolicy(row.config).advertised, serverTime: now };
}

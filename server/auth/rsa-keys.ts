import { generateKeyPair, randomBytes } from 'node:crypto';
import type { RsaKeyInfo } from '../../contract/wps.ts';
import type { Db } from '../db/schema.ts';

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

export async function findRsaKeyInfo(db: Db, merchant: string): Promise<RsaKeyInfo | null> {
  const row = await db.selectFrom('rsa_keys')
    .select(['key_id', 'public_modulus_hex', 'scheme'])
    .where('merchant', '=', merchant)
    .executeTakeFirst();
  return row ? { rsaKey: row.public_modulus_hex, RSA: row.key_id, DES: row.scheme } : null;
}

import type { Context } from 'hono';
import { SECURE_HEADERS } from '../../contract/auth.ts';
import { CODES } from '../../contract/codes.ts';
import { HybridError, openSessionKey, openValue, verifyDigest } from '../auth/hybrid-open.ts';
import { findRsaPrivateKey } from '../auth/rsa-keys.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { parseJson, readBodyText } from './read-body.ts';
import { HttpError, clip } from './reply.ts';
import { validate, type Check } from './validator.ts';

const refuse = (code: string, message: string): HttpError => new HttpError(400, code, message);

function sealedValue(bodyText: string): string {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw refuse(CODES.encryptionInvalid, 'the body is not {"value": ...}');
  }
  const value = (body as { value?: unknown } | null)?.value;
  if (typeof value !== 'string' || Object.keys(body as object).length !== 1) throw refuse(CODES.encryptionInvalid, 'the body is not {"value": ...}');
  return value;
}

/**
 * The payload of an encrypted post (login, registration, password change), decrypted and validated.
 * Order: the three headers (else the plain body is refused unread), the body within the size cap,
 * the key by X-RSA among this merchant's, the session key, X-Digest over the raw text, then decryption,
 * JSON and `check`. Both versions are accepted whatever the merchant advertises.
 */
export async function readSecureJson<T>(c: Context, deps: AppDeps, check: Check<T>): Promise<T> {
  const encryption = c.req.header(SECURE_HEADERS.encryption);
  const digest = c.req.header(SECURE_HEADERS.digest);
  const keyId = c.req.header(SECURE_HEADERS.keyId);
  if (!encryption || !digest || !keyId) {
    throw refuse(CODES.encryptionRequired, `an encrypted body with ${SECURE_HEADERS.encryption}, ${SECURE_HEADERS.digest} and ${SECURE_HEADERS.keyId} is required`);
  }
  const bodyText = await readBodyText(c);
  const merchant = (c as Context<AppEnv>).get('merchant').code;
  const privateKey = await findRsaPrivateKey(deps.db, merchant, keyId);
  if (!privateKey) throw refuse(CODES.encryptionKeyUnknown, `${SECURE_HEADERS.keyId} '${clip(keyId, 64)}' is not a key of this merchant`);
  let plaintext: string;
  try {
    const session = openSessionKey(encryption, privateKey);
    verifyDigest(session, bodyText, digest);
    plaintext = openValue(session, sealedValue(bodyText));
  } catch (e) {
    if (e instanceof HybridError) throw refuse(e.reason === 'digest' ? CODES.digestInvalid : CODES.encryptionInvalid, e.message);
    throw e;
  }
  return validate(check, parseJson(plaintext));
}

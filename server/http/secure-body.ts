import type { Context } from 'hono';
import { SECURE_HEADERS } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { SEAL_WINDOW_MS, SEALED_AT_FIELD } from '../../contract/hybrid.ts';
import { openSessionKeyOffThread } from '../auth/crypto-pool.ts';
import { passwordGate } from '../auth/hash-gate.ts';
import { HybridError, encryptionVersion, openValue, verifyDigest } from '../auth/hybrid-open.ts';
import { hybridPolicy } from '../auth/hybrid-policy.ts';
import { claimSealedBody } from '../auth/sealed-replay.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { parseJson, readBodyText } from './read-body.ts';
import { HttpError, clip } from './reply.ts';
import { isPlainObject, validate, type Check } from './validator.ts';

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

/** The payload's seal time, removed from it; refused when missing or outside the window around `now`. */
function takeSealedAt(payload: Record<string, unknown>, now: number): number {
  const sealedAt = payload[SEALED_AT_FIELD];
  delete payload[SEALED_AT_FIELD];
  if (typeof sealedAt !== 'number' || !Number.isSafeInteger(sealedAt)) {
    throw refuse(CODES.requestTimestampMissing, `the sealed payload carries no ${SEALED_AT_FIELD} time (ms)`);
  }
  if (Math.abs(now - sealedAt) > SEAL_WINDOW_MS) {
    const off = Math.round((sealedAt - now) / 1000);
    throw refuse(CODES.requestExpired, `the body's ${SEALED_AT_FIELD} is ${Math.abs(off)} s ${off < 0 ? 'behind' : 'ahead of'} the server's time (window ${SEAL_WINDOW_MS / 1000} s); seal it again`);
  }
  return sealedAt;
}

/**
 * The payload of an encrypted post (login, registration, password change), decrypted and validated.
 * Every such post hashes a password next, so a full hashing queue refuses it first (503, nothing read or
 * counted); the RSA private-key work runs on a crypto worker thread (crypto-pool.ts).
 * Order: the three headers (else the plain body is refused unread), the body within the size cap,
 * the key by X-RSA among this merchant's, the version among those the merchant accepts, the session key,
 * X-Digest over the raw text, decryption and JSON, the seal time within SEAL_WINDOW_MS, the one-time claim
 * of the body (a replay is refused), then `check` on the payload without its seal time.
 */
export async function readSecureJson<T>(c: Context, deps: AppDeps, check: Check<T>): Promise<T> {
  const encryption = c.req.header(SECURE_HEADERS.encryption);
  const digest = c.req.header(SECURE_HEADERS.digest);
  const keyId = c.req.header(SECURE_HEADERS.keyId);
  if (!encryption || !digest || !keyId) {
    throw refuse(CODES.encryptionRequired, `an encrypted body with ${SECURE_HEADERS.encryption}, ${SECURE_HEADERS.digest} and ${SECURE_HEADERS.keyId} is required`);
  }
  passwordGate().refuseWhenFull();
  const bodyText = await readBodyText(c);
  const merchant = (c as Context<AppEnv>).get('merchant');
  const privateKey = await deps.db.selectFrom('rsa_keys').select('private_key_pem')
    .where('merchant', '=', merchant.code).where('key_id', '=', keyId).executeTakeFirst();
  if (!privateKey) throw refuse(CODES.encryptionKeyUnknown, `${SECURE_HEADERS.keyId} '${clip(keyId, 64)}' is not a key of this merchant`);
  const version = encryptionVersion(encryption);
  const { accepted } = hybridPolicy(merchant.config);
  if (!accepted.includes(version)) {
    throw refuse(CODES.encryptionVersionRefused, `encryption ${version} is not accepted here (accepted: ${accepted.join(', ')})`);
  }
  let plaintext: string;
  let value: string;
  try {
    const session = await openSessionKeyOffThread(encryption, privateKey.private_key_pem);
    verifyDigest(session, bodyText, digest);
    value = sealedValue(bodyText);
    plaintext = openValue(session, value);
  } catch (e) {
    if (e instanceof HybridError) throw refuse(e.reason === 'digest' ? CODES.digestInvalid : CODES.encryptionInvalid, e.message);
    throw e;
  }
  const payload = parseJson(plaintext);
  // Not an object: the route's check names the shape; a payload that passed it would still lack the time.
  if (!isPlainObject(payload)) {
    validate(check, payload);
    throw refuse(CODES.requestTimestampMissing, `the sealed payload carries no ${SEALED_AT_FIELD} time (ms)`);
  }
  const now = deps.now();
  const sealedAt = takeSealedAt(payload, now);
  if (!(await claimSealedBody(deps.db, merchant.code, value, sealedAt, now))) {
    throw refuse(CODES.requestReplayed, 'this sealed body was already used; seal the request again');
  }
  return validate(check, payload);
}

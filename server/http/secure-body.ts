import type { Context } from 'hono';
import { SECURE_HEADERS } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { SEAL_WINDOW_MS, SEALED_AT_FIELD, isRsaKeyId } from '../../contract/hybrid.ts';
import { openSessionKeyOffThread } from '../auth/crypto-pool.ts';
import { passwordGate } from '../auth/hash-gate.ts';
import { HybridError, earlierV1Key, encryptionVersion, isLiveV1Digest, openValue, verifyDigest } from '../auth/hybrid-open.ts';
import { hybridPolicy } from '../auth/hybrid-policy.ts';
import { UNSTAMPED_BODY_TTL_MS, claimSealedBody } from '../auth/sealed-replay.ts';
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

/** The payload's seal time, removed from it; refused when outside the window around `now`, or missing (v2, or v1 that had one). */
function takeSealedAt(payload: Record<string, unknown>, now: number, optional: boolean): number | null {
  const sealedAt = payload[SEALED_AT_FIELD];
  delete payload[SEALED_AT_FIELD];
  if (sealedAt === undefined && optional) return null;
  if (typeof sealedAt !== 'number' || !Number.isSafeInteger(sealedAt)) {
    throw refuse(CODES.requestTimestampMissing, `the sealed payload carries no ${SEALED_AT_FIELD} time (ms)`);
  }
  if (Math.abs(now - sealedAt) > SEAL_WINDOW_MS) {
    const off = Math.round((sealedAt - now) / 1000);
    throw refuse(CODES.requestExpired, `the body's ${SEALED_AT_FIELD} is ${Math.abs(off)} s ${off < 0 ? 'behind' : 'ahead of'} the server's time (window ${SEAL_WINDOW_MS / 1000} s); seal it again`);
  }
  return sealedAt;
}

/** X-RSA names the key: the live form echoes the modulus text, the earlier form sent the key id. */
async function findPrivateKeyPem(deps: AppDeps, merchant: string, xRsa: string): Promise<string | null> {
  const rows = await deps.db.selectFrom('rsa_keys').select(['key_id', 'private_key_pem', 'public_modulus_hex'])
    .where('merchant', '=', merchant).execute();
  const modulus = /^[0-9a-fA-F]+$/.test(xRsa) ? xRsa.replace(/^0+/, '').toLowerCase() : null;
  const row = rows.find((r) => (isRsaKeyId(xRsa) && r.key_id === xRsa)
    || (modulus !== null && r.public_modulus_hex.replace(/^0+/, '').toLowerCase() === modulus));
  return row?.private_key_pem ?? null;
}

/**
 * The payload of an encrypted post or put (login, registration, password change), decrypted and validated.
 * Every such call hashes a password next, so a full hashing queue refuses it first (503, nothing read or
 * counted); the RSA private-key work runs on a crypto worker thread (crypto-pool.ts).
 * Order: the three headers (else the plain body is refused unread), the body within the size cap,
 * the key by X-RSA among this merchant's, the version among those the merchant accepts, the session key,
 * X-Digest (live v1: the value itself; else HMAC over the raw text), decryption and JSON, the seal time within
 * SEAL_WINDOW_MS (live v1 may carry none), the one-time claim of the body (a replay is refused), then `check`.
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
  const pem = await findPrivateKeyPem(deps, merchant.code, keyId);
  if (!pem) throw refuse(CODES.encryptionKeyUnknown, `${SECURE_HEADERS.keyId} '${clip(keyId, 64)}' is not a key of this merchant`);
  const version = encryptionVersion(encryption);
  const { accepted } = hybridPolicy(merchant.config);
  if (!accepted.includes(version)) {
    throw refuse(CODES.encryptionVersionRefused, `encryption ${version} is not accepted here (accepted: ${accepted.join(', ')})`);
  }
  let plaintext: string;
  let value: string;
  let live = false;
  try {
    value = sealedValue(bodyText);
    live = version === 'v1' && isLiveV1Digest(digest, value);
    const opened = await openSessionKeyOffThread(encryption, pem);
    const session = version === 'v1' && !live ? earlierV1Key(opened) : opened;
    if (!live) verifyDigest(session, bodyText, digest);
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
  const sealedAt = takeSealedAt(payload, now, live);
  // An unstamped live v1 body is remembered longer: without a time, only the claim stops its replay.
  const claimed = sealedAt === null
    ? await claimSealedBody(deps.db, merchant.code, value, now, now, UNSTAMPED_BODY_TTL_MS)
    : await claimSealedBody(deps.db, merchant.code, value, sealedAt, now);
  if (!claimed) throw refuse(CODES.requestReplayed, 'this sealed body was already used; seal the request again');
  return validate(check, payload);
}

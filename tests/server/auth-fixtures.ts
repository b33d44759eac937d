import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { Envelope } from '../../contract/envelope.ts';
import type { Db } from '../../server/db/schema.ts';
import { call, DEMO, envelope, secureCall, type App } from './helpers.ts';

/** Encrypted post (login, registration, password change) on a merchant's origin. */
export async function securePostEnv<T = unknown>(app: App, path: string, payload: unknown, opts: { origin?: string; merchant?: string; headers?: Record<string, string>; method?: 'POST' | 'PUT' } = {}): Promise<{ status: number; env: Envelope<T> }> {
  const res = await secureCall(app, `${opts.origin ?? DEMO}${path}`, payload, { merchant: opts.merchant ?? 'demo', method: opts.method, ...(opts.headers ? { headers: opts.headers } : {}) });
  return { status: res.status, env: await envelope<T>(res) };
}

/** Plain JSON post on a merchant's origin. */
export async function postEnv<T = unknown>(app: App, path: string, json: unknown, opts: { origin?: string; merchant?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; env: Envelope<T> }> {
  const res = await call(app, `${opts.origin ?? DEMO}${path}`, { method: 'POST', headers: { Merchant: opts.merchant ?? 'demo', ...opts.headers }, json });
  return { status: res.status, env: await envelope<T>(res) };
}

/** Every row of every table as one JSON text, to prove a secret is stored nowhere in plain form. */
export async function dumpDatabase(db: Db): Promise<string> {
  const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = current_schema()`.execute(db);
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const rows = await sql<{ row: unknown }>`select to_jsonb(x) as row from ${sql.table(tablename)} x`.execute(db);
    parts.push(JSON.stringify(rows.rows));
  }
  return parts.join('\n');
}

const b64url = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64url');

/** Claims of a Firebase ID token for a project, valid for an hour from nowS. */
export const firebaseClaims = (projectId: string, uid: string, nowS: number, extra: Record<string, unknown> = {}) => ({
  iss: `https://securetoken.google.com/${projectId}`, aud: projectId, auth_time: nowS - 10, user_id: uid, sub: uid,
  iat: nowS - 10, exp: nowS + 3600, firebase: { sign_in_provider: 'google.com', identities: {} }, ...extra,
});

/** An unsigned token as the Auth emulator issues them. */
export const emulatorToken = (claims: object): string => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;

/** An RS256 token signed with a local key. */
export const signedToken = (claims: object, key: KeyObject, kid: string): string => {
  const head = `${b64url({ alg: 'RS256', kid, typ: 'JWT' })}.${b64url(claims)}`;
  return `${head}.${sign('RSA-SHA256', Buffer.from(head), key).toString('base64url')}`;
};

/** A local key pair and a server publishing its public half as a JWKS (stands in for Google's key URL). */
export async function startKeyServer(kid: string): Promise<{ url: string; privateKey: KeyObject; server: Server; hits: () => number }> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  let hits = 0;
  const server = createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=600' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/keys`, privateKey, server, hits: () => hits };
}

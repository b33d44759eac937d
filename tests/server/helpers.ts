import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Envelope } from '../../contract/envelope.ts';
import type { LoginResponse } from '../../contract/wps.ts';
import { createApp, type AppOptions } from '../../server/app.ts';
import { SEED_PASSWORD } from '../../server/merchants/seed/merchant-seed.ts';
import type { Db } from '../../server/db/schema.ts';
import { useDb } from './db.ts';
import { securePost, type SecurePostOptions } from '../support/secureRequest.ts';
import { emptyDb } from './stub-db.ts';

export type App = ReturnType<typeof createApp>;
export const DEMO = 'http://localhost';
export const LOTTO = 'http://www.lotto.localhost';
export { SEED_PASSWORD };

/** The app on a test database, rate limiting off and the test IP header trusted unless overridden. */
export function testApp(db: Db, overrides: Partial<AppOptions> = {}): App {
  // Admission follows this machine's speed (credential-admission.ts); a test's own bursts of logins are about other
  // rules, so they are all admitted here (the admission's own tests set their bounds).
  return createApp({
    db, distDir: overrides.distDir ?? join(tmpdir(), 'tessera-no-dist'), rateLimit: false, trustTestIpHeader: true,
    credentialAdmission: { minInFlight: 64, coldInFlight: 64 }, logError: () => undefined, logWarn: () => undefined, ...overrides,
  });
}

/** A fresh seeded database and testApp on it for one test file (see useDb); read .db and .app inside hooks and tests. */
export function useApp(overrides: Partial<AppOptions> = {}): { readonly db: Db; readonly app: App } {
  const suite = useDb() as { db: Db; app: App };
  beforeAll(() => { suite.app = testApp(suite.db, overrides); });
  return suite;
}

/** Refusal lines and unexpected errors, cleared before each test; pass .log as logWarn and logError. */
export function captureLogs() {
  const warned: string[] = [];
  const failed: unknown[] = [];
  beforeEach(() => { warned.length = 0; failed.length = 0; });
  const log = {
    logWarn: (line: string) => { warned.push(line); },
    logError: (_message: string, error: unknown) => { failed.push(error); },
  };
  return { warned, failed, log };
}

/** A request on the given origin; JSON bodies are stringified and typed as JSON. */
export function call(app: App, url: string, init: { method?: string; headers?: Record<string, string>; json?: unknown; body?: BodyInit } = {}): Promise<Response> {
  const headers = { ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['Content-Type'] ??= 'application/json';
  }
  return Promise.resolve(app.request(url, { method: init.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) }));
}

/** An encrypted post (login, registration) as the site sends it: key fetched from the same origin, payload sealed. */
export const secureCall = (app: App, url: string, payload: unknown, opts: SecurePostOptions): Promise<Response> =>
  securePost((u, init) => app.request(u, init), url, payload, opts);

export async function envelope<T = unknown>(res: Response): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>;
}

/** Logs a seeded demo member in and returns the login answer. */
export async function login(app: App, username: string, origin = DEMO, merchant = 'demo'): Promise<LoginResponse> {
  const res = await secureCall(app, `${origin}/wps/session/login`, { username, password: SEED_PASSWORD, type: 'username' }, { merchant });
  const env = await envelope<LoginResponse>(res);
  if (!env.success || !env.value) throw new Error(`login of ${username} failed: ${env.code}`);
  return env.value;
}

/** POST /wps/system/event on the demo host. */
export const postEvent = (app: App, body: unknown): Promise<Response> =>
  call(app, `${DEMO}/wps/system/event`, { method: 'POST', headers: { Merchant: 'demo' }, json: body });

/** GET /wps/system/test/ping on the demo host; events, when given, go in the query as JSON. */
export const ping = (app: App, events?: unknown): Promise<Response> =>
  call(app, `${DEMO}/wps/system/test/ping${events === undefined ? '' : `?events=${encodeURIComponent(JSON.stringify(events))}`}`, { headers: { Merchant: 'demo' } });

/** How many rows of the events table carry this eventID. */
export const storedEvents = async (db: Db, eventID: string): Promise<number> =>
  (await db.selectFrom('events').select('event_id').where('event_id', '=', eventID).execute()).length;

/**
 * For one test file: a throwaway dist folder like the vite build (index.html with the robots placeholder,
 * a hashed asset, sw.js, robots.txt) and an app serving it on a database that is never needed; removed after.
 */
export function useSite(): { readonly dir: string; readonly app: App } {
  const site = {} as { dir: string; app: App };
  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><!--robots--><title>Tessera</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
    Object.assign(site, { dir, app: testApp(emptyDb(), { distDir: dir }) });
  });
  afterAll(() => { if (site.dir) rmSync(site.dir, { recursive: true, force: true }); });
  return site;
}

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope } from '../../contract/envelope.ts';
import type { LoginResponse } from '../../contract/wps.ts';
import { createApp, type AppOptions } from '../../server/app.ts';
import { SEED_PASSWORD } from '../../server/merchants/seed/merchant-seed.ts';
import type { Db } from '../../server/db/schema.ts';

export type App = ReturnType<typeof createApp>;
export const DEMO = 'http://localhost';
export const LOTTO = 'http://www.lotto.localhost';
export { SEED_PASSWORD };

/** The app on a test database, rate limiting off and the test IP header trusted unless overridden. */
export function testApp(db: Db, overrides: Partial<AppOptions> = {}): App {
  return createApp({ db, distDir: overrides.distDir ?? join(tmpdir(), 'tessera-no-dist'), rateLimit: false, trustTestIpHeader: true, logError: () => undefined, logWarn: () => undefined, ...overrides });
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

export async function envelope<T = unknown>(res: Response): Promise<Envelope<T>> {
  const body = (await res.json()) as Envelope<T>;
  return body;
}

/** Logs a seeded demo member in and returns the login answer. */
export async function login(app: App, username: string, origin = DEMO, merchant = 'demo'): Promise<LoginResponse> {
  const res = await call(app, `${origin}/wps/session/login`, {
    method: 'POST', headers: { Merchant: merchant }, json: { username, password: SEED_PASSWORD, type: 'username' },
  });
  const env = await envelope<LoginResponse>(res);
  if (!env.success || !env.value) throw new Error(`login of ${username} failed: ${env.code}`);
  return env.value;
}

/** A throwaway dist folder like the vite build: index.html with the robots placeholder, a hashed asset, sw.js. */
export function makeDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><!--robots--><title>Tessera</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

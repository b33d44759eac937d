import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { MerchantConfig } from '../../server/merchants/merchant-config.ts';
import { encryptCsPath } from '../../server/services/cs-path.ts';
import { PAGE_POLICY_TTL_MS } from '../../server/http/page-policy-cache.ts';
import { call, DEMO, LOTTO, testApp, type App } from './helpers.ts';
import { useDb } from './db.ts';

const CLUB = 'http://www.club.localhost';
const TOKEN = 'ab'.repeat(32);
const INLINE = 'window.__boot=1;';
const s = useDb();
let dir = '';
let clock = 1_000_000;
let app: App;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-h4-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><!--robots--><script>${INLINE}</script></head><body><div id="root"></div><script type="module" src="/m/assets/app.js"></script></body></html>`);
  app = testApp(s.db, { distDir: dir, now: () => clock });
});
afterAll(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

/** The policy as a directive -> sources map. */
function policy(res: Response): Map<string, string[]> {
  const csp = res.headers.get('Content-Security-Policy');
  expect(csp, 'Content-Security-Policy').toBeTruthy();
  return new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

/** script-src without the shell's inline-script hashes. */
const scripts = (p: Map<string, string[]>): string[] => (p.get('script-src') ?? []).filter((x) => !x.startsWith("'sha256-"));

async function setConfig(code: string, change: (c: MerchantConfig) => void): Promise<void> {
  const row = await s.db.selectFrom('merchants').select('config').where('code', '=', code).executeTakeFirstOrThrow();
  change(row.config);
  await s.db.updateTable('merchants').set({ config: sql`${JSON.stringify(row.config)}::jsonb` }).where('code', '=', code).execute();
}

const HTML_PAGES = [
  '/m', '/m/', '/m/home', '/m/login', '/m/member/home', '/m/not-a-page',
  '/dev/line/authorize?redirect_uri=http%3A%2F%2Flocalhost%2Fm%2Fhome',
  '/cs-widget/cashier.html?kind=deposit', '/cs-widget/chat.html',
];

describe('Content-Security-Policy on HTML answers', () => {
  it.each(HTML_PAGES)('%s gets the merchant policy: no inline script, no plugins, no framing', async (path) => {
    const res = await call(app, `${DEMO}${path}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const p = policy(res);
    expect(p.get('script-src')).toContain("'self'");
    expect(p.get('script-src')).not.toContain("'unsafe-inline'");
    expect(p.get('script-src')).not.toContain("'unsafe-eval'");
    expect(p.get('object-src')).toEqual(["'none'"]);
    expect(p.get('base-uri')).toEqual(["'self'"]);
    expect(p.get('form-action')).toEqual(["'self'"]);
    expect(p.get('worker-src')).toEqual(["'self'"]);
    expect(p.get('manifest-src')).toEqual(["'self'"]);
    expect(p.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('keeps a game page its own stricter policy (nonce script, framed by the site only)', async () => {
    const res = await call(app, `${DEMO}/demo-games/rng?game=PG-fortune-tiger&mode=trial`);
    const p = policy(res);
    expect(p.get('script-src')?.[0]).toMatch(/^'nonce-/);
    expect(p.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('adds no policy to scripts, images or JSON', async () => {
    for (const path of ['/cs-widget/help.js', '/wps/system/status?device=MOBILE']) {
      expect((await call(app, `${DEMO}${path}`, { headers: { Merchant: 'demo' } })).headers.get('Content-Security-Policy'), path).toBeNull();
    }
  });

  it("lets the shell's inline scripts run by their hash only", async () => {
    const p = policy(await call(app, `${DEMO}/m/home`));
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(p.get('script-src')).toContain(hash);
  });

  it("allows Firebase sign-in for a merchant with a Firebase project, and not for one without", async () => {
    const demo = policy(await call(app, `${DEMO}/m/login`));
    expect(demo.get('script-src')).toContain('https://apis.google.com');
    expect(demo.get('connect-src')).toContain('https://identitytoolkit.googleapis.com');
    expect(demo.get('frame-src')).toEqual(expect.arrayContaining(["'self'", 'https:', 'https://demo.localhost']));
    const lotto = policy(await call(app, `${LOTTO}/m/login`));
    expect(scripts(lotto)).toEqual(["'self'"]);
    expect(lotto.get('connect-src')).not.toContain('https://identitytoolkit.googleapis.com');
  });

  it('frames are allowed only for the origins the merchant lists (club), without X-Frame-Options', async () => {
    const res = await call(app, `${CLUB}/m/login`);
    expect(policy(res).get('frame-ancestors')).toEqual(['https://app.clubroyale.example', 'http://shell.club.localhost:*']);
    expect(res.headers.get('X-Frame-Options')).toBeNull();
  });

  it('an unknown host gets the site-only policy and no framing', async () => {
    const res = await call(app, 'http://nobody.example.localhost/m/home');
    const p = policy(res);
    expect(scripts(p)).toEqual(["'self'"]);
    expect(p.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('follows configured widget, help and captcha origins, drops malformed ancestors, and is cached per host', async () => {
    await setConfig('lotto', (c) => {
      c.gw.GEETEST_SCRIPT_URL = 'https://static.captcha.example/v4/gt4.js';
      c.customerService = [{ csType: 'LIVECHAT', csPosition: 'bottom', path: encryptCsPath('https://widget.chat.example/x.js?id=1', 'k8Qz2LmA'), labelIds: [] }];
      if (c.memberContent) c.memberContent.csScriptUrl = 'https://help.example.net/help.js';
      c.mobileTemplate.params.h5_logo = 'https://img.cdn.example/lotto/logo.png';
      c.frameAncestors = ["https://shell.example.com; script-src *", 'https://ok.example.com'];
    });
    // Cached: the change shows only after the policy's lifetime.
    expect(scripts(policy(await call(app, `${LOTTO}/m/home`)))).toEqual(["'self'"]);
    clock += PAGE_POLICY_TTL_MS + 1;
    const res = await call(app, `${LOTTO}/m/home`);
    const p = policy(res);
    expect(p.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://static.captcha.example', 'https://widget.chat.example', 'https://help.example.net']));
    expect(p.get('connect-src')).toContain('https://static.captcha.example');
    expect(p.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://img.cdn.example']));
    expect(p.get('frame-ancestors')).toEqual(['https://ok.example.com']);
    expect(res.headers.get('Content-Security-Policy')).not.toContain('script-src *');
  });
});

describe('Referrer-Policy of a page opened with a token', () => {
  it.each([`/m/home?token=${TOKEN}`, `/m/?tokens=${TOKEN}`, `/m/login?x=1&token=${TOKEN}`])('%s: no-referrer', async (path) => {
    expect((await call(app, `${DEMO}${path}`)).headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('other pages keep strict-origin-when-cross-origin', async () => {
    expect((await call(app, `${DEMO}/m/home?affiliateCode=a1`)).headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });
});

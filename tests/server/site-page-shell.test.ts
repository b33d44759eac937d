import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { injectPageShell, lobbyTop, loginShell } from '../../server/static/page-shell.ts';
import type { Merchant } from '../../server/merchants/merchant-config.ts';
import { call, DEMO, LOTTO, useApp } from './helpers.ts';

const LOBBY = '<div class="shell" aria-hidden="true"><i class="skel block shell-banner"></i></div>';
const dir = mkdtempSync(join(tmpdir(), 'tessera-page-shell-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>Lobby</title></head><body><div id="root"><main><p class="sr-only">Loading…</p><!--page-shell-->${LOBBY}<!--/page-shell--></main></div></body></html>`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const s = useApp({ distDir: dir });

const page = async (origin: string, path: string): Promise<{ html: string; csp: string }> => {
  const res = await call(s.app, `${origin}${path}`);
  expect(res.status).toBe(200);
  return { html: await res.text(), csp: res.headers.get('Content-Security-Policy') ?? '' };
};

/** A merchant as page-shell.ts reads it: its languages, its template's login prompt, its banners and referral flag. */
const merchant = (defaultLanguage: string, prompt: unknown, relay: { banners?: { groupName: string; url: string }[]; referral?: boolean } = {}): Merchant => ({
  code: 'x', name: 'X',
  config: {
    languages: [defaultLanguage, 'EN'], defaultLanguage, mobileTemplate: { params: { login_prompt_text: prompt } },
    relay: { banners: relay.banners ?? [], promotions: { REFERRAL: { enabled: relay.referral ?? false, count: 0 }, APP_DOWNLOAD: { enabled: false, count: 0 } } },
  },
} as unknown as Merchant);

describe('the login page\'s static shell', () => {
  it('carries the merchant\'s login prompt in its default language instead of the lobby\'s skeleton', async () => {
    const demo = await page(DEMO, '/m/login');
    expect(demo.html).toContain('<section class="pad shell-login" lang="en" dir="ltr" aria-hidden="true">');
    expect(demo.html).toContain('<div class="login-prompt"><p class="login-prompt-lead">Welcome back!</p><p>Log in to claim your daily bonus.</p></div>');
    expect(demo.html).not.toContain('shell-banner');
    expect(demo.html).not.toContain('<!--page-shell-->');
    const lotto = await page(LOTTO, '/m/login');
    expect(lotto.html).toContain('lang="th"');
    expect(lotto.html).toContain('data-lang="TH"');
    expect(lotto.html).toContain('<p>เข้าสู่ระบบเพื่อซื้อหวย</p>');
  });

  it('lets its language check run under the page\'s script policy', async () => {
    const { html, csp } = await page(DEMO, '/m/login');
    const body = /<script>(\(function\(\)\{[^<]*MC_LANGUAGE[^<]*)<\/script>/.exec(html)?.[1];
    expect(body).toBeDefined();
    expect(csp).toContain(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  });

  it('leaves every page but the login page and the lobby with the lobby\'s skeleton', async () => {
    for (const path of ['/m/register', '/m/sports', '/m/member/home']) {
      const { html } = await page(DEMO, path);
      expect(html, path).toContain(LOBBY);
      expect(html, path).not.toContain('shell-login');
    }
  });

  it('escapes the merchant\'s text, mirrors a right-to-left default, and is the skeleton alone without a prompt', () => {
    const hostile = loginShell(merchant('UR', { UR: ['<img src=x onerror=alert(1)>', 'a "quoted" & <b>bold</b> line'] }));
    expect(hostile).not.toContain('<img');
    expect(hostile).not.toContain('<b>');
    expect(hostile).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(hostile).toContain('lang="ur" dir="rtl"');
    const none = loginShell(merchant('EN', { TH: ['สวัสดี'] }));
    expect(none).not.toContain('id="sp"');
    expect(none).not.toContain('<script>');
    expect(none.match(/shell-field/g)).toHaveLength(3);
    const malformed = loginShell(merchant('EN', { EN: 'not a list' }));
    expect(malformed).not.toContain('id="sp"');
    const unknownHost = loginShell(null);
    expect(unknownHost).not.toContain('lang=');
    expect(unknownHost).toContain('shell-h1');
  });
});

describe('the lobby\'s static shell', () => {
  it('puts the invite banner on top of the skeleton when the referral promotion shows it, its closing checked in the page', async () => {
    const { html, csp } = await page(DEMO, '/m/home');
    expect(html).toContain('<aside class="invite" id="st" aria-hidden="true"><a><img src="http://localhost/cdn/demo/banners/invite-friends.png" width="750" height="250" alt="" fetchpriority="high" decoding="async"></a></aside>');
    // The image comes before the skeleton (outside its pulse), and the skeleton's own banner is gone.
    expect(html.indexOf('id="st"')).toBeLessThan(html.indexOf('class="shell"'));
    expect(html).not.toContain('shell-banner');
    const body = /<script>(\(function\(\)\{[^<]*MC_INVITE_BANNER_CLOSED[^<]*)<\/script>/.exec(html)?.[1];
    expect(body).toBeDefined();
    expect(csp).toContain(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
    for (const path of ['/m', '/m/', '/m/index.html']) expect((await page(LOTTO, path)).html, path).toContain('/cdn/lotto/banners/lotto-invite.png');
  });

  it('falls back to the top row\'s first banner, and keeps the skeleton without a usable image', () => {
    const banners = [{ groupName: 'm_invite', url: 'banners/invite.png' }, { groupName: 'm_top', url: 'banners/top-1.png' }, { groupName: 'm_top', url: 'banners/top-2.png' }];
    const top = lobbyTop(merchant('EN', {}, { banners, referral: false }), 'https://m.example');
    expect(top).toBe('<div class="bgroup" id="st" aria-hidden="true"><div><img src="https://m.example/cdn/x/banners/top-1.png" width="750" height="250" alt="" fetchpriority="high" decoding="async"></div></div>');
    expect(lobbyTop(merchant('EN', {}, { banners, referral: true }), 'https://m.example')).toContain('cdn/x/banners/invite.png');
    expect(lobbyTop(merchant('EN', {}, { banners: [{ groupName: 'm_top', url: 'javascript:alert(1)' }] }), 'https://m.example')).toBeNull();
    expect(lobbyTop(merchant('EN', {}, { banners: [{ groupName: 'm_top', url: 'x" onerror="alert(1)' }] }), 'https://m.example')).not.toContain('" onerror');
    expect(lobbyTop(merchant('EN', {}, { banners: [{ groupName: 'm_popup1', url: 'banners/p.png' }] }), 'https://m.example')).toBeNull();
    expect(lobbyTop(null, 'https://m.example')).toBeNull();
  });

  it('leaves a merchant in maintenance with index.html\'s shell (its notice follows, not a page)', () => {
    const html = `<main><!--page-shell-->${LOBBY}<!--/page-shell--></main>`;
    const banners = [{ groupName: 'm_top', url: 'banners/top-1.png' }];
    const open = merchant('EN', { EN: ['Hello'] }, { banners });
    const closed = { ...open, config: { ...open.config, maintenance: true } } as Merchant;
    expect(injectPageShell(html, open, '/home', 'https://m.example')).toContain('top-1.png');
    expect(injectPageShell(html, open, '/login', 'https://m.example')).toContain('Hello');
    expect(injectPageShell(html, closed, '/home', 'https://m.example')).toBe(html);
    expect(injectPageShell(html, closed, '/login', 'https://m.example')).toBe(html);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { firstScreenUp, launch, phone, ready, url } from './browser';

let browser: Browser;
let other: Server;
let otherPort = 0;

/** A second site on its own port: its page frames whatever URL ?src= names. */
function startFramingSite(): Promise<Server> {
  const server = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>framer</title><iframe id="f" src="${src.replace(/"/g, '&quot;')}" width="390" height="600"></iframe>`);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

beforeAll(async () => {
  browser = await launch();
  other = await startFramingSite();
  otherPort = (other.address() as AddressInfo).port;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => other?.close(done));
});

const framer = (host: string, src: string): string => `http://${host}:${otherPort}/?src=${encodeURIComponent(src)}`;

/** Records CSP violations (DOM events and console lines) from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const lines: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) lines.push(m.text()); });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => { w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`); });
  });
  return async () => [...lines, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

describe('framing', () => {
  it('a page on another origin cannot frame /m/login (frame-ancestors none)', async () => {
    const { context, page } = await phone(browser);
    const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
    await page.goto(framer('evil.localhost', url('/m/login')));
    expect((await refused).text()).toContain("frame-ancestors 'none'");
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // The blocked frame holds Chromium's error page: no app, no login form.
    expect(await frame?.evaluate(() => document.getElementById('root') !== null).catch(() => false)).toBe(false);
    await context.close();
  });

  it("a merchant's listed ancestor may frame its site (club: shell.club.localhost)", async () => {
    const { context, page } = await phone(browser);
    await page.goto(framer('shell.club.localhost', url('/m/login', 'www.club.localhost')));
    const frame = page.frames().find((f) => f.url().includes('/m/login'));
    expect(frame, 'the framed login page').toBeDefined();
    // The site itself runs inside the frame: the app renders past its splash.
    await frame?.waitForFunction(() => document.getElementById('splash')?.hidden === true, null, { timeout: 20_000 });
    await context.close();
  });
});

describe('the built site runs under its policy', () => {
  for (const [merchant, host] of [['demo', 'localhost'], ['lotto', 'www.lotto.localhost'], ['club', 'www.club.localhost']]) {
    for (const path of ['/m/home', '/m/login']) {
      it(`${merchant} ${path}: no CSP violation`, async () => {
        const { context, page } = await phone(browser);
        const violations = await watchCsp(page);
        const res = await page.goto(url(path, host));
        expect(res?.headers()['content-security-policy']).toContain("object-src 'none'");
        await ready(page);
        if (path === '/m/home') await firstScreenUp(page);
        await page.waitForLoadState('networkidle');
        expect(await violations()).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('a token in the page URL', () => {
  it('never reaches any request as Referer', async () => {
    const token = 'c0ffee'.repeat(10) + 'abcd';
    const { context, page } = await phone(browser);
    const referers: { url: string; referer: string }[] = [];
    context.on('request', (r) => { referers.push({ url: r.url(), referer: r.headers().referer ?? '' }); });
    const res = await page.goto(url(`/m/home?token=${token}`));
    expect(res?.headers()['referrer-policy']).toBe('no-referrer');
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(referers.length).toBeGreaterThan(3);
    expect(referers.filter((r) => r.referer.includes(token))).toEqual([]);
    await context.close();
  });
});

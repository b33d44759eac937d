import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, phone, ready, url } from './browser';
import { openLogin } from './auth-helpers';

/** Google sign-in against the Firebase Auth emulator: its popup is the emulator's own account picker. */
const emulator = inject('authEmulator');
const session = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName: string } | null);
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Both the Firebase SDK and the emulator's helper iframe load Google's gapi loader from apis.google.com,
 * which this offline machine cannot reach. This stand-in implements the part they use (gapi.load and
 * gapi.iframes: open, getParentIframe, register, send, ping, restyle) over postMessage; everything else
 * (SDK, popup, emulator widget, ID token, server verification) is real.
 */
const GAPI_STANDIN = `(function () {
  var seq = 0, pending = {}, channels = [];
  function Channel(target) {
    var handlers = {}, ready = false, waiting = [], self = this;
    self.target = target;
    self.post = function (m) { m.gapiStandIn = true; var t = target(); if (t) t.postMessage(m, '*'); };
    self.register = function (type, handler) { handlers[type] = handler; };
    self.send = function (type, data, cb) { var id = ++seq; pending[id] = cb; self.post({ kind: 'send', type: type, data: data, id: id }); };
    self.restyle = function () { return Promise.resolve(); };
    self.ping = function (cb) { return new Promise(function (resolve) { var done = function () { try { if (cb) cb(); } finally { resolve(); } }; if (ready) done(); else waiting.push(done); }); };
    self.onMessage = function (m) {
      if (m.kind === 'send') { var h = handlers[m.type]; var out = h ? h(m.data) : undefined; self.post({ kind: 'reply', id: m.id, responses: out === undefined ? [] : [out] }); }
      else if (m.kind === 'reply') { var cb = pending[m.id]; delete pending[m.id]; try { if (cb) cb(m.responses); } catch (e) { /* as gapi: callback errors stay in the callback */ } }
      else if (m.kind === 'ready') { ready = true; waiting.splice(0).forEach(function (f) { f(); }); }
    };
  }
  window.addEventListener('message', function (e) {
    var m = e.data;
    if (!m || m.gapiStandIn !== true) return;
    for (var i = 0; i < channels.length; i++) if (channels[i].target() === e.source) { channels[i].onMessage(m); return; }
  });
  var context = {
    open: function (o, onOpen) {
      var el = document.createElement('iframe');
      el.src = o.url;
      el.setAttribute('aria-hidden', 'true');
      el.style.cssText = 'position:absolute;width:1px;height:1px;left:-9999px;top:-9999px';
      var ch = new Channel(function () { return el.contentWindow; });
      channels.push(ch);
      (o.where || document.body).appendChild(el);
      return Promise.resolve(onOpen ? onOpen(ch) : ch);
    },
    getParentIframe: function () {
      var ch = new Channel(function () { return window.parent; });
      channels.push(ch);
      ch.post({ kind: 'ready' });
      return ch;
    }
  };
  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; }, Iframe: function () {}, getContext: function () { return context; } };
  window.gapi.load = function (name, o) { setTimeout(function () { var cb = typeof o === 'function' ? o : o && o.callback; if (cb) cb(); }, 0); };
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  setTimeout(function () { if (onload && window[onload]) window[onload](); if (window.gapi_onload) window.gapi_onload(); }, 0);
})();`;

async function freshPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const made = await phone(browser);
  await made.context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) => route.fulfill({ contentType: 'text/javascript', body: GAPI_STANDIN }));
  return made;
}

/** Presses the Google button and, in the emulator's popup, adds a new account or picks an existing one. */
async function signInWithGoogle(context: BrowserContext, page: Page, account: { add: string } | { pick: string }): Promise<void> {
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Continue with Google' }).click()]);
  if ('add' in account) {
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(account.add);
    await popup.locator('#sign-in').click();
  } else {
    await popup.locator('.js-reuse-account', { hasText: account.pick }).click();
  }
}

async function openRegister(page: Page, host = 'localhost'): Promise<void> {
  await page.goto(url('/m/register', host));
  await ready(page);
  await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
}

describe.skipIf(!emulator)('Google sign-in through the Firebase Auth emulator', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(); });
  afterAll(async () => { await browser?.close(); });

  it('from the register form a new Google account is registered automatically, then logs in as that member', async () => {
    const email = uniqueEmail('fan');
    const first = await freshPhone(browser);
    await openRegister(first.page);
    await signInWithGoogle(first.context, first.page, { add: email });
    await first.page.waitForURL(/\/m\/home/, { timeout: 20_000 });
    const registered = (await session(first.page))?.userName;
    expect(registered).toMatch(/^[A-Za-z][A-Za-z0-9]{5,15}$/);
    await first.context.close();

    const again = await freshPhone(browser);
    await openLogin(again.page);
    await signInWithGoogle(again.context, again.page, { pick: email });
    await expect.poll(async () => (await session(again.page))?.userName, { timeout: 20_000 }).toBe(registered);
    await again.context.close();
  });

  it('from the login form it asks; linking to an existing account makes the next Google sign-in that member', async () => {
    const email = uniqueEmail('linker');
    const first = await freshPhone(browser);
    await openLogin(first.page);
    await signInWithGoogle(first.context, first.page, { add: email });
    const confirm = first.page.getByTestId('login-confirm');
    await confirm.waitFor({ timeout: 20_000 });
    // FIREBASECREATEACC3 is on for demo: the register choice is offered.
    await expect.poll(() => confirm.getByRole('button', { name: 'Register new account' }).count()).toBe(1);
    await confirm.getByRole('button', { name: 'Log in to existing account' }).click();
    const link = first.page.getByTestId('social-link');
    await link.getByLabel('Username').fill('special01');
    await link.getByLabel('Password').fill('Passw0rd!');
    await link.getByRole('button', { name: 'Log in and link' }).click();
    await expect.poll(async () => (await session(first.page))?.userName, { timeout: 20_000 }).toBe('special01');
    await first.context.close();

    const again = await freshPhone(browser);
    await openLogin(again.page);
    await signInWithGoogle(again.context, again.page, { pick: email });
    await expect.poll(async () => (await session(again.page))?.userName, { timeout: 20_000 }).toBe('special01');
    await again.context.close();
  });

  it('with manual registration (SSOMANUALREG3) even the register form asks, and the new account passes the captcha', async () => {
    const { context, page } = await freshPhone(browser);
    const host = 'www.club.localhost';
    await openRegister(page, host);
    await signInWithGoogle(context, page, { add: uniqueEmail('club') });
    const confirm = page.getByTestId('login-confirm');
    await confirm.waitFor({ timeout: 20_000 });
    await confirm.getByRole('button', { name: 'Register new account' }).click();
    const link = page.getByTestId('social-link');
    const username = `club${Date.now().toString(36).slice(-8)}`;
    await link.getByLabel('Username').fill(username);
    await link.getByLabel('Password').fill('Passw0rd9');
    await link.getByRole('button', { name: 'Register and link' }).click();
    await page.getByRole('dialog', { name: 'Security check' }).getByRole('button', { name: "I'm not a robot" }).click();
    await expect.poll(async () => (await session(page))?.userName?.toLowerCase(), { timeout: 20_000 }).toBe(username.toLowerCase());
    await context.close();
  });
});

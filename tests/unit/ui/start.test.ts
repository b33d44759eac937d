import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';
import { WPS } from '../../../contract/wps.ts';
import { afterFirstScreen } from '../../../src/boot/afterFirstScreen.ts';
import { settlePage, untilQuiet } from '../../../src/boot/pageQuiet.ts';
import { registerServiceWorker } from '../../../src/pwa/registerSw.ts';
import { start } from '../../../src/boot/start.ts';
import { wireClient } from '../../../src/boot/wireClient.ts';
import { state as i18n } from '../../../src/i18n/index.ts';
import { SPLASH_KEY } from '../../../src/lib/splash.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { loadLobby } from '../../../src/state/lobby.ts';
import { state as member } from '../../../src/state/member.ts';
import { adoptUrlToken, clearSession, state as session } from '../../../src/state/session.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { relayPath } from '../../../contract/relays.ts';
import { json, ok, resetApi, setUrl, statusInfo, stubFetch } from './helpers.ts';

// The deferred features are their own modules' tests: here they are only handed over, never run
// (they would keep importing after the test environment is gone).
vi.mock('../../../src/boot/afterFirstScreen.ts', () => ({ afterFirstScreen: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../src/boot/pageQuiet.ts', () => ({ settlePage: vi.fn(() => Promise.resolve()), untilQuiet: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../src/pwa/registerSw.ts', () => ({ registerServiceWorker: vi.fn(() => null) }));

let splash: HTMLElement;
const tick = () => new Promise((r) => setTimeout(r, 0));
const statusOr = (value: unknown, other: unknown = null) => (url: string) => json(ok(url.includes(WPS.status) ? value : other));
/** The lobby's two first calls (the agreed queries the service worker prefills too). */
const LOBBY_URLS = [`${relayPath('announcements')}?types=B&platform=M`, `${relayPath('newGameVendor')}?platform=html5`];
const isLobbyCall = (url: string) => LOBBY_URLS.includes(url);

beforeEach(() => {
  vi.mocked(afterFirstScreen).mockClear();
  vi.mocked(settlePage).mockClear();
  vi.mocked(registerServiceWorker).mockClear();
  resetApi();
  setUrl('https://www.acme.example/m/home');
  splash = document.createElement('div');
  splash.id = 'splash';
  document.body.append(splash);
  sessionStorage.setItem(SPLASH_KEY, '1'); // not the first load: no minimum wait
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  // A test's lobby load (its spaced calls outlive the test) must end on its own stub, not be joined by the next test.
  await loadLobby();
  splash.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
  member.info = null;
  merchant.status = null;
  merchant.phase = 'loading';
  ui.booted = false;
});

describe('start', () => {
  it('a good status: brand, language and the splash hidden', async () => {
    stubFetch((c) => statusOr(statusInfo({ languages: ['ES', 'EN'], defaultLanguage: 'ES' }))(c.url));
    await start();
    await tick();
    expect(merchant.phase).toBe('ready');
    expect(document.title).toBe('Acme Games');
    expect(i18n.lang).toBe('ES');
    expect(ui.booted).toBe(true);
    expect(splash.hidden).toBe(true);
    // On the lobby, the deferred features wait for it: update, metrics, downloads, install, marketing, push,
    // the support contacts kept for a failed status check, and the look for production's IndexedDB kv store.
    expect(afterFirstScreen).toHaveBeenLastCalledWith(true, expect.any(Array));
    expect(vi.mocked(afterFirstScreen).mock.lastCall?.[1]).toHaveLength(8);
  });

  it('the service worker waits for a quiet page, which settles only after the deferred features have run', async () => {
    const deferred = Promise.resolve();
    const quiet = Promise.resolve();
    vi.mocked(afterFirstScreen).mockReturnValueOnce(deferred);
    vi.mocked(untilQuiet).mockReturnValueOnce(quiet);
    stubFetch((c) => statusOr(statusInfo())(c.url));
    await start();
    await tick();
    expect(registerServiceWorker).toHaveBeenCalledWith('acme', expect.any(String), quiet);
    expect(settlePage).toHaveBeenCalledTimes(1);
    expect(vi.mocked(settlePage).mock.lastCall?.[0]).toBe(deferred);
  });

  it('on the lobby, its requests go out with the status answer; the brand waits for the next task', async () => {
    const calls = stubFetch((c) => statusOr(statusInfo(), [])(c.url));
    let titleWhenLobbyAsked: string | null = null;
    const lobbyAsked = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (calls.some((c) => c.url.includes(WPS.relay))) { titleWhenLobbyAsked = document.title; clearInterval(check); resolve(); }
      }, 0);
    });
    document.title = 'before';
    const started = start();
    await lobbyAsked;
    // The status answer's task re-renders the shell and sends the lobby's calls; the brand is applied after it.
    expect(titleWhenLobbyAsked).toBe('before');
    await started;
    expect(document.title).toBe('Acme Games');
  });

  it('fills the merchant code of a session handed over in the URL, and loads the member', async () => {
    adoptUrlToken('handed-over-token', '');
    const info = { id: '9', account: 'gus', token: 'handed-over-token', userName: 'gus', type: 1, language: 'EN', clubLabel: null };
    stubFetch((c) => statusOr(statusInfo(), info)(c.url));
    await start();
    await eventually(() => expect(member.info?.account).toBe('gus'));
    expect(session.info).toMatchObject({ merchantCode: 'acme', userName: 'gus', type: 1 });
  });

  it('a failed status check still hides the splash and loads words for the status screen', async () => {
    stubFetch(() => { throw new TypeError('Failed to fetch'); });
    await start();
    await tick();
    expect(merchant.phase).toBe('network_error');
    expect(i18n.ready).toBe(true);
    expect(ui.booted).toBe(true);
    expect(afterFirstScreen).not.toHaveBeenCalled();
    expect(registerServiceWorker).not.toHaveBeenCalled();
    // Nothing was deferred, but the page still settles (the marquee of a later screen waits for it).
    expect(settlePage).toHaveBeenCalledTimes(1);
    expect(splash.hidden).toBe(true);
  });

  it('on an entry page, fetches the lobby with the status answer instead of after the catalogue', async () => {
    const calls = stubFetch((c) => statusOr(statusInfo(), [])(c.url));
    await start();
    expect(calls.map((c) => c.url).filter(isLobbyCall).sort()).toEqual([...LOBBY_URLS].sort());
  });

  it('does not fetch the lobby on other pages, nor during maintenance', async () => {
    setUrl('https://www.acme.example/m/sports');
    const onSports = stubFetch((c) => statusOr(statusInfo(), [])(c.url));
    await start();
    expect(onSports.some((c) => isLobbyCall(c.url))).toBe(false);
    setUrl('https://www.acme.example/m/home');
    const inMaintenance = stubFetch((c) => statusOr(statusInfo({ maintenance: true }), [])(c.url));
    await start();
    expect(inMaintenance.some((c) => isLobbyCall(c.url))).toBe(false);
  });

  it('does not mark the shell booted before the language is settled', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => { release = r; });
    stubFetch(async (c) => { await gate; return statusOr(statusInfo())(c.url); });
    const done = start();
    await tick();
    expect(ui.booted).toBe(false);
    release();
    await done;
    expect(ui.booted).toBe(true);
  });

  // A status whose mobileTemplate lacks colors must not leave the full-screen splash of index.html on screen.
  it('a malformed brand template never leaves the splash on screen', async () => {
    stubFetch((c) => statusOr({ ...statusInfo(), mobileTemplate: {} })(c.url));
    await start().catch(() => {});
    await tick();
    expect(splash.hidden).toBe(true);
  });

  // Reference sections 5 and 6: production's keys are carried over before the status call and the language choice.
  it('a returning visitor of production\'s front end keeps their language and merchant from the first call', async () => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('merchant', 'acme');
    wireClient();
    const calls = stubFetch((c) => statusOr(statusInfo({ languages: ['ES', 'EN'], defaultLanguage: 'ES' }))(c.url));
    await start();
    await tick();
    expect(calls[0]!.headers.Merchant).toBe('acme');
    expect(i18n.lang).toBe('EN');
    expect(localStorage.getItem('MC_LANGUAGE')).toBe('EN');
  });

  // Reference B1: production nests the answer and sends none of Tessera's extra fields (name, languages, colours).
  it('a production-shaped status starts the site on fallbacks: brand, language and the splash hidden', async () => {
    const info = { merchantCode: 'prod1', mobileTemplate: { name: 'tmpl', params: { pwa: { title: 'Prod App' } } }, language: ['th', 'en'] };
    stubFetch((c) => statusOr({ info, location: { ip: '203.0.113.9' }, test: false, maintenance: false, maintenanceEnd: null, regionRestriction: false })(c.url));
    await start();
    await tick();
    expect(merchant.phase).toBe('ready');
    expect(document.title).toBe('Prod App');
    expect(i18n.lang).toBe('TH');
    expect(splash.hidden).toBe(true);
  });
});

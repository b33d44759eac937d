/** The page's way back from an outage without the player doing anything (banner probe, refresh, dialogs closed). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ref } from 'valtio';
import { SW_CACHE_DATE_HEADER } from '../../../contract/pwa.ts';
import { WPS } from '../../../contract/wps.ts';
import { clearLastGood, recordLastGood, state as lastGood } from '../../../src/pwa/lastGood.ts';
import { PROBE_FIRST_MS, PROBE_MAX_MS, serverAnswers, startRecovery } from '../../../src/pwa/recovery.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { endOutage, showAlert, state as ui } from '../../../src/state/ui.ts';
import { request } from '../../../src/api/index.ts';
import { wireClient } from '../../../src/boot/wireClient.ts';
import { eventually } from '../eventually.ts';
import { fail, json, ok, resetApi, setUrl, statusInfo, stubFetch, type Call } from './helpers.ts';

const SAVED = '2026-05-01T10:00:00.000Z';
const copy = (): Response => new Response(JSON.stringify(ok(statusInfo())), { headers: { 'Content-Type': 'application/json', [SW_CACHE_DATE_HEADER]: SAVED } });
/** The probe asks status with the device only; the page's own status call also sends originalDomain and url. */
const probes = (calls: Call[]): number => calls.filter((c) => c.url === `${WPS.status}?device=MOBILE`).length;

beforeEach(() => {
  resetApi();
  setUrl('http://acme.example/m/home');
  merchant.status = ref(statusInfo({ merchantName: 'Before' }));
  merchant.phase = 'ready';
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  endOutage();
  clearLastGood();
  ui.alerts = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('recovery', () => {
  it('counts only a fresh success as the server being back: not a 503, not the worker\'s dated copy, not a network error', async () => {
    expect(await serverAnswers(async () => json(fail('system.unavailable'), 503))).toBe(false);
    expect(await serverAnswers(async () => copy())).toBe(false);
    expect(await serverAnswers(async () => { throw new TypeError('Failed to fetch'); })).toBe(false);
    expect(await serverAnswers(async () => json(ok(statusInfo())))).toBe(true);
  });

  it('probes with backoff from 2 s to 30 s; when the server answers it refreshes status, clears the banner and closes the outage\'s dialogs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let mode: 'down' | 'copy' | 'up' = 'down';
    const calls = stubFetch(() => (mode === 'down' ? json(fail('system.unavailable'), 503) : mode === 'copy' ? copy() : json(ok(statusInfo({ merchantName: 'After' })))));
    showAlert('an unrelated error long before');
    vi.setSystemTime(Date.now() + 60_000);
    // A call failed just before the worker's notice arrived; another during the outage.
    showAlert('the service is briefly unavailable');
    recordLastGood(WPS.status, SAVED);
    showAlert('another failure during the outage');
    expect(ui.alerts).toHaveLength(3);

    startRecovery();
    const gaps = [PROBE_FIRST_MS, 4000, 8000, 16_000, PROBE_MAX_MS, PROBE_MAX_MS];
    for (const [i, gap] of gaps.entries()) {
      await vi.advanceTimersByTimeAsync(gap - 1);
      expect(probes(calls)).toBe(i);
      await vi.advanceTimersByTimeAsync(1);
      // (vi.waitFor would move the fake clock itself: the count is read directly.)
      expect(probes(calls)).toBe(i + 1);
      if (i === 3) mode = 'copy';
    }
    expect(lastGood.servedFrom).toEqual({ [WPS.status]: SAVED });
    expect(ui.alerts).toHaveLength(3);

    mode = 'up';
    await vi.advanceTimersByTimeAsync(PROBE_MAX_MS);
    await eventually(() => expect(merchant.status?.merchantName).toBe('After'));
    expect(lastGood.servedFrom).toEqual({});
    expect(ui.offline).toBe(false);
    expect(ui.alerts.map((a) => a.message)).toEqual(['an unrelated error long before']);
    // Stopped: no probe after the server answered.
    const after = probes(calls);
    await vi.advanceTimersByTimeAsync(2 * PROBE_MAX_MS);
    expect(probes(calls)).toBe(after);
  });

  it('a 503 on a call with no saved copy marks an outage: the probe closes its dialog and refreshes the status once the server is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    wireClient();
    let up = false;
    const calls = stubFetch(() => (up ? json(ok(statusInfo({ merchantName: 'Back' }))) : json(fail('system.unavailable', 'briefly unavailable'), 503)));
    // A member call (no worker copy stands in for it) fails during the outage and raises its dialog.
    const env = await request({ method: 'POST', path: WPS.login, body: {} });
    expect(env.success).toBe(false);
    await eventually(() => expect(ui.alerts.map((a) => a.message)).toEqual(['briefly unavailable']));
    expect(lastGood.servedFrom).toEqual({});
    // Still down at the first probe: the dialog stays.
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_MS);
    expect(probes(calls)).toBe(1);
    expect(ui.alerts).toHaveLength(1);
    up = true;
    await vi.advanceTimersByTimeAsync(2 * PROBE_FIRST_MS);
    await eventually(() => expect(merchant.status?.merchantName).toBe('Back'));
    expect(ui.alerts).toEqual([]);
  });

  it('a 500 is one call\'s fault, not an outage: no probe, and its dialog stays until the player closes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    wireClient();
    const calls = stubFetch((c) => (c.url.includes(WPS.status) ? json(ok(statusInfo({ merchantName: 'Up' }))) : json(fail('internal.error', 'something broke'), 500)));
    await request({ method: 'POST', path: WPS.login, body: {} });
    await eventually(() => expect(ui.alerts.map((a) => a.message)).toEqual(['something broke']));
    await vi.advanceTimersByTimeAsync(3 * PROBE_FIRST_MS);
    expect(probes(calls)).toBe(0);
    expect(ui.alerts).toHaveLength(1);
  });

  it('probes at once when the browser says the network is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = stubFetch(() => json(ok(statusInfo({ merchantName: 'Online' }))));
    ui.offline = true;
    startRecovery();
    dispatchEvent(new Event('online'));
    await eventually(() => expect(merchant.status?.merchantName).toBe('Online'));
    expect(probes(calls)).toBe(1);
    expect(ui.offline).toBe(false);
  });
});

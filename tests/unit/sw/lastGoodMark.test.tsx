import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_NOTICES } from '../../../contract/pwa.ts';
import { OfflineBanner } from '../../../src/components/OfflineBanner.tsx';
import { clearLastGood, oldestCopy, state, watchLastGood } from '../../../src/pwa/lastGood.ts';
import { NETWORK_ERROR_MESSAGE, INTERNET_LOST_MESSAGE } from '../../../src/api/clientCodes.ts';
import { setOffline, showAlert, state as ui } from '../../../src/state/ui.ts';
import { watchOffline } from '../../../src/boot/offlineToast.ts';
import { setLanguage } from '../../../src/i18n';
import { testRoot, type TestRoot } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

// The banner's body starts the recovery probe; its own tests are in tests/unit/ui/recovery.test.ts.
const recovery = vi.hoisted(() => ({ startRecovery: vi.fn() }));
vi.mock('../../../src/pwa/recovery', () => recovery);

const BANNERS = '/wps/relay/MCSFE_getBanners';
const LANES = '/wps/relay/GCSGAME_getGameLanes';
const STATUS = '/wps/v2/system/status';

function channel() {
  let listener: ((e: MessageEvent<unknown>) => void) | undefined;
  watchLastGood({ addEventListener: (_t: string, fn: (e: MessageEvent<unknown>) => void) => { listener = fn; } } as unknown as ServiceWorkerContainer);
  return (data: unknown) => act(() => listener?.({ data } as MessageEvent<unknown>));
}

const banner = (r: TestRoot) => r.host.querySelector('[data-testid="offline-banner"]');

let r: TestRoot;
beforeEach(async () => {
  await setLanguage('EN', ['EN']);
  r = testRoot();
  state.servedFrom = {};
  ui.offline = false;
  ui.alerts = [];
});
afterEach(async () => { await r.unmount(); });

describe('the offline banner', () => {
  it('shows nothing while online and every answer is fresh', async () => {
    await r.render(<OfflineBanner />);
    expect(banner(r)).toBeNull();
  });

  it('says what was saved and when (the oldest copy on screen, status included)', async () => {
    await r.render(<OfflineBanner />);
    const send = channel();
    await send({ type: SW_NOTICES.lastGood, path: LANES, date: '2026-05-01T10:00:00.000Z' });
    await send({ type: SW_NOTICES.lastGood, path: STATUS, date: '2026-04-30T08:00:00.000Z' });
    // The body is a lazy chunk, loaded once the page first goes offline.
    const time = await eventually(() => banner(r)?.querySelector('time') ?? Promise.reject(new Error('no banner yet')));
    await eventually(() => expect(recovery.startRecovery).toHaveBeenCalled());
    expect(time?.getAttribute('datetime')).toBe('2026-04-30T08:00:00.000Z');
    expect(time?.textContent).toMatch(/^You are offline; showing what was saved at /);
    expect(banner(r)?.getAttribute('role')).toBe('status');
    expect(r.host.textContent).not.toContain('Tessera');
  });

  it('offline with nothing saved: says so in words and offers a retry', async () => {
    await r.render(<OfflineBanner />);
    await act(() => setOffline(true));
    await eventually(() => expect(banner(r)?.textContent).toContain('Nothing has been saved for this page yet'));
    expect(r.host.querySelector('[data-testid="offline-retry"]')?.textContent).toBe('Retry');
  });

  it('goes away when the network is back', async () => {
    const target = new EventTarget();
    watchOffline(target as unknown as Window, () => 'http:');
    await r.render(<OfflineBanner />);
    await act(() => { target.dispatchEvent(new Event('offline')); });
    await channel()({ type: SW_NOTICES.lastGood, path: BANNERS, date: '2026-05-01T10:00:00.000Z' });
    await eventually(() => expect(banner(r)).not.toBeNull());
    await act(() => { target.dispatchEvent(new Event('online')); });
    expect(banner(r)).toBeNull();
    expect(state.servedFrom).toEqual({});
  });

  it('takes the place of a network-error alert: no dialog titled with the product name', () => {
    showAlert(NETWORK_ERROR_MESSAGE);
    showAlert(INTERNET_LOST_MESSAGE);
    expect(ui.alerts).toEqual([]);
    expect(ui.offline).toBe(true);
    showAlert('Wrong password');
    expect(ui.alerts.map((a) => a.message)).toEqual(['Wrong password']);
  });
});

describe('last good notices', () => {
  it('ignores hostile or foreign messages', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const send = channel();
    await send({ type: SW_NOTICES.lastGood, path: STATUS, date: '2026-05-01T10:00:00.000Z' });
    await send({ type: SW_NOTICES.lastGood, path: '/wps/member/info', date: '2026-05-01T10:00:00.000Z' });
    await send({ type: SW_NOTICES.lastGood, path: BANNERS, date: 'not a date' });
    await send({ type: SW_NOTICES.lastGood, path: BANNERS });
    await send({ type: 'PUSH', path: BANNERS, date: '2026-05-01T10:00:00.000Z' });
    await send(null);
    expect(Object.keys(state.servedFrom)).toEqual([STATUS]);
    expect(warn).toHaveBeenCalledTimes(3);
    clearLastGood();
    expect(state.servedFrom).toEqual({});
  });

  it('oldestCopy picks the oldest among the asked paths', () => {
    const served = { a: '2026-01-02T00:00:00Z', b: '2026-01-01T00:00:00Z', c: '2025-01-01T00:00:00Z' };
    expect(oldestCopy(served, ['a', 'b'])).toBe('2026-01-01T00:00:00Z');
    expect(oldestCopy(served, ['x'])).toBeNull();
  });
});

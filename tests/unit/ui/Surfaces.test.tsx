import { act } from 'react';
import { Router } from 'wouter';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TOAST_MS } from '../../../contract/constants.ts';
import { Surfaces } from '../../../src/components/Surfaces.tsx';
import { loadFullCatalog, setLanguage } from '../../../src/i18n/index.ts';
import { dismissPleaseLogin, showAlert, showPleaseLogin, showToast, state as ui } from '../../../src/state/ui.ts';
import { setUrl, testRoot, type TestRoot } from './helpers.ts';

let r: TestRoot;
const q = (id: string) => r.host.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`);
const button = (id: string) => q(id)[0]!.querySelector('button')!;

beforeAll(async () => {
  await setLanguage('EN', ['EN']);
  // The toast and alerts load with the catalogue's rest (src/components/loadShellLater.ts).
  await loadFullCatalog();
});
beforeEach(async () => {
  setUrl('https://acme.example/m/member/home');
  r = testRoot();
  await r.render(<Router base="/m"><Surfaces /></Router>);
});
afterEach(async () => {
  await r.unmount();
  vi.useRealTimers();
  dismissPleaseLogin();
  ui.alerts = [];
  ui.toast = null;
});

describe('please-login notice', () => {
  it('shows once even after three calls', async () => {
    await act(async () => { showPleaseLogin(); showPleaseLogin(); showPleaseLogin(); });
    expect(q('please-login')).toHaveLength(1);
    expect(q('please-login')[0]!.textContent).toContain('Please log in');
    expect(q('please-login')[0]!.getAttribute('role')).toBe('alertdialog');
  });

  it('its OK takes focus, closes the notice and goes to /m/login', async () => {
    await act(async () => showPleaseLogin());
    const ok = button('please-login');
    expect(ok.textContent).toBe('OK');
    expect(document.activeElement).toBe(ok);
    await act(async () => ok.click());
    expect(location.pathname).toBe('/m/login');
    expect(q('please-login')).toHaveLength(0);
    expect(ui.pleaseLogin).toBe(false);
  });
});

describe('alerts', () => {
  it('a null message shows the unknown-error text under the app name', async () => {
    await act(async () => showAlert(null));
    const dialog = q('alert')[0]!;
    expect(dialog.querySelector('h2')?.textContent).toBe('Tessera');
    expect(dialog.textContent).toContain('Something went wrong. Please try again.');
  });

  it('a server message is shown as text, one alert at a time, identical ones not stacked', async () => {
    await act(async () => { showAlert('<b>first</b>', 'Login failed'); showAlert('<b>first</b>'); showAlert('second'); });
    expect(ui.alerts).toHaveLength(2);
    expect(q('alert')).toHaveLength(1);
    expect(q('alert')[0]!.querySelector('b')).toBeNull();
    expect(q('alert')[0]!.textContent).toContain('<b>first</b>');
    expect(q('alert')[0]!.querySelector('h2')?.textContent).toBe('Login failed');
    await act(async () => button('alert').click());
    expect(q('alert')[0]!.textContent).toContain('second');
    await act(async () => button('alert').click());
    expect(q('alert')).toHaveLength(0);
  });
});

describe('toast', () => {
  it('the offline toast clears after 1.5 s', async () => {
    vi.useFakeTimers();
    await act(async () => showToast('network_offline'));
    expect(q('toast')[0]?.textContent).toBe('You are offline. Check your connection.');
    await act(async () => vi.advanceTimersByTime(OFFLINE_TOAST_MS - 1));
    expect(q('toast')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(q('toast')).toHaveLength(0);
  });

  it('a new toast restarts the 1.5 s', async () => {
    vi.useFakeTimers();
    await act(async () => showToast('network_offline'));
    await act(async () => vi.advanceTimersByTime(1000));
    await act(async () => showToast('network_offline'));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(q('toast')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(OFFLINE_TOAST_MS - 1000));
    expect(q('toast')).toHaveLength(0);
  });
});

import { ref } from 'valtio';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StatusScreen } from '../../../src/components/StatusScreen.tsx';
import { loadFullCatalog, setLanguage } from '../../../src/i18n/index.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { statusInfo, testRoot, type TestRoot } from './helpers.ts';

let r: TestRoot;
const text = () => r.host.textContent ?? '';
const heading = () => r.host.querySelector('h1')?.textContent;

beforeAll(async () => {
  await setLanguage('EN', ['EN']);
  // The status screen's texts are not first-screen keys: its chunk loads the rest of the catalogue (App.tsx).
  await loadFullCatalog();
});
beforeEach(() => {
  r = testRoot();
});
afterEach(async () => {
  await r.unmount();
  merchant.phase = 'loading';
  merchant.status = null;
  merchant.networkErrorKey = 'internet_lost';
});

describe('StatusScreen', () => {
  it('maintenance shows the title and the formatted end time', async () => {
    const end = '2030-05-06T07:08:00Z';
    merchant.status = ref(statusInfo({ maintenance: true, maintenanceEnd: end }));
    merchant.phase = 'maintenance';
    await r.render(<StatusScreen />);
    const formatted = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(end));
    expect(heading()).toBe('System maintenance');
    expect(text()).toContain(`Expected to end at ${formatted}`);
    expect(text()).not.toContain(end);
    expect(r.host.querySelector('button')?.textContent).toBe('Retry');
  });

  it('maintenance without an end time shows no end line', async () => {
    merchant.status = ref(statusInfo({ maintenance: true, maintenanceEnd: null }));
    merchant.phase = 'maintenance';
    await r.render(<StatusScreen />);
    expect(text()).not.toContain('Expected to end');
  });

  it('an unparsable end time is shown as sent', async () => {
    merchant.status = ref(statusInfo({ maintenance: true, maintenanceEnd: 'soon-ish' }));
    merchant.phase = 'maintenance';
    await r.render(<StatusScreen />);
    expect(text()).toContain('Expected to end at soon-ish');
  });

  it('access denied shows the IP', async () => {
    merchant.status = ref(statusInfo({ regionRestriction: true, ip: '203.0.113.66' }));
    merchant.phase = 'access_denied';
    await r.render(<StatusScreen />);
    expect(heading()).toBe('Access denied');
    expect(text()).toContain('Your IP: 203.0.113.66');
  });

  it('an IP with markup is shown as text', async () => {
    merchant.status = ref(statusInfo({ regionRestriction: true, ip: '<img src=x onerror=alert(1)>' }));
    merchant.phase = 'access_denied';
    await r.render(<StatusScreen />);
    expect(r.host.querySelector('img')).toBeNull();
    expect(text()).toContain('Your IP: <img src=x onerror=alert(1)>');
  });

  it('domain not available', async () => {
    merchant.phase = 'domain_not_available';
    await r.render(<StatusScreen />);
    expect(heading()).toBe('Domain not available');
    expect(text()).toContain('This site is not available on this address.');
  });

  it.each([
    ['internet_lost', 'Internet lost, please refresh the page'],
    ['network_error_http', 'Network Error / CORS Errors'],
  ] as const)('network error %s', async (key, expected) => {
    merchant.phase = 'network_error';
    merchant.networkErrorKey = key;
    await r.render(<StatusScreen />);
    expect(heading()).toBe(expected);
    expect(r.host.querySelector('main')?.dataset.phase).toBe('network_error');
  });
});

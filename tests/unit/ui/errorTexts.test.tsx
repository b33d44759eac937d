import { ref } from 'valtio';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServiceEntry } from '../../../contract/wps.ts';
import { StatusScreen } from '../../../src/components/StatusScreen.tsx';
import { PageLoading } from '../../../src/components/PageLoading.tsx';
import { CONTACTS_KEY } from '../../../src/cs/savedContacts.ts';
import { loadFullCatalog, setLanguage } from '../../../src/i18n/index.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { dismissAlert, showAlert, state as ui } from '../../../src/state/ui.ts';
import { eventually } from '../eventually.ts';
import { statusInfo, testRoot, type TestRoot } from './helpers.ts';

const opened: unknown[] = [];
vi.mock('../../../src/components/contactUs.ts', () => ({
  contactUs: vi.fn(async (entries: unknown) => { opened.push(entries); return false; }),
}));

const general: CustomerServiceEntry = { csType: 'LIVECHAT', csPosition: '1', path: 'cipher12345678', labelIds: [] };
const vip: CustomerServiceEntry = { csType: 'COMM100VIP', csPosition: '2', path: 'cipher87654321', labelIds: ['vip-gold'] };

let r: TestRoot;
const contact = () => r.host.querySelector<HTMLButtonElement>('[data-testid="contact-us"]');

beforeAll(async () => {
  await setLanguage('EN', ['EN']);
  await loadFullCatalog();
});
beforeEach(() => { r = testRoot(); localStorage.clear(); opened.length = 0; });
afterEach(async () => {
  await r.unmount();
  merchant.phase = 'loading';
  merchant.status = null;
  for (const a of [...ui.alerts]) dismissAlert(a.id);
});

describe('"Contact us" on the status screens (spec section 2 static texts)', () => {
  it('maintenance and access denied offer the merchant\'s general customer service', async () => {
    for (const phase of ['maintenance', 'access_denied'] as const) {
      merchant.status = ref(statusInfo({ maintenance: phase === 'maintenance', regionRestriction: phase === 'access_denied', customerService: [vip, general] }));
      merchant.phase = phase;
      await r.render(<StatusScreen />);
      await eventually(() => expect(contact()?.textContent, phase).toBe('Contact us'));
    }
    await act(async () => contact()!.click());
    await eventually(() => expect(opened).toEqual([[general]]));
    await eventually(() => expect(r.host.textContent).toContain('Customer service could not be reached'));
  });

  it('a failed status check offers the entries of the last good status; none known, no button', async () => {
    merchant.phase = 'network_error';
    await r.render(<StatusScreen />);
    await import('../../../src/components/StatusContact.tsx');
    await act(async () => {});
    expect(r.host.textContent).toContain('Retry');
    expect(contact()).toBeNull();
    localStorage.setItem(CONTACTS_KEY, JSON.stringify([general]));
    await r.unmount();
    r = testRoot();
    await r.render(<StatusScreen />);
    await eventually(() => expect(contact()?.textContent).toBe('Contact us'));
  });

  it('the domain-not-available screen has no contact (the merchant is unknown)', async () => {
    merchant.phase = 'domain_not_available';
    localStorage.setItem(CONTACTS_KEY, JSON.stringify([general]));
    await r.render(<StatusScreen />);
    expect(contact()).toBeNull();
  });
});

describe('alert titles carry the merchant\'s name', () => {
  it('once the status is known; an explicit title wins', () => {
    showAlert('before');
    expect(ui.alerts.at(-1)?.title).toBeUndefined();
    merchant.status = ref(statusInfo({ merchantName: 'Acme Games' }));
    showAlert('after');
    expect(ui.alerts.at(-1)?.title).toBe('Acme Games');
    showAlert('titled', 'Notice');
    expect(ui.alerts.at(-1)?.title).toBe('Notice');
  });
});

describe('loading indicators give up (spec section 9: 5 to 10 s)', () => {
  it('turn into a message with a retry after the bound', async () => {
    await r.render(<PageLoading titleKey="member_home_title" heading giveUpMs={20} />);
    expect(r.host.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    await eventually(() => expect(r.host.querySelector('[data-testid="loading-gave-up"]')).not.toBeNull());
    expect(r.host.textContent).toContain('This is taking longer than usual.');
    expect(r.host.querySelector('button')?.textContent).toBe('Retry');
  });
});

describe('the contacts kept for a failed status check', () => {
  it('keeps at most five general entries of a good status, never a VIP-only one', async () => {
    const { rememberContacts, savedContacts } = await import('../../../src/cs/savedContacts.ts');
    const entry = (csType: string, labelIds: string[] = []) => ({ csType, csPosition: 'RIGHT', path: 'p'.repeat(16), labelIds });
    rememberContacts({ customerService: [entry('VIPCHAT', ['vip-gold']), ...['A', 'B', 'C', 'D', 'E', 'F'].map((t) => entry(t))] });
    expect(savedContacts().map((e) => e.csType)).toEqual(['A', 'B', 'C', 'D', 'E']);
    localStorage.setItem('MC_CS_CONTACTS', '[{"csType":1}]');
    expect(savedContacts()).toEqual([]);
  });
});

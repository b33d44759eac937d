import { ref } from 'valtio';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerServiceEntry } from '../../../contract/wps.ts';
import StatusContact from '../../../src/components/StatusContact.tsx';
import { setLanguage, state as i18n } from '../../../src/i18n/index.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import th from '../../../src/i18n/locales/th.json';
import { eventually } from '../eventually.ts';
import { statusInfo, testRoot, type TestRoot } from '../ui/helpers.ts';

vi.mock('../../../src/components/contactUs.ts', () => ({ contactUs: vi.fn(async () => false) }));

const general: CustomerServiceEntry = { csType: 'LIVECHAT', csPosition: '1', path: 'cipher12345678', labelIds: [] };
let r: TestRoot;

// A status screen shows before the first screen: only the first screen's part of the catalogue is in.
beforeAll(async () => { await setLanguage('TH', ['TH', 'EN']); });
afterEach(async () => { await r.unmount(); merchant.status = null; });

describe('"Contact us" failure text on a status screen', () => {
  it('is the Thai text, although the catalogue\'s rest was not loaded when the screen showed', async () => {
    expect(i18n.catalog.status_contact_failed).toBeUndefined();
    merchant.status = ref(statusInfo({ maintenance: true, customerService: [general] }));
    r = testRoot();
    await r.render(<StatusContact label="ติดต่อเรา" />);
    await act(async () => r.host.querySelector<HTMLButtonElement>('[data-testid="contact-us"]')!.click());
    await eventually(() => expect(r.host.querySelector('[role="status"]')?.textContent).toBe(th.status_contact_failed));
    expect(th.status_contact_failed).not.toMatch(/[A-Za-z]/);
  });
});

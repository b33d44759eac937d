import { act } from 'react';
import { ref } from 'valtio';
import { renderSVG } from 'uqr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnrolledFactor, TotpSecret } from '../../../src/social/mfaEnrollment.ts';
import { loadFullCatalog, setLanguage } from '../../../src/i18n/index.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { clearSession, setSession } from '../../../src/state/session.ts';
import th from '../../../src/i18n/locales/th.json';
import { type } from '../auth/formHarness.ts';
import { eventually } from '../eventually.ts';
import { statusInfo, testRoot, type TestRoot } from '../ui/helpers.ts';

// The boundary: the provider's enrollment calls (spec section 7, mfaEnrollment:start, :finalize, :withdraw, and the
// factor list) and the provider's sign-in that gives the ID token. The URL and the QR text stay real.
const api = vi.hoisted(() => ({
  start: vi.fn(), finalize: vi.fn(), withdraw: vi.fn(), list: vi.fn(), idToken: vi.fn(),
}));
vi.mock('../../../src/social/mfaEnrollment', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/social/mfaEnrollment.ts')>()),
  startTotpEnrollment: api.start, finalizeTotpEnrollment: api.finalize, withdrawFactor: api.withdraw, listFactors: api.list,
}));
vi.mock('../../../src/social/providerIdToken.ts', () => ({ providerIdToken: api.idToken }));

const { MfaEnrollment } = await import('../../../src/social/MfaEnrollment.tsx');
const { otpauthUrl, ProviderCallError } = await import('../../../src/social/mfaEnrollment.ts');

const SECRET: TotpSecret = { secretKey: 'JBSWY3DPEHPK3PXP', hashingAlgorithm: 'SHA1', codeLength: 6, periodSec: 30, enrollmentDeadline: null, sessionInfo: 'sess-1' };
const TOTP: EnrolledFactor = { mfaEnrollmentId: 'e-totp', displayName: '', kind: 'totp' };

let r: TestRoot;
const q = <T extends Element = HTMLElement>(sel: string): T | null => r.host.querySelector<T>(sel);
const button = (text: string): HTMLButtonElement | undefined => [...r.host.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
const click = async (el: HTMLElement | undefined): Promise<void> => {
  expect(el, 'the button is on screen').toBeDefined();
  await act(async () => el!.click());
};
const text = (): string => r.host.textContent ?? '';

beforeAll(async () => {
  // Thai, every part of the catalogue: the texts under test are the translated ones.
  await setLanguage('TH', ['TH', 'EN']);
  await loadFullCatalog();
});
beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  const s = statusInfo({ merchantName: 'Demo Casino', sms: { ...statusInfo().sms, apiKey: 'key-1' } });
  (s.whitelabelVal as Record<string, boolean>).GOOGLELOGIN3 = true;
  merchant.status = ref(s);
  setSession({ spanId: '', id: '1', token: 'tok', merchantCode: 'acme', userName: 'player01', type: 0, firstTimeLogin: false });
  api.idToken.mockResolvedValue('id-1');
  r = testRoot();
});
afterEach(async () => {
  await r.unmount();
  merchant.status = null;
  clearSession();
  vi.restoreAllMocks();
});

/** Renders, confirms it is the member at the provider, and waits for the factor list. */
async function verified(factors: EnrolledFactor[]): Promise<void> {
  api.list.mockResolvedValue(factors);
  await r.render(<MfaEnrollment />);
  await click([...r.host.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === th.mfa_enroll_verify.replace('{provider}', 'Google')));
  await eventually(() => expect(api.list).toHaveBeenCalledWith(expect.anything(), 'id-1'));
}

describe('MFA enrollment on the account page (spec section 7: mfaEnrollment:start, :finalize, :withdraw)', () => {
  it('start shows the setup key and a QR code of the otpauth address', async () => {
    await verified([]);
    api.start.mockResolvedValue(SECRET);
    await click(await eventually(() => button(th.mfa_enroll_start)));
    expect(api.start).toHaveBeenCalledWith(expect.anything(), 'id-1');
    await eventually(() => expect(q('[data-testid="mfa-secret"]')?.textContent).toBe('JBSWY3DPEHPK3PXP'));
    expect(text()).toContain(th.mfa_enroll_key);
    const qr = q('[data-testid="qr"]')!;
    expect(qr.getAttribute('aria-label')).toBe(th.mfa_enroll_scan);
    // The dark modules are those of the otpauth address (compared as a flag: the path is long).
    const want = /\sd="([^"]+)"/.exec(renderSVG(otpauthUrl(SECRET, 'player01', 'Demo Casino'), { border: 2 }))?.[1];
    expect(want).toBeTruthy();
    expect(qr.querySelector('path')?.getAttribute('d') === want, 'the QR encodes the otpauth address').toBe(true);
  });

  it('finalize with the typed code enrols the app: the factor is listed and the form is gone', async () => {
    await verified([]);
    api.start.mockResolvedValue(SECRET);
    await click(await eventually(() => button(th.mfa_enroll_start)));
    const input = await eventually(() => q<HTMLInputElement>('input[name="totp"]')!);
    await act(async () => type(input, '123456'));
    api.finalize.mockResolvedValue('id-2');
    api.list.mockResolvedValue([TOTP]);
    await click(button(th.mfa_enroll_finish));
    await eventually(() => expect(q('[role="status"]')?.textContent).toBe(th.mfa_enroll_done));
    expect(api.finalize).toHaveBeenCalledWith(expect.anything(), 'id-1', SECRET, '123456', th.verify_method_ga);
    expect(api.list).toHaveBeenLastCalledWith(expect.anything(), 'id-2');
    expect(q('[data-testid="mfa-secret"]')).toBeNull();
    expect(q('.mfa-factors')?.textContent).toContain(th.verify_method_ga);
    // One app at a time: no second start offered.
    expect(button(th.mfa_enroll_start)).toBeUndefined();
  });

  it('withdraw removes the factor with its enrollment id, and start is offered again', async () => {
    await verified([TOTP]);
    await eventually(() => expect(q('.mfa-factors')?.textContent).toContain(th.verify_method_ga));
    api.withdraw.mockResolvedValue('id-3');
    api.list.mockResolvedValue([]);
    await click(button(th.mfa_withdraw));
    await eventually(() => expect(q('[role="status"]')?.textContent).toBe(th.mfa_withdrawn));
    expect(api.withdraw).toHaveBeenCalledWith(expect.anything(), 'id-1', 'e-totp');
    expect(q('.mfa-factors li')).toBeNull();
    expect(button(th.mfa_enroll_start)).toBeDefined();
  });

  it('a refused code shows the translated provider text, and the form stays for another try', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await verified([]);
    api.start.mockResolvedValue(SECRET);
    await click(await eventually(() => button(th.mfa_enroll_start)));
    const input = await eventually(() => q<HTMLInputElement>('input[name="totp"]')!);
    await act(async () => type(input, '000000'));
    api.finalize.mockRejectedValue(new ProviderCallError('auth/invalid-verification-code', 'INVALID_MFA_CODE'));
    await click(button(th.mfa_enroll_finish));
    const alert = await eventually(() => q('[role="alert"]')!);
    expect(alert.textContent).toContain(th['auth/invalid-verification-code']);
    expect(alert.textContent).toContain('Code: auth/invalid-verification-code');
    expect(q('[data-testid="mfa-secret"]')?.textContent).toBe('JBSWY3DPEHPK3PXP');
  });

  it('a failed withdraw shows the translated text and keeps the factor', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await verified([TOTP]);
    api.withdraw.mockRejectedValue(new ProviderCallError('auth/network-request-failed', 'network error'));
    await click(await eventually(() => button(th.mfa_withdraw)));
    await eventually(() => expect(q('[role="alert"]')?.textContent).toContain(th['auth/network-request-failed']));
    expect(q('.mfa-factors li')).not.toBeNull();
  });
});

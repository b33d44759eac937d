import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from '../../../contract/flags.ts';
import { SocialButtons } from '../../../src/social/SocialButtons.tsx';
import { state as merchant } from '../../../src/state/merchant.ts';
import { fail, json, statusInfo, stubFetch, testRoot, useWiredMerchant, type Call } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

const m = vi.hoisted(() => ({ loginWithFirebase: vi.fn(async () => 'logged-in') }));
vi.mock('../../../src/social/firebaseLogin.ts', () => ({ loginWithFirebase: m.loginWithFirebase }));

useWiredMerchant();
let calls: Call[] = [];
let mayaAnswer = () => json(fail('login.method.disabled'), 403);
beforeEach(() => {
  vi.clearAllMocks();
  calls = stubFetch(() => mayaAnswer());
});

function withFlags(on: WhitelabelFlag[], apiKey = 'key'): void {
  const whitelabelVal = Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, on.includes(f)])) as ReturnType<typeof statusInfo>['whitelabelVal'];
  merchant.status = ref(statusInfo({ whitelabelVal, sms: { ...statusInfo().sms, apiKey } }));
}

// The accessible name is the full "Continue with ..." text; the visible one is the provider's short name.
const labels = (host: HTMLElement) => [...host.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));

describe('SocialButtons', () => {
  const root = testRoot();
  afterEach(async () => { await root.render(null); });

  it('shows one button per flag that is on, all type=button (they sit inside forms)', async () => {
    withFlags(['GOOGLELOGIN3', 'TWITTERLOGIN3', 'TELEGRAMLOGIN3']);
    await root.render(<SocialButtons mode="login" />);
    expect(labels(root.host)).toEqual(['social_google', 'social_twitter', 'social_telegram']);
    expect([...root.host.querySelectorAll('button')].every((b) => b.type === 'button')).toBe(true);
  });

  it('hides the Firebase buttons without provider settings, and renders nothing without any method', async () => {
    withFlags(['GOOGLELOGIN3', 'FACEBOOKLOGIN3'], '');
    await root.render(<SocialButtons mode="login" />);
    expect(root.host.querySelector('[data-testid="social-buttons"]')).toBeNull();
  });

  it('passes the auto-register option only from the register form', async () => {
    withFlags(['FACEBOOKLOGIN3']);
    await root.render(<SocialButtons mode="register" />);
    root.host.querySelector('button')?.click();
    await eventually(() => expect(m.loginWithFirebase).toHaveBeenCalledWith('facebook', { go: null, autoRegister: true }));
  });

  it('loads no provider code until a button is pressed', async () => {
    withFlags(['GOOGLELOGIN3']);
    await root.render(<SocialButtons mode="login" />);
    expect(m.loginWithFirebase).not.toHaveBeenCalled();
    // Only the wallet setting is asked, once per page: no provider SDK, no sign-in call.
    await eventually(() => expect(calls.map((c) => new URL(c.url, location.origin).pathname)).toEqual(['/wps/relay/WPS3RD_getMayaLoginSetting']));
  });
});

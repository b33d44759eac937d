import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WHITELABEL_FLAGS } from '../../../contract/flags.ts';
import { state as auth, closeAuthDialogs } from '../../../src/state/auth.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { fail, json, ok, setUrl, statusInfo, stubFetch, useWiredMerchant, type Call } from '../ui/helpers.ts';
import { eventually } from '../eventually.ts';

const m = vi.hoisted(() => ({ completeLogin: vi.fn(async () => '/m/home'), goTo: vi.fn(), openLinkDialog: vi.fn() }));
vi.mock('../../../src/auth/completeLogin.ts', () => ({ completeLogin: m.completeLogin }));
vi.mock('../../../src/social/goTo.ts', () => ({ goTo: m.goTo }));
vi.mock('../../../src/social/linkDialog.ts', () => ({ openLinkDialog: m.openLinkDialog }));

const { startLineLogin, LINE_STATE_KEY } = await import('../../../src/social/line.ts');
const { startTelegramLogin } = await import('../../../src/social/telegram.ts');
const { startMayaLogin } = await import('../../../src/social/maya.ts');
const { handleUrlResult } = await import('../../../src/social/urlResult.ts');
const { PENDING_GO_KEY, savePendingGo, takePendingGo } = await import('../../../src/social/pendingGo.ts');
const { newState } = await import('../../../src/social/pendingState.ts');

const LOGIN = { token: 't1', userName: 'lineuser01', firstTimeLogin: false, passwordExpired: false, spanId: 's', id: '9', customerType: 0 };
const SETTINGS: Record<string, unknown> = {
  WPSCORE_getLineLoginSetting: { clientId: 'c1', authorizeUrl: 'https://line.example/authorize' },
  WPSCORE_getTelegramLoginSetting: { botId: '1', authDomain: 'tg.example' },
  WPS3RD_getMayaLoginSetting: { authorizeUrl: 'https://maya.example/authorize', env: 'sandbox' },
};

useWiredMerchant();
let calls: Call[] = [];
let answer: (c: Call) => Response;
/** What session storage held for the go target at the moment the page was left. */
let atLeave: (string | null)[] = [];
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  const whitelabelVal = Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, f === 'SSOMANUALREG3' || f === 'LINELOGIN3'])) as ReturnType<typeof statusInfo>['whitelabelVal'];
  merchant.status = ref(statusInfo({ whitelabelVal }));
  answer = (c) => {
    const name = Object.keys(SETTINGS).find((n) => c.url.includes(n));
    return json(ok(name ? SETTINGS[name] : LOGIN));
  };
  calls = stubFetch((c) => answer(c));
  atLeave = [];
  vi.spyOn(location, 'assign').mockImplementation(() => { atLeave.push(sessionStorage.getItem(PENDING_GO_KEY)); });
  setUrl('http://localhost/m/login?go=%2Fm%2Fgame');
});
afterEach(() => { closeAuthDialogs(); vi.restoreAllMocks(); });

describe('a sign-in that leaves the page keeps its go target', () => {
  it.each([
    ['LINE', () => startLineLogin('/m/game?x=1')],
    ['Telegram', () => startTelegramLogin('/m/game?x=1')],
    ['wallet', () => startMayaLogin('/m/game?x=1')],
  ])('%s stores it in session storage before leaving', async (_name, start) => {
    await start();
    expect(atLeave).toEqual(['/m/game?x=1']);
  });

  it('a start without a target drops an abandoned one', async () => {
    savePendingGo('/m/old');
    await startLineLogin(null);
    expect(atLeave).toEqual([null]);
  });

  it('is used up when read, and an over-long value is never stored', () => {
    savePendingGo('/m/game');
    expect(takePendingGo()).toBe('/m/game');
    expect(takePendingGo()).toBeNull();
    savePendingGo(`/m/${'a'.repeat(3000)}`);
    expect(sessionStorage.getItem(PENDING_GO_KEY)).toBeNull();
  });
});

describe('the return from the provider lands on the stored target', () => {
  it('LINE: the login is completed with the stored go, which is then gone', async () => {
    savePendingGo('/m/game?x=1');
    const state = newState(LINE_STATE_KEY);
    answer = (c) => json(ok(c.url.includes('WPS3RD_verifyLineCode') ? { lineSessionToken: 'line-tok-1', name: '', picture: '' } : LOGIN));
    setUrl(`http://localhost/m/home?code=abc&state=${state}`);
    await handleUrlResult('line');
    expect(m.completeLogin).toHaveBeenCalledWith(LOGIN, { method: 'line', go: '/m/game?x=1' });
    expect(sessionStorage.getItem(PENDING_GO_KEY)).toBeNull();
  });

  it('without a stored target the query go still counts', async () => {
    const state = newState(LINE_STATE_KEY);
    answer = (c) => json(ok(c.url.includes('WPS3RD_verifyLineCode') ? { lineSessionToken: 'line-tok-1', name: '', picture: '' } : LOGIN));
    setUrl(`http://localhost/m/home?code=abc&state=${state}&go=%2Fm%2Fsports`);
    await handleUrlResult('line');
    expect(m.completeLogin).toHaveBeenCalledWith(LOGIN, { method: 'line', go: '/m/sports' });
  });

  it('a LINE user without a member takes the target into the bind dialog', async () => {
    savePendingGo('/m/game');
    const state = newState(LINE_STATE_KEY);
    answer = (c) => (c.url.includes('WPS3RD_verifyLineCode') ? json(ok({ lineSessionToken: 'line-tok-2', name: '', picture: '' })) : json(fail('not.exists.user', 'no member')));
    setUrl(`http://localhost/m/home?code=abc&state=${state}`);
    await handleUrlResult('line');
    expect(auth.confirm).not.toBeNull();
    auth.confirm!.onExisting();
    await eventually(() => expect(m.openLinkDialog).toHaveBeenCalledWith({ provider: 'line' as const, token: 'line-tok-2' }, 'existing', '/m/game'));
    expect(calls.some((c) => c.url.includes('/wps/session/login/line'))).toBe(true);
  });
});

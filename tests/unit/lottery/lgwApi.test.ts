import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, resetClientHooks } from '../../../src/api/hooks.ts';
import { cancelLotteryBet, getLatestDraws, getLotteryGames, getLotteryOrders } from '../../../src/api/lgw.ts';
import { resolveLottery } from '../../../src/lottery/resolveLottery.ts';
import { json, stubFetch } from '../api/fetchStub.ts';

const onSessionExpired = vi.fn();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  configureClient({ getToken: () => 'tok', getLanguage: () => 'VI', getMerchant: () => 'lotto', onSessionExpired });
});
afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); resetClientHooks(); onSessionExpired.mockReset(); });

describe('the lottery gateway client (bare JSON answers, standard headers)', () => {
  it('sends Merchant, Language and the token, and maps the bare object', async () => {
    const calls = stubFetch(() => json({ m: { gameCode: 'M', displayName: 'Mega', vendor: 'TCG_LOTTO_VN', prizeMode: 'Elott' } }));
    expect(await getLotteryGames()).toEqual([{ code: 'M', name: 'Mega', vendor: 'TCG_LOTTO_VN', prizeMode: 'Elott' }]);
    expect(calls[0]!.url).toBe('/lgw/games/mobile');
    expect(calls[0]!.headers).toMatchObject({ Merchant: 'lotto', Language: 'VI', Authorization: 'tok' });
  });

  it('a 500, an HTML page or a network failure is null, never a throw', async () => {
    stubFetch(() => new Response('<html>oops</html>', { status: 500 }));
    expect(await getLatestDraws()).toBeNull();
    stubFetch(() => new Response('<html>ok</html>', { status: 200 }));
    expect(await getLatestDraws()).toBeNull();
    stubFetch(() => { throw new TypeError('Failed to fetch'); });
    expect(await getLotteryOrders(1)).toBeNull();
  });

  it('a 401 envelope ends the session as on /wps; a refusal carries its errorCode', async () => {
    stubFetch(() => json({ success: false, value: null, code: 'customer.not.login', errorCode: 'customer.not.login', message: 'login required' }, 401));
    expect(await getLotteryOrders(1)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    const calls = stubFetch(() => json({ success: false, value: null, code: null, errorCode: 'lgw.suborder.not.cancellable', message: 'too late' }, 409));
    expect(await cancelLotteryBet('LG1', 'LG1-1')).toEqual({ ok: false, code: 'lgw.suborder.not.cancellable', message: 'too late' });
    expect([calls[0]!.method, calls[0]!.body, calls[0]!.headers['Content-Type']]).toEqual(['POST', '{"orderNo":"LG1","subOrderNo":"LG1-1"}', 'application/json']);
  });

  it('the launch look-up names the game, and gives null when the gateway fails or does not list it', async () => {
    stubFetch(() => json({ m: { gameCode: 'M', displayName: 'Mega', vendor: 'TCG_LOTTO_VN', prizeMode: 'Elott' } }));
    expect(await resolveLottery('M')).toEqual({ title: 'Mega', prizeMode: 'Elott' });
    expect(await resolveLottery('Other')).toBeNull();
    stubFetch(() => new Response('', { status: 500 }));
    expect(await resolveLottery('M')).toBeNull();
  });
});

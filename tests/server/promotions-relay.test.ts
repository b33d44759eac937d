import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, REGISTER_MODULES, type RegisterResponse } from '../../contract/auth.ts';
import { MEMBER_CODES, type PromotionCategory, type PromotionDetail } from '../../contract/member.ts';
import {
  PROMOTION_CODES, type PromotionDetailExtras, type PromotionExtras, type PromotionJoinResult, type ReferralSummary,
} from '../../contract/promotions.ts';
import { RELAYS } from '../../contract/relays.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { securePostEnv } from './auth-fixtures.ts';
import { call, DEMO, envelope, login, useApp } from './helpers.ts';

const s = useApp();
const DAY = 86_400_000;

const relay = async <T>(name: string, opts: { query?: string; token?: string; json?: unknown } = {}) => {
  const headers: Record<string, string> = { Merchant: 'demo', Language: 'EN' };
  if (opts.token) headers.Authorization = opts.token;
  const init = opts.json === undefined ? { headers } : { method: 'POST', headers, json: opts.json };
  const res = await call(s.app, `${DEMO}/wps/relay/${name}${opts.query ?? ''}`, init);
  return { res, env: await envelope<T>(res) };
};
const join = (id: string, token?: string) => relay<PromotionJoinResult>(RELAYS.joinPromotion.name, { token, json: { id } });

describe('promotion cards', () => {
  it('list and detail carry the period and the action; the detail its terms', async () => {
    const cats = (await relay<{ categories: PromotionCategory[] }>(RELAYS.promotionCategories.name)).env.value!.categories;
    const cards = cats.flatMap((c) => c.promotions) as (PromotionCategory['promotions'][number] & PromotionExtras)[];
    expect(cards.map((p) => [p.id, p.action])).toEqual([['promo-1001', 'deposit'], ['promo-1002', 'claim'], ['promo-1003', 'join']]);
    for (const p of cards) {
      expect(Date.parse(p.period!.start)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(p.period!.end)).toBeGreaterThan(Date.now() + DAY);
    }
    const detail = (await relay<PromotionDetail & PromotionDetailExtras>(RELAYS.promotionDetail.name, { query: '?id=promo-1001' })).env.value!;
    expect(detail.terms?.split('\n').length).toBeGreaterThan(1);
    expect(detail.action).toBe('deposit');
  });
});

describe('joining a promotion', () => {
  it('needs a member, joins once, answers again as already joined', async () => {
    expect((await join('promo-1003')).res.status).toBe(401);
    const { token } = await login(s.app, 'player01');
    const first = await join('promo-1003', token);
    expect(first.env.value).toEqual({ id: 'promo-1003', action: 'join', already: false });
    expect(first.res.headers.get('Cache-Control')).toBe('no-store');
    expect((await join('promo-1003', token)).env.value).toEqual({ id: 'promo-1003', action: 'join', already: true });
    expect((await join('promo-1002', token)).env.value).toEqual({ id: 'promo-1002', action: 'claim', already: false });
  });

  it('refuses a deposit promotion, an unknown one and a malformed id', async () => {
    const { token } = await login(s.app, 'player01');
    const deposit = await join('promo-1001', token);
    expect([deposit.res.status, deposit.env.code]).toEqual([400, PROMOTION_CODES.notJoinable]);
    const missing = await join('promo-9999', token);
    expect([missing.res.status, missing.env.code]).toEqual([404, MEMBER_CODES.promotionNotFound]);
    const bad = await join('../x', token);
    expect([bad.res.status, bad.env.code]).toEqual([400, CODES.badRequest]);
  });
});

describe('referral summary', () => {
  const base = {
    login: false, registerMethod: 'H5', registerUrl: 'http://localhost/m/register', loginDeviceId: 'd'.repeat(36),
    isOfficialAppLogin: false, linkId: null, affiliateCode: null, domain: 'localhost', referralCode: null, pixelTrack: null,
  };
  const register = (payload: object) =>
    securePostEnv<RegisterResponse>(s.app, AUTH_PATHS.register, { ...base, password: 'Kite7Harbor', ...payload }, { headers: { ModuleId: REGISTER_MODULES.username } });

  it('counts the players registered through the member\'s invite link, and an agent\'s team', async () => {
    const player = (await login(s.app, 'player01')).token;
    const agent = (await login(s.app, 'agent01')).token;
    expect((await relay(RELAYS.referralSummary.name)).res.status).toBe(401);
    const before = (await relay<ReferralSummary>(RELAYS.referralSummary.name, { token: player })).env.value!;
    expect((await register({ username: 'friend0001', referralCode: 'player01' })).env.success).toBe(true);
    expect((await register({ username: 'friend0002', referralCode: 'PLAYER01', affiliateCode: 'agent01' })).env.success).toBe(true);
    const after = await relay<ReferralSummary>(RELAYS.referralSummary.name, { token: player });
    expect(after.env.value).toEqual({ invited: before.invited + 2, team: 0 });
    expect(after.res.headers.get('Cache-Control')).toBe('no-store');
    const team = (await relay<ReferralSummary>(RELAYS.referralSummary.name, { token: agent })).env.value!;
    expect(team.team).toBeGreaterThanOrEqual(1);
  });
});

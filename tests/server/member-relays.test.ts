import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import {
  MEMBER_CODES, type CustomerServiceScript, type DepositSettings, type FeedbackResult, type LaunchChat,
  type PromoCodeEnable, type PromoCodeRedeemResult, type PromotionCategoryList, type PromotionDetail, type RankProgress,
} from '../../contract/member.ts';
import { call, DEMO, envelope, login, LOTTO, useApp } from './helpers.ts';
import { RELAYS } from '../../contract/relays.ts';

const STAND_IN_DEPOSIT = RELAYS.standInDeposit.name;

const s = useApp();

const relay = async <T>(name: string, opts: { query?: string; origin?: string; token?: string; language?: string; json?: unknown } = {}) => {
  const origin = opts.origin ?? DEMO;
  const headers: Record<string, string> = { Merchant: origin === DEMO ? 'demo' : 'lotto' };
  if (opts.token) headers.Authorization = opts.token;
  if (opts.language) headers.Language = opts.language;
  const init = opts.json === undefined ? { headers } : { method: 'POST', headers, json: opts.json };
  const res = await call(s.app, `${origin}/wps/relay/${name}${opts.query ?? ''}`, init);
  return { res, env: await envelope<T>(res) };
};
const tokenOf = async (user: string, origin = DEMO) =>
  (await login(s.app, user, origin, origin === DEMO ? 'demo' : 'lotto')).token;

describe('promotions', () => {
  it('names categories in the request language, EN when it has none, with absolute images', async () => {
    // Production's nesting: value.categories (production-wire D6).
    const en = (await relay<PromotionCategoryList>(RELAYS.promotionCategories.name, { language: 'EN' })).env.value!.categories;
    const cn = (await relay<PromotionCategoryList>(RELAYS.promotionCategories.name, { language: 'CN' })).env.value!.categories;
    const ko = (await relay<PromotionCategoryList>(RELAYS.promotionCategories.name, { language: 'KO' })).env.value!.categories;
    expect(en.map((c) => c.name)).toEqual(['Welcome', 'Weekly']);
    expect(cn.map((c) => c.name)).toEqual(['新人优惠', '每周优惠']);
    expect(ko.map((c) => c.name)).toEqual(['Welcome', 'Weekly']);
    expect(en[1]?.promotions.map((p) => p.id)).toEqual(['promo-1002', 'promo-1003']);
    expect(en[0]?.promotions[0]?.image).toMatch(/^http:\/\/localhost\/cdn\/demo\/banners\//);
  });

  it('answers a promotion detail by id, 404 for an unknown one and 400 for a malformed one', async () => {
    const ok = await relay<PromotionDetail>(RELAYS.promotionDetail.name, { query: '?id=promo-1001' });
    expect(ok.env.value?.contentType).toBe('html');
    const missing = await relay(RELAYS.promotionDetail.name, { query: '?id=promo-9999' });
    expect([missing.res.status, missing.env.code]).toEqual([404, MEMBER_CODES.promotionNotFound]);
    const bad = await relay(RELAYS.promotionDetail.name, { query: `?id=${encodeURIComponent('../x')}` });
    expect([bad.res.status, bad.env.code]).toEqual([400, CODES.badRequest]);
  });

  it('promo codes: enable check and redeem need a member; unknown codes and merchants with it off are refused', async () => {
    expect((await relay(RELAYS.promoCodeEnable.name)).res.status).toBe(401);
    const player = await tokenOf('player01');
    expect((await relay<PromoCodeEnable>(RELAYS.promoCodeEnable.name, { token: player })).env.value).toBe(true);
    const good = await relay<PromoCodeRedeemResult>(RELAYS.promoCodeRedeem.name, { token: player, json: { code: 'welcome100' } });
    expect(good.env.value).toEqual({ code: 'WELCOME100', reward: '100 free spins' });
    const wrong = await relay(RELAYS.promoCodeRedeem.name, { token: player, json: { code: 'NOPE1234' } });
    expect([wrong.res.status, wrong.env.code]).toEqual([400, MEMBER_CODES.promoCodeInvalid]);
    const hostile = await relay(RELAYS.promoCodeRedeem.name, { token: player, json: { code: "x' OR 1=1" } });
    expect([hostile.res.status, hostile.env.code]).toEqual([400, CODES.badRequest]);
    const lotto = await tokenOf('lottoplayer', LOTTO);
    expect((await relay<PromoCodeEnable>(RELAYS.promoCodeEnable.name, { origin: LOTTO, token: lotto })).env.value).toBe(false);
    const off = await relay(RELAYS.promoCodeRedeem.name, { origin: LOTTO, token: lotto, json: { code: 'WELCOME100' } });
    expect([off.res.status, off.env.code]).toEqual([403, MEMBER_CODES.promoCodeDisabled]);
  });
});

describe('member data', () => {
  it('rank progress and deposit settings are per member and need a token', async () => {
    expect((await relay(RELAYS.rankProgress.name)).res.status).toBe(401);
    expect((await relay(RELAYS.depositSettings.name)).env.code).toBe(CODES.customerNotLogin);
    const player = await tokenOf('player01');
    const agent = await tokenOf('agent01');
    const rank = (await relay<RankProgress>(RELAYS.rankProgress.name, { token: player })).env.value!;
    expect(rank.currentProgress).toEqual({ completedConditions: 3, totalExpectedConditions: 5 });
    expect(rank.playerRankProgress.labelId).toBe('vip-gold');
    const pd = await relay<DepositSettings>(RELAYS.depositSettings.name, { token: player });
    const ad = await relay<DepositSettings>(RELAYS.depositSettings.name, { token: agent });
    expect(pd.env.value?.totalDepositSuccessCount).toBe(3);
    expect(ad.env.value?.totalDepositSuccessCount).toBe(0);
    expect(pd.res.headers.get('Cache-Control')).toBe('no-store');
    // A member the seed gives no data gets zeros, not an error.
    const newbie = await tokenOf('special01');
    expect((await relay<DepositSettings>(RELAYS.depositSettings.name, { token: newbie })).env.value?.totalDepositSuccessCount).toBe(0);
  });

  it('the stand-in cashier records a successful deposit: the member\'s count grows, only for them and only with the stand-in', async () => {
    const post = (token?: string, origin = DEMO) => call(s.app, `${origin}/wps/relay/${STAND_IN_DEPOSIT}`, {
      method: 'POST', headers: { Merchant: origin === DEMO ? 'demo' : 'lotto', ...(token ? { Authorization: token } : {}) },
    });
    expect((await post()).status).toBe(401);
    const agent = await tokenOf('agent01');
    const player = await tokenOf('player01');
    const made = await envelope<{ deposits: number }>(await post(agent));
    expect(made.value).toEqual({ deposits: 1 });
    await post(agent);
    const count = async (token: string) => (await relay<DepositSettings>(RELAYS.depositSettings.name, { token })).env.value?.totalDepositSuccessCount;
    expect(await count(agent)).toBe(2);
    expect(await count(player)).toBe(3);
  });

  it('the chat room is per member; the help script is public', async () => {
    const player = await tokenOf('player01');
    expect((await relay<LaunchChat>(RELAYS.launchChat.name, { token: player })).env.value?.url).toMatch(/^\/cs-widget\/chat\.html\?room=[A-Za-z0-9_-]+$/);
    // Production's query (production-wire D16) is accepted, and checked.
    const q = `?b2c=1&title=Chat&backUrl=${encodeURIComponent('http://localhost/m/home')}&language=CN`;
    expect((await relay<LaunchChat>(RELAYS.launchChat.name, { token: player, query: q })).env.value?.url).toMatch(/^\/cs-widget\/chat\.html\?room=/);
    expect((await relay(RELAYS.launchChat.name, { token: player, query: '?b2c=12' })).res.status).toBe(400);
    expect((await relay<CustomerServiceScript>(RELAYS.csScript.name)).env.value).toEqual({ scripts: '<script src="/cs-widget/help.js"></script>' });
    const lotto = await tokenOf('lottoplayer', LOTTO);
    const none = await relay(RELAYS.launchChat.name, { origin: LOTTO, token: lotto });
    expect([none.res.status, none.env.code]).toEqual([404, MEMBER_CODES.chatUnavailable]);
  });
});

describe('chat rooms', () => {
  const roomOf = async (token: string) => {
    const url = (await relay<LaunchChat>(RELAYS.launchChat.name, { token })).env.value?.url ?? '';
    return new URL(url, DEMO).searchParams.get('room') ?? '';
  };

  it('gives each member an opaque, unrelated room and the same member the same room', async () => {
    const [a, b] = [await login(s.app, 'player01'), await login(s.app, 'agent01')];
    const [roomA, roomB] = [await roomOf(a.token), await roomOf(b.token)];
    for (const room of [roomA, roomB]) {
      expect(room).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(room).not.toMatch(/^\d+$/);
      expect(room).not.toMatch(new RegExp(`^\\D*(${a.id}|${b.id})\\D*$`));
    }
    expect(roomA).not.toBe(roomB);
    // Unrelated: no long common prefix, as a counter or a hash of the id with a shared salt might give.
    expect(roomA.slice(0, 6)).not.toBe(roomB.slice(0, 6));
    expect(await roomOf(a.token)).toBe(roomA);
    expect(await roomOf((await login(s.app, 'player01')).token)).toBe(roomA);
  });

  it('hands two concurrent first calls the same room', async () => {
    const { token } = await login(s.app, 'special01');
    const [x, y] = await Promise.all([roomOf(token), roomOf(token)]);
    expect(x).toBe(y);
    expect(x).not.toBe('');
  });
});

describe('feedback', () => {
  it('stores a member\'s feedback with its line breaks', async () => {
    const player = await tokenOf('player01');
    const r = await relay<FeedbackResult>(RELAYS.feedback.name, { token: player, json: { category: 'SUGGESTION', message: 'More slots\r\nplease' } });
    expect(r.env.success).toBe(true);
    const row = await s.db.withTables<{ member_feedback: { id: number; message: string; category: string } }>()
      .selectFrom('member_feedback').selectAll().where('id', '=', r.env.value!.id).executeTakeFirstOrThrow();
    expect([row.category, row.message]).toEqual(['SUGGESTION', 'More slots\nplease']);
  });

  it('refuses guests, unknown categories, blank, over-long and control-character messages', async () => {
    expect((await relay(RELAYS.feedback.name, { json: { category: 'OTHER', message: 'hi' } })).res.status).toBe(401);
    const player = await tokenOf('player01');
    for (const body of [
      { category: 'SPAM', message: 'hi' },
      { category: 'OTHER', message: '   \n ' },
      { category: 'OTHER', message: 'x'.repeat(501) },
      { category: 'OTHER', message: 'bell\u0007' },
      { category: 'OTHER' },
    ]) {
      const r = await relay(RELAYS.feedback.name, { token: player, json: body });
      expect([r.res.status, r.env.code]).toEqual([400, CODES.badRequest]);
    }
  });
});

describe('development widgets', () => {
  it('serves one widget per csType, the help script and the cashier stand-in; anything else is 404', async () => {
    const js = await call(s.app, `${DEMO}/cs-widget/LIVECHAT.js`);
    expect(js.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await js.text()).toContain('window.LiveChatWidget');
    expect((await call(s.app, `${DEMO}/cs-widget/TX-CHAT.js`)).status).toBe(200);
    expect((await call(s.app, `${DEMO}/cs-widget/help.js`)).status).toBe(200);
    expect((await call(s.app, `${DEMO}/cs-widget/cashier.html?kind=withdraw`)).status).toBe(200);
    expect((await call(s.app, `${DEMO}/cs-widget/EVIL.js`)).status).toBe(404);
    expect((await call(s.app, `${DEMO}/cs-widget/missing/MIDUOKE.js`)).status).toBe(404);
  });
});

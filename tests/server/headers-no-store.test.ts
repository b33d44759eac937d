import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth.ts';
import { relayPath } from '../../contract/relays.ts';
import { WPS } from '../../contract/wps.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { isMemberAnswer } from '../../server/http/member-no-store.ts';
import { call, DEMO, login, secureCall, SEED_PASSWORD, useApp } from './helpers.ts';

const s = useApp();
const NO_STORE = 'no-store';

const withToken = (token: string) => ({ headers: { Merchant: 'demo', Authorization: token } });

describe('Cache-Control: no-store on member answers', () => {
  it('member info, a member relay and a member post carry no-store', async () => {
    const { token } = await login(s.app, 'player01');
    for (const path of [WPS.memberInfo, relayPath('rankProgress'), relayPath('depositSettings')]) {
      const res = await call(s.app, `${DEMO}${path}`, withToken(token));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe(NO_STORE);
    }
    const post = await call(s.app, `${DEMO}${WPS.memberLanguage}`, { method: 'POST', ...withToken(token), json: { language: 'EN' } });
    expect(post.headers.get('Cache-Control')).toBe(NO_STORE);
  });

  it('a public relay asked with a token is a member answer too; without one it keeps its own caching', async () => {
    const { token } = await login(s.app, 'player01');
    const path = `${DEMO}${relayPath('promotionCategories')}`;
    expect((await call(s.app, path, withToken(token))).headers.get('Cache-Control')).toBe(NO_STORE);
    expect((await call(s.app, path, { headers: { Merchant: 'demo' } })).headers.get('Cache-Control')).not.toBe(NO_STORE);
  });

  it('an invalid token and a refused member call are no-store as well', async () => {
    const res = await call(s.app, `${DEMO}${WPS.memberInfo}`, withToken('f'.repeat(64)));
    expect(res.status).toBe(401);
    expect(res.headers.get('Cache-Control')).toBe(NO_STORE);
  });

  it('login answers, successful or not, carry no-store', async () => {
    const ok = await secureCall(s.app, `${DEMO}${WPS.login}`, { username: 'player01', password: SEED_PASSWORD, type: 'username' }, { merchant: 'demo' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Cache-Control')).toBe(NO_STORE);
    const bad = await secureCall(s.app, `${DEMO}${WPS.login}`, { username: 'player01', password: 'Wrong#Pass1', type: 'username' }, { merchant: 'demo' });
    expect(bad.headers.get('Cache-Control')).toBe(NO_STORE);
  });

  it('a guest\'s refused credential relay (the LINE code exchange) carries no-store, error answers included', async () => {
    const res = await call(s.app, `${DEMO}${relayPath('verifyLineCode')}`, { method: 'POST', headers: { Merchant: 'demo' }, json: { code: '' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('Cache-Control')).toBe(NO_STORE);
  });

  it('the credential relays are member answers by name, whatever their handler sets; other guest relays are not', async () => {
    const h = new Hono<AppEnv>().all('*', (c) => c.text(String(isMemberAnswer(c))));
    const judged = async (path: string) => (await h.request(`${DEMO}${path}`)).text();
    for (const key of ['verifyLineCode', 'refreshMayaTokens', 'saveMemberInfoByAuthKey'] as const) expect(await judged(relayPath(key)), key).toBe('true');
    for (const key of ['announcements', 'telegramLoginSetting'] as const) expect(await judged(relayPath(key)), key).toBe('false');
  });

  it('registration answers carry no-store', async () => {
    const res = await secureCall(s.app, `${DEMO}${AUTH_PATHS.register}`, { username: 'nostore01', password: 'Passw0rd!', login: true }, { merchant: 'demo', headers: { ModuleId: 'REG3' } });
    expect(res.headers.get('Cache-Control')).toBe(NO_STORE);
  });
});

import { describe, expect, it } from 'vitest';
import { MEMBER_RELAY } from '../../contract/member.ts';
import { AUTH_PATHS } from '../../contract/auth.ts';
import { WPS } from '../../contract/wps.ts';
import { call, DEMO, login, secureCall, SEED_PASSWORD, useApp } from './helpers.ts';

const s = useApp();
const NO_STORE = 'no-store';

const withToken = (token: string) => ({ headers: { Merchant: 'demo', Authorization: token } });

describe('Cache-Control: no-store on member answers', () => {
  it('member info, a member relay and a member post carry no-store', async () => {
    const { token } = await login(s.app, 'player01');
    for (const path of [WPS.memberInfo, `${WPS.relay}${MEMBER_RELAY.rankProgress}`, `${WPS.relay}${MEMBER_RELAY.depositSettings}`]) {
      const res = await call(s.app, `${DEMO}${path}`, withToken(token));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe(NO_STORE);
    }
    const post = await call(s.app, `${DEMO}${WPS.memberLanguage}`, { method: 'POST', ...withToken(token), json: { language: 'EN' } });
    expect(post.headers.get('Cache-Control')).toBe(NO_STORE);
  });

  it('a public relay asked with a token is a member answer too; without one it keeps its own caching', async () => {
    const { token } = await login(s.app, 'player01');
    const path = `${DEMO}${WPS.relay}${MEMBER_RELAY.promotionCategories}`;
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

  it('registration answers carry no-store', async () => {
    const res = await secureCall(s.app, `${DEMO}${AUTH_PATHS.register}`, { username: 'nostore01', password: 'Passw0rd!', login: true }, { merchant: 'demo', headers: { ModuleId: 'REG3' } });
    expect(res.headers.get('Cache-Control')).toBe(NO_STORE);
  });
});

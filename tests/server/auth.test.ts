import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import { hashToken, SESSION_TTL_MS } from '../../server/auth/sessions.ts';
import { call, DEMO, envelope, login, LOTTO, useApp } from './helpers.ts';

let clock = Date.parse('2031-01-01T00:00:00Z');
const s = useApp({ now: () => clock });

const info = (token: string, origin = DEMO, merchant = 'demo') =>
  call(s.app, `${origin}/wps/member/info`, { headers: { Merchant: merchant, Authorization: token } });
const logout = (token: string, origin = DEMO, merchant = 'demo') =>
  call(s.app, `${origin}/wps/session/logout`, { method: 'POST', headers: { Merchant: merchant, Authorization: token } });
const sessionsOf = async (username: string) =>
  (await s.db.selectFrom('sessions').innerJoin('members', 'members.id', 'sessions.member_id').select('token_hash').where('username', '=', username).execute()).length;

describe('tokens across merchants', () => {
  it('a logout on another merchant\'s host does not end the session', async () => {
    const v = await login(s.app, 'player01');
    const res = await logout(v.token, LOTTO, 'lotto');
    expect(await envelope(res)).toMatchObject({ success: true, value: { revoked: false } });
    expect((await info(v.token)).status).toBe(200);
    expect(await envelope(await logout(v.token))).toMatchObject({ value: { revoked: true } });
  });

  it('a demo token reads no lotto member data, relay included', async () => {
    const v = await login(s.app, 'player01');
    expect((await info(v.token, LOTTO, 'lotto')).status).toBe(401);
    const unread = await call(s.app, `${LOTTO}/wps/relay/CBS_unreadCount`, { headers: { Merchant: 'lotto', Authorization: v.token } });
    expect(unread.status).toBe(401);
  });
});

describe('Authorization parsing', () => {
  it.each(['Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'a'.repeat(64)} extra`, 'x'.repeat(8000), 'Bearer \u00e9'])('answers 401 for %j', async (header) => {
    const res = await info(header);
    expect(res.status).toBe(401);
    expect([CODES.customerNotLogin, CODES.userOrTokenInvalid]).toContain((await envelope(res)).code);
  });

  it('accepts the scheme in any case and surrounding spaces', async () => {
    const v = await login(s.app, 'player01');
    for (const header of [`bearer ${v.token}`, `BEARER   ${v.token}  `]) expect((await info(header)).status, header).toBe(200);
  });
});

describe('session storage', () => {
  it('clears a member\'s expired sessions at the next login', async () => {
    await login(s.app, 'newbie01');
    await login(s.app, 'newbie01');
    expect(await sessionsOf('newbie01')).toBe(2);
    clock += SESSION_TTL_MS + 1;
    await login(s.app, 'newbie01');
    expect(await sessionsOf('newbie01')).toBe(1);
  });

  it('stores tokens hashed: the stored hash is not a usable token', async () => {
    const v = await login(s.app, 'agent01');
    expect((await info(hashToken(v.token))).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { WPS } from '../../contract/wps.ts';
import { MAX_SESSIONS_PER_MEMBER } from '../../server/auth/sessions.ts';
import { call, DEMO, login, useApp } from './helpers.ts';

const s = useApp();
const infoStatus = async (token: string) => (await call(s.app, `${DEMO}${WPS.memberInfo}`, { headers: { Merchant: 'demo', Authorization: token } })).status;

describe('live sessions per member', () => {
  it(`keeps at most ${MAX_SESSIONS_PER_MEMBER}: the next login ends the oldest`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_MEMBER + 1; i++) tokens.push((await login(s.app, 'player01')).token);
    const statuses = await Promise.all(tokens.map(infoStatus));
    expect(statuses).toEqual([401, ...Array<number>(MAX_SESSIONS_PER_MEMBER).fill(200)]);
    const member = await s.db.selectFrom('members').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow();
    const rows = await s.db.selectFrom('sessions').select('token_hash').where('member_id', '=', member.id).execute();
    expect(rows).toHaveLength(MAX_SESSIONS_PER_MEMBER);
  });

  it('logout ends only the session it is called with', async () => {
    const a = (await login(s.app, 'agent01')).token;
    const b = (await login(s.app, 'agent01')).token;
    await call(s.app, `${DEMO}${WPS.logout}`, { method: 'POST', headers: { Merchant: 'demo', Authorization: a } });
    expect([await infoStatus(a), await infoStatus(b)]).toEqual([401, 200]);
  });
});

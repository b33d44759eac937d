import { describe, expect, it } from 'vitest';
import { RELAYS } from '../../contract/relays.ts';
import { WPS } from '../../contract/wps.ts';
import { call, DEMO, envelope, login, useApp } from './helpers.ts';

const s = useApp();
const path = `${DEMO}${WPS.relay}${RELAYS.saveMemberInfoByAuthKey.name}`;

describe('WPSCORE_saveMemberInfoByAuthKey (the chat identity key)', () => {
  it('answers a member a fresh opaque key, never stored by caches', async () => {
    const { token } = await login(s.app, 'player01');
    const first = await call(s.app, path, { method: 'POST', headers: { Authorization: token, Merchant: 'demo' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    const a = await envelope<string>(first);
    expect(a.success).toBe(true);
    expect(a.value).toMatch(/^[\w-]{22}$/);
    expect(a.value).not.toContain(token);
    const b = await envelope<string>(await call(s.app, path, { method: 'POST', headers: { Authorization: token, Merchant: 'demo' } }));
    expect(b.value).not.toBe(a.value);
  });

  it('refuses a guest', async () => {
    const res = await call(s.app, path, { method: 'POST', headers: { Merchant: 'demo' } });
    expect(res.status).toBe(401);
    expect((await envelope(res)).success).toBe(false);
  });
});

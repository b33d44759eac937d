import { describe, expect, it } from 'vitest';
import { RELAY_PREFIX, RELAYS, type RelayKey } from '../../contract/relays.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { call, DEMO, envelope, useApp } from './helpers.ts';

const s = useApp();
const headers = { Merchant: 'demo' };
const keys = Object.keys(RELAYS) as RelayKey[];

describe('the one relay router mounts every row of contract/relays.ts', () => {
  it.each(keys.filter((k) => RELAYS[k].auth === 'member'))('%s: a member row refuses a call without a session (401)', async (key) => {
    const row = RELAYS[key];
    const res = await call(s.app, `${DEMO}${RELAY_PREFIX}${row.name}`, { method: row.method, headers, ...(row.method === 'GET' ? {} : { json: {} }) });
    expect(res.status).toBe(401);
    expect((await envelope(res)).code).toBe(CODES.customerNotLogin);
  });

  it.each(keys)('%s: a method the row does not take is refused with 405, not answered', async (key) => {
    const row = RELAYS[key];
    const taken = [row.method, ...(row.accepts?.methods ?? [])];
    const other = (['GET', 'POST', 'PUT', 'DELETE'] as const).find((m) => !taken.includes(m))!;
    const res = await call(s.app, `${DEMO}${RELAY_PREFIX}${row.name}`, { method: other, headers, ...(other === 'GET' ? {} : { json: {} }) });
    expect(res.status).toBe(405);
    expect((await envelope(res)).success).toBe(false);
  });

  it('an unknown relay name is 404 in the one error envelope', async () => {
    const res = await call(s.app, `${DEMO}${RELAY_PREFIX}NOPE_nothingHere`, { headers });
    expect(res.status).toBe(404);
    const env = await envelope(res);
    expect(env).toMatchObject({ success: false, code: CODES.notFound });
  });

  it('older forms a row accepts are answered: the spec\'s announcement name, the earlier unsubscribe method', async () => {
    const spec = await call(s.app, `${DEMO}${RELAY_PREFIX}MCSFE_getListAnnouncements?types=B&platform=M`, { headers });
    expect(spec.status).toBe(200);
    const current = await call(s.app, `${DEMO}${RELAY_PREFIX}${RELAYS.announcements.name}?types=B&platform=M`, { headers });
    expect(await envelope(spec)).toEqual(await envelope(current));
    const post = await call(s.app, `${DEMO}${RELAY_PREFIX}${RELAYS.fcmUnsubscribe.name}`, { method: 'POST', headers, json: {} });
    expect(post.status).toBe(401);
  });
});

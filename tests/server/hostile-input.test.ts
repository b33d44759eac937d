import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import { call, captureLogs, DEMO, envelope, login, secureCall, SEED_PASSWORD, storedEvents, useApp } from './helpers.ts';

const { warned, failed, log } = captureLogs();
const s = useApp(log);

/** Login bodies travel encrypted (the hostile text is what decrypts); other paths take it plain. */
const post = (path: string, body: string, headers: Record<string, string> = {}) => path === '/wps/session/login'
  ? secureCall(s.app, `${DEMO}${path}`, null, { merchant: 'demo', rawText: body, headers })
  : call(s.app, `${DEMO}${path}`, { method: 'POST', headers: { Merchant: 'demo', 'Content-Type': 'application/json', ...headers }, body });
const event = (eventID: string, value: string) =>
  `{"eventID":"${eventID}","event":"register","domain":"localhost","affiliateCode":"","channels":[],"clickIds":{},"value":${value}}`;
const stored = (eventID: string) => storedEvents(s.db, eventID);

/** A refusal: 400 request.invalid in the envelope, nothing stored, nothing logged as a crash. */
async function expectRefused(res: Response, field: string): Promise<void> {
  expect(res.status).toBe(400);
  expect(await envelope(res)).toMatchObject({ success: false, code: CODES.badRequest, message: expect.stringContaining(field) });
  expect(failed).toEqual([]);
}

describe('text PostgreSQL cannot store is refused at the edge, not a 500', () => {
  it('refuses a NUL or other control character in a login field', async () => {
    for (const username of ['player01\\u0000', 'player01\\u001b[2J', 'player01\\n']) {
      await expectRefused(await post('/wps/session/login', `{"username":"${username}","password":"${SEED_PASSWORD}","type":"username"}`), 'username');
    }
  });

  it('refuses a lone surrogate', async () => {
    await expectRefused(await post('/wps/session/login', `{"username":"\\ud800x","password":"p","type":"username"}`), 'username');
  });

  it('refuses NUL and lone surrogates anywhere in an event, keys included, and stores nothing', async () => {
    const cases: [string, string][] = [
      ['nul-id\\u0000', '{}'],
      ['nul-value', '{"x":"a\\u0000b"}'],
      ['nul-deep', '{"x":[{"y":"\\u0000"}]}'],
      ['nul-key', '{"\\u0000":1}'],
      ['surrogate', '{"x":"\\udc00"}'],
    ];
    for (const [id, value] of cases) {
      const res = await post('/wps/system/event', event(id, value));
      expect(res.status, id).toBe(400);
      expect((await envelope(res)).code, id).toBe(CODES.badRequest);
    }
    expect(failed).toEqual([]);
    expect(await s.db.selectFrom('events').select('event_id').execute()).toEqual([]);
  });

  it('refuses the same in the ping query', async () => {
    const events = encodeURIComponent(`[${event('ping-nul', '{"x":"\\u0000"}')}]`);
    const res = await call(s.app, `${DEMO}/wps/system/test/ping?events=${events}`, { headers: { Merchant: 'demo' } });
    await expectRefused(res, 'events');
  });

  it('refuses a control character in the member language body', async () => {
    const v = await login(s.app, 'agent01');
    await expectRefused(await post('/wps/member/language', '{"language":"EN\\u0000","merchantCode":"demo"}', { Authorization: v.token }), 'language');
  });
});

describe('structure limits', () => {
  it('refuses deeply nested event values instead of overflowing the stack', async () => {
    for (const depth of [20, 5000]) {
      const res = await post('/wps/system/event', event(`deep-${depth}`, `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`));
      await expectRefused(res, 'value');
    }
  });

  it('refuses prototype keys in free-form records', async () => {
    for (const [id, value] of [['proto', '{"__proto__":{"polluted":true}}'], ['ctor', '{"constructor":{"prototype":{"x":1}}}'], ['deep-proto', '{"a":{"__proto__":1}}']]) {
      await expectRefused(await post('/wps/system/event', event(id!, value!)), 'value');
      expect(await stored(id!)).toBe(0);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const clickIds = event('proto-click', '{}').replace('"clickIds":{}', '"clickIds":{"__proto__":"x"}');
    await expectRefused(await post('/wps/system/event', clickIds), 'clickIds');
  });

  it.each([
    ['/wps/session/login', '[{"username":"player01"}]'],
    ['/wps/member/language', '["EN"]'],
    ['/wps/system/event', '[]'],
    ['/wps/system/collect', '[{"merchant":"demo"}]'],
  ])('refuses an array where %s expects an object', async (path, body) => {
    const v = await login(s.app, 'agent01');
    const res = await post(path, body, { Authorization: v.token });
    await expectRefused(res, 'body');
  });
});

describe('refusals are logged', () => {
  it('writes one line per refused request naming status, code and path, without the body', async () => {
    await post('/wps/session/login', '{"username":"secret-user\\u0000","password":"hunter2","type":"username"}');
    await call(s.app, `${DEMO}/wps/not/a/thing`);
    expect(warned).toHaveLength(2);
    expect(warned[0]).toMatch(/^400 request\.invalid POST \/wps\/session\/login: username/);
    expect(warned[1]).toMatch(/^404 not\.found GET \/wps\/not\/a\/thing/);
    expect(warned.join('\n')).not.toContain('hunter2');
  });

  it('cannot forge log lines with CR or LF in the path', async () => {
    await call(s.app, `${DEMO}/wps/x%0D%0A200%20OK%20forged`);
    await call(s.app, `${DEMO}/wps/relay/A%0Aforged`, { headers: { Merchant: 'demo' } });
    expect(warned).toHaveLength(2);
    for (const line of warned) expect(line).not.toMatch(/[\r\n]/);
    expect(warned[0]).toContain('\\x0d\\x0a200');
  });
});

import { createHmac } from 'node:crypto';
import { RELAYS } from '../../contract/relays.ts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, DEV_AUTH_PAGES, type LineCodeAnswer, type LineLoginSetting, type MayaLoginSetting, type SmsNoLoginResponse, type TelegramLoginSetting } from '../../contract/auth.ts';
import { CAPTCHA_CODES, CAPTCHA_LOCAL } from '../../contract/captcha.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { WPS } from '../../contract/wps.ts';
import { PUBLISHED_SECRETS } from '../../server/config/repository-merchants.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDb } from '../../server/db/open-db.ts';
import type { Db } from '../../server/db/schema.ts';
import { seed } from '../../server/db/seed.ts';
import { dumpDatabase, postEnv } from './auth-fixtures.ts';
import { call, DEMO, envelope, testApp, type App } from './helpers.ts';
import { PRODUCTION_SECRETS } from './production-fixture.ts';
import { listen } from './raw-http.ts';

const CLUB = 'http://www.club.localhost';
const CHANNEL = PRODUCTION_SECRETS.TESSERA_SECRET_DEMO_LINE_CHANNEL_ID;
const relay = (name: string) => `${WPS.relay}${name}`;

/** Stands in for GeeTest's validate API and LINE's token, verify and profile endpoints. */
const fake = {
  geetestUp: true,
  profileCalls: [] as string[],
  /** access token → what LINE's verify endpoint says about it. */
  tokens: new Map<string, { client_id: string; expires_in: number }>([
    ['tok-own', { client_id: CHANNEL, expires_in: 2_000_000 }],
    ['tok-other-channel', { client_id: '9999999999', expires_in: 2_000_000 }],
    ['tok-expired', { client_id: CHANNEL, expires_in: 0 }],
  ]),
};

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/validate') {
    const form = await readForm(req);
    if (!fake.geetestUp) return json(res, 502, {});
    const lot = form.get('lot_number') ?? '';
    const signed = createHmac('sha256', PRODUCTION_SECRETS.TESSERA_SECRET_CLUB_GEETEST_KEY).update(lot).digest('hex');
    const ok = url.searchParams.get('captcha_id') === PRODUCTION_SECRETS.TESSERA_SECRET_CLUB_GEETEST_ID
      && form.get('sign_token') === signed && lot === 'lot-good' && form.get('pass_token') === 'pass-good';
    return json(res, 200, { status: 'success', result: ok ? 'success' : 'fail', reason: ok ? '' : 'pass_token expire' });
  }
  if (url.pathname === '/oauth2/v2.1/verify') {
    const info = fake.tokens.get(url.searchParams.get('access_token') ?? '');
    return info ? json(res, 200, { scope: 'profile', ...info }) : json(res, 400, { error: 'invalid_request', error_description: 'access token expired' });
  }
  if (url.pathname === '/oauth2/v2.1/token') {
    const form = await readForm(req);
    const ok = form.get('code') === 'code-good' && form.get('client_id') === CHANNEL && form.get('client_secret') === PRODUCTION_SECRETS.TESSERA_SECRET_DEMO_LINE_CHANNEL_SECRET;
    return ok ? json(res, 200, { access_token: 'tok-own', expires_in: 2_000_000 }) : json(res, 400, { error: 'invalid_grant' });
  }
  if (url.pathname === '/v2/profile') {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    fake.profileCalls.push(token);
    return json(res, 200, { userId: `U-${token}`, displayName: 'Prod Player', pictureUrl: '' });
  }
  json(res, 404, {});
}

const server = createServer((req, res) => { void handle(req, res); });
let db: Db;
let app: App;

// The whole file runs as a production server would: seeded in production mode, every check against the fakes.
beforeAll(async () => {
  const port = await listen(server);
  vi.stubEnv('WPS_ENV', 'production');
  for (const [name, value] of Object.entries(PRODUCTION_SECRETS)) vi.stubEnv(name, value);
  vi.stubEnv('GEETEST_API_BASE', `http://127.0.0.1:${port}`);
  vi.stubEnv('LINE_API_BASE', `http://127.0.0.1:${port}`);
  db = openDb({}).db;
  await migrate(db);
  await seed(db);
  app = testApp(db);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await db?.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('production seed', () => {
  it('writes the merchants without a member, a provider link or a published secret', async () => {
    expect(await db.selectFrom('members').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('social_links').select('subject').execute()).toEqual([]);
    expect((await db.selectFrom('merchants').select('code').orderBy('code').execute()).map((r) => r.code)).toEqual(['club', 'demo', 'lotto']);
    const dump = await dumpDatabase(db);
    for (const secret of PUBLISHED_SECRETS) expect(dump).not.toContain(secret);
    expect(dump).toContain(PRODUCTION_SECRETS.TESSERA_SECRET_DEMO_LINE_CHANNEL_SECRET);
  });
});

describe('local stand-ins in production mode', () => {
  it('hides the LINE, wallet and Telegram sign-in pages', async () => {
    const back = encodeURIComponent(`${DEMO}/m/home`);
    for (const path of Object.values(DEV_AUTH_PAGES)) {
      expect((await call(app, `${DEMO}${path}?redirect_uri=${back}&return_to=${back}`)).status).toBe(404);
    }
  });

  it('hides the one-click captcha: its scripts and its verify call', async () => {
    expect((await call(app, `${CLUB}${CAPTCHA_LOCAL.scriptV3}`)).status).toBe(404);
    expect((await call(app, `${CLUB}${CAPTCHA_LOCAL.scriptV4}`)).status).toBe(404);
    const solve = await postEnv(app, CAPTCHA_LOCAL.verify, { captchaId: PRODUCTION_SECRETS.TESSERA_SECRET_CLUB_GEETEST_ID }, { origin: CLUB, merchant: 'club' });
    expect(solve.status).toBe(404);
    expect(solve.env.value).toBeNull();
  });

  it('points the relays at the real providers, with the credentials of the environment', async () => {
    const get = async <T>(name: string) => (await envelope<T>(await call(app, `${DEMO}${relay(name)}`, { headers: { Merchant: 'demo' } }))).value;
    // Production's shape: the bot and the domain its sign-in page is served from (the merchant's own, not the local stand-in).
    expect(await get<TelegramLoginSetting>(RELAYS.telegramLoginSetting.name)).toEqual({ botId: '123456789', authDomain: 'localhost' });
    expect(await get<LineLoginSetting>(RELAYS.lineLoginSetting.name)).toEqual({ clientId: CHANNEL, authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize' });
    expect(await get<MayaLoginSetting>(RELAYS.mayaLoginSetting.name)).toEqual({ authorizeUrl: '', env: '' });
  });
});

describe('captcha in production mode', () => {
  const askCode = (fields: object) =>
    postEnv<SmsNoLoginResponse>(app, AUTH_PATHS.smsNoLogin, { countryDialingCode: '63', mobileNum: '9170000101', ...fields }, { origin: CLUB, merchant: 'club' });
  const v4 = (lot: string, pass: string) => ({ geetestValidateV4: JSON.stringify({ lot_number: lot, captcha_output: 'out', pass_token: pass, gen_time: '1700000000' }) });

  it('lets GeeTest judge the result, signed with the merchant key; the SMS answer has no devCode', async () => {
    expect((await askCode({})).env.code).toBe(CAPTCHA_CODES.required);
    expect((await askCode(v4('lot-good', 'pass-stolen'))).env.code).toBe(CAPTCHA_CODES.invalid);
    const passed = await askCode(v4('lot-good', 'pass-good'));
    expect(passed.env.success).toBe(true);
    expect(passed.env.value).not.toHaveProperty('devCode');
  });

  it('refuses while GeeTest cannot be asked', async () => {
    fake.geetestUp = false;
    try {
      expect((await askCode(v4('lot-good', 'pass-good'))).env.code).toBe(CAPTCHA_CODES.notWork);
    } finally {
      fake.geetestUp = true;
    }
  });
});

describe('LINE in production mode', () => {
  const exchange = (body: object) => postEnv<LineCodeAnswer>(app, relay(RELAYS.verifyLineCode.name), body);

  it('refuses an access token issued to another channel, before asking for the profile', async () => {
    const r = await exchange({ accessToken: 'tok-other-channel' });
    expect(r.env.code).toBe(CODES.lineInvalidToken);
    expect(r.env.value).toBeNull();
    expect(fake.profileCalls).not.toContain('tok-other-channel');
  });

  it('refuses an expired or unknown access token', async () => {
    expect((await exchange({ accessToken: 'tok-expired' })).env.code).toBe(CODES.lineInvalidToken);
    expect((await exchange({ accessToken: 'tok-forged' })).env.code).toBe(CODES.lineInvalidToken);
    expect(fake.profileCalls).toEqual([]);
  });

  it('accepts the channel\'s own token, directly or from a code exchange', async () => {
    const direct = await exchange({ accessToken: 'tok-own' });
    expect(direct.env.value).toMatchObject({ name: 'Prod Player', lineSessionToken: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const viaCode = await exchange({ code: 'code-good', redirectUri: `${DEMO}/m/home` });
    expect(viaCode.env.value?.name).toBe('Prod Player');
    expect((await exchange({ code: 'code-stolen', redirectUri: `${DEMO}/m/home` })).env.code).toBe(CODES.lineCodeInvalid);
    // Logs in nobody yet (production seeds no links), but the session token is this server's.
    expect((await postEnv(app, AUTH_PATHS.loginLine, { lineSessionToken: direct.env.value!.lineSessionToken })).env.code).toBe(CODES.notExistsUser);
  });
});

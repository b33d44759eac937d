/**
 * One entry per row of the production-wire reference (section 2) that Tessera builds: the client's real endpoint
 * function, the request production sends, a production-shaped answer and what the client must read from it.
 * Rows Tessera does not build, or that are not the page's calls, are in OUT_OF_SCOPE with the reason.
 * Functions are imported when called, so the server test (Node) can load this table for the requests and reads.
 */
import { DEVICE_ID, DEVICE_TYPE, HOST, KEY_TEXT, LANGUAGE, MERCHANT, NOW, PAGE_URL, PNG_B64 } from './wireFixture.ts';
import type { OutOfScopeRow, WireCase, WireRow } from './wireTypes.ts';

const one = (id: string, what: string, c: WireCase, assumed?: string): WireRow => ({ id, what, cases: [c], ...(assumed ? { assumed } : {}) });

const DIGITS = /^\d+$/;
const ORIGIN = new URL(PAGE_URL).origin;
const SESSION = { id: 'c-1', token: 'tok-new', userName: 'player01', customerType: 1, firstTimeLogin: false, passwordExpired: false };
const SESSION_READS = { id: 'string', token: 'string', userName: 'string', customerType: 'number', firstTimeLogin: 'boolean', passwordExpired: 'boolean' } as const;
/** Headers of every encrypted post (section 3): Encryption is the RSA hex, X-Digest the body's value, X-RSA the key text. */
const SEALED = { Encryption: /^[0-9a-f]+$/, 'X-Digest': true, 'X-RSA': KEY_TEXT, 'Content-Type': 'application/json' } as const;

async function registerPayload(form: Parameters<typeof import('../../../src/auth/registerPayload.ts').buildRegisterPayload>[0]) {
  const p = await import('../../../src/auth/registerPayload.ts');
  return p.buildRegisterPayload(form, { login: true, captcha: {} }, await p.collectRegisterContext(), true);
}

/** The context fields a registration carries from this page (A10): domain is the host's second label. */
const REGISTER_CONTEXT = {
  registerMethod: DEVICE_TYPE, registerUrl: PAGE_URL, loginDeviceId: DEVICE_ID, isOfficialAppLogin: false, linkId: null,
  affiliateCode: null, referralCode: null, domain: 'brand', device: DEVICE_TYPE,
};

const api = {
  session: () => import('../../../src/api/session.ts'),
  auth: () => import('../../../src/api/auth.ts'),
  system: () => import('../../../src/api/system.ts'),
  content: () => import('../../../src/api/content.ts'),
  member: () => import('../../../src/api/member.ts'),
  game: () => import('../../../src/api/game.ts'),
  gamePages: () => import('../../../src/api/gamePages.ts'),
  gameWire: () => import('../../../src/api/gameWire.ts'),
  lgw: () => import('../../../src/api/lgw.ts'),
  launch: () => import('../../../src/lobby/launchRequest.ts'),
};

/** A lobby lane's games as state/lobby.ts loads them: the request first, then the tiles' mapping. */
async function lobbyLane(title: string) {
  const env = await (await api.game()).askLaneGames(title, { merchant: MERCHANT, language: LANGUAGE });
  return (await api.gamePages()).laneCardsOf(title, env);
}

/** The launch query the launch page builds from an /m/launchGame link (C1-C3). */
async function launchFor(search: string) {
  const { parseLaunch, launchQuery } = await api.launch();
  const r = parseLaunch(search, ORIGIN);
  if (!r) throw new Error(`launch link not understood: ${search}`);
  return (await api.gameWire()).launchGame(launchQuery(r, { origin: ORIGIN, language: LANGUAGE, labelName: 'Lotto', title: 'Lotto', merchantCode: MERCHANT }));
}

const collectEvent = {
  domain: PAGE_URL, affiliateCode: 'aff1', eventName: 'login', eventValue: { eventID: 'login.abc123', domain: PAGE_URL, channels: ['FB'] },
};

/** /lgw draws and orders [inferred shapes, contract/games.ts], with what the client makes of them. */
const DRAW = { gameCode: 'VN01', numero: '20261205', winningNumbers: '12,34,56', openTime: NOW };
const DRAW_READ = { gameCode: 'VN01', numero: '20261205', numbers: ['12', '34', '56'], drawnAt: new Date(NOW).toISOString() };
const DRAW_READS = { '[].gameCode': 'string', '[].numero': 'string', '[].winningNumbers': 'string', '[].openTime': 'number' } as const;
const ORDER = {
  orderNo: 'LG123456000', gameCode: 'VN01', gameName: 'Hanoi', numero: '20261205', betTime: NOW - 3_600_000, betAmount: 20, winAmount: 0,
  status: 'PENDING', subOrderCount: 1,
  subOrders: [{ subOrderNo: 'LG123456000-1', betContent: '12,34', betAmount: 20, winAmount: 0, status: 'PENDING', cancellable: true }],
};
const ORDER_READS = {
  orderNo: 'string', gameCode: 'string', gameName: 'string', numero: 'string', betTime: 'number', betAmount: 'number', winAmount: 'number',
  status: 'string', subOrderCount: 'number', 'subOrders[].subOrderNo': 'string', 'subOrders[].betContent': 'string',
  'subOrders[].betAmount': 'number', 'subOrders[].winAmount': 'number', 'subOrders[].status': 'string', 'subOrders[].cancellable': 'boolean',
} as const;

// ---- A. session, login, registration, member ----
const A: WireRow[] = [
  one('A1', 'GET /wps/session/key/rsa: the bare hex modulus', {
    request: { method: 'GET', path: '/wps/session/key/rsa', query: { _: DIGITS }, auth: false, headers: { 'Cache-Control': 'no-cache' } },
    answer: KEY_TEXT, answerKind: 'text', reads: {},
    call: async () => (await import('../../../src/api/secure.ts')).fetchRsaKey(),
    expected: { key: { rsaKey: KEY_TEXT.toLowerCase().replace(/^0+/, ''), RSA: KEY_TEXT, DES: 'v1' } },
  }),
  one('A2', 'POST /wps/session/login, encrypted; spanId from x-app-trace-id', {
    request: {
      method: 'POST', path: '/wps/session/login', bodyKind: 'sealed', auth: false, headers: { ...SEALED, Device: DEVICE_TYPE },
      body: { username: 'player01', password: 'Kite7Harbor', type: 'username', device: DEVICE_TYPE, loginDeviceId: DEVICE_ID, isOfficialAppLogin: false },
    },
    answer: SESSION, answerHeaders: { 'x-app-trace-id': 'span-77' }, reads: SESSION_READS,
    call: async () => {
      const { loginRequestFor } = await import('../../../src/auth/loginRequest.ts');
      return (await api.session()).login(await loginRequestFor({ type: 'username', username: ' player01 ', password: 'Kite7Harbor' }, {}));
    },
    expected: { success: true, value: { ...SESSION, spanId: 'span-77' } },
  }),
  one('A3', 'POST /wps/session/login/verification, encrypted (second step)', {
    request: {
      method: 'POST', path: '/wps/session/login/verification', bodyKind: 'sealed', auth: false, headers: { ...SEALED, Device: DEVICE_TYPE },
      body: { method: 'sms', code: '123456', username: 'player01', password: 'Kite7Harbor', loginDeviceId: DEVICE_ID },
    },
    answer: SESSION, reads: SESSION_READS,
    call: async () => (await api.auth()).verifyLogin({ method: 'sms', code: '123456', username: 'player01', password: 'Kite7Harbor', loginDeviceId: DEVICE_ID }, DEVICE_TYPE),
    expected: { success: true, value: SESSION },
  }, 'the body (production\'s Login2FA chunk was not stored)'),
  one('A4', 'POST /wps/session/login/maya', {
    request: {
      method: 'POST', path: '/wps/session/login/maya', auth: false, headers: { Device: DEVICE_TYPE, 'Content-Type': 'application/json' },
      body: { sessionId: 'ms-1', env: 'sandbox', registerUrl: PAGE_URL, affiliateCode: null, domain: 'brand', loginDeviceId: DEVICE_ID, device: DEVICE_TYPE },
    },
    answer: SESSION, reads: SESSION_READS,
    call: async () => (await import('../../../src/social/socialApi.ts')).mayaLogin({ sessionId: 'ms-1', env: 'sandbox' }),
    expected: { success: true, value: SESSION },
  }),
  one('A5', 'POST /wps/session/login/line', {
    request: {
      method: 'POST', path: '/wps/session/login/line', auth: false, headers: { Device: DEVICE_TYPE },
      body: { lineSessionToken: 'line-tok', loginDeviceId: DEVICE_ID, device: DEVICE_TYPE },
    },
    answer: SESSION, reads: SESSION_READS,
    call: async () => (await import('../../../src/social/socialApi.ts')).lineLogin('line-tok'),
    expected: { success: true, value: SESSION },
  }),
  one('A6', 'POST /wps/session/login/telegram: the registration context and telegramAuth', {
    request: {
      method: 'POST', path: '/wps/session/login/telegram', auth: false, bodySubset: true,
      body: { telegramAuth: 'eyJpZCI6MX0', registerUrl: PAGE_URL, affiliateCode: null, domain: 'brand', referralCode: null, loginDeviceId: DEVICE_ID, device: DEVICE_TYPE, linkId: null },
    },
    answer: SESSION, reads: SESSION_READS,
    call: async () => {
      const { collectRegisterContext } = await import('../../../src/auth/registerPayload.ts');
      const { telegramLogin } = await import('../../../src/social/socialApi.ts');
      return telegramLogin({ ...await collectRegisterContext(), telegramAuth: 'eyJpZCI6MX0' });
    },
    expected: { success: true, value: SESSION },
  }),
  one('A9', 'DELETE /wps/session/logout', {
    request: { method: 'DELETE', path: '/wps/session/logout', auth: true },
    answer: null, reads: {},
    call: async () => (await api.session()).logout(),
    expected: { success: true },
  }),
  {
    id: 'A10', what: 'PUT /wps/member/register[/mail|/mobile], encrypted, ModuleId REG3 or MOBILENUMREG3',
    cases: [
      {
        label: 'username', request: {
          method: 'PUT', path: '/wps/member/register', bodyKind: 'sealed', auth: false, bodySubset: true,
          headers: { ...SEALED, Device: DEVICE_TYPE, ModuleId: 'REG3' },
          body: { username: 'newplayer1', password: 'Kite7Harbor', login: true, ...REGISTER_CONTEXT },
        },
        answer: { token: 'tok-r', userName: 'newplayer1', id: 'c-9', firstTimeLogin: true },
        answerHeaders: { 'x-app-trace-id': 'span-r' },
        reads: { token: 'string', userName: 'string', id: 'string', firstTimeLogin: 'boolean' },
        call: async () => (await api.auth()).registerMember(await registerPayload({ kind: 'username', username: 'newplayer1', password: 'Kite7Harbor' }), 'username'),
        expected: { success: true, value: { token: 'tok-r', userName: 'newplayer1', id: 'c-9', firstTimeLogin: true, spanId: 'span-r' } },
      },
      {
        label: 'mail', request: {
          method: 'PUT', path: '/wps/member/register/mail', bodyKind: 'sealed', auth: false, bodySubset: true,
          headers: { ...SEALED, Device: DEVICE_TYPE, ModuleId: 'REG3' },
          body: { email: 'new@brand.com', verificationCode: '123456', password: 'Kite7Harbor', login: true, ...REGISTER_CONTEXT },
        },
        answer: { token: 'tok-m', userName: 'new@brand.com', customerId: 'c-10', firstTimeLogin: true },
        reads: { token: 'string', userName: 'string', customerId: 'string', firstTimeLogin: 'boolean' },
        call: async () => (await api.auth()).registerMember(await registerPayload({ kind: 'email', email: 'new@brand.com', verificationCode: '123456', password: 'Kite7Harbor' }), 'email'),
        expected: { success: true, value: { token: 'tok-m', customerId: 'c-10' } },
      },
      {
        label: 'mobile', request: {
          method: 'PUT', path: '/wps/member/register/mobile', bodyKind: 'sealed', auth: false, bodySubset: true,
          headers: { ...SEALED, Device: DEVICE_TYPE, ModuleId: 'MOBILENUMREG3' },
          body: { mobileNum: '812345678', countryDialingCode: '66', smsCode: '654321', login: true, ...REGISTER_CONTEXT },
        },
        answer: { token: 'tok-s', userName: 'u812345678', id: 'c-11', firstTimeLogin: true },
        reads: { token: 'string', userName: 'string', id: 'string', firstTimeLogin: 'boolean' },
        call: async () => (await api.auth()).registerMember(await registerPayload({ kind: 'mobile', mobileNum: '812345678', countryDialingCode: '66', smsCode: '654321' }), 'mobile'),
        expected: { success: true, value: { token: 'tok-s', id: 'c-11' } },
      },
    ],
    assumed: 'the mail form\'s code field name (verificationCode)',
  },
  one('A11', 'PUT /wps/member/register/autoUsername: the full registration payload; registers and logs in', {
    request: {
      method: 'PUT', path: '/wps/member/register/autoUsername', bodyKind: 'sealed', auth: false, bodySubset: true,
      headers: { ...SEALED, Device: DEVICE_TYPE }, body: { password: 'Kite7Harbor', login: true, ...REGISTER_CONTEXT },
    },
    answer: { customerId: 'c-12', userName: 'auto12345', token: 'tok-a' }, reads: { customerId: 'string', userName: 'string', token: 'string' },
    call: async () => (await api.auth()).registerAutoUsername(await registerPayload({ kind: 'auto', password: 'Kite7Harbor' })),
    expected: { success: true, value: { customerId: 'c-12', userName: 'auto12345', token: 'tok-a' } },
  }),
  one('A12', 'GET /wps/member/info', {
    request: { method: 'GET', path: '/wps/member/info', auth: true },
    answer: { id: 'c-1', account: 'player01', type: 1, language: 'EN', clubLabel: { labelName: 'Gold', labelId: '3', rankLevel: 2, type: 'VIP' } },
    reads: { id: 'string', account: 'string', type: 'number', language: 'string', clubLabel: 'object', 'clubLabel.labelName': 'string', 'clubLabel.labelId': 'string', 'clubLabel.rankLevel': 'number' },
    call: async () => (await api.session()).getMemberInfo(),
    expected: { success: true, value: { account: 'player01', clubLabel: { labelName: 'Gold' } } },
  }),
  one('A13', 'PUT /wps/member/language {language}, the merchant in the Merchant header', {
    request: { method: 'PUT', path: '/wps/member/language', auth: true, body: { language: 'TH' }, headers: { Merchant: MERCHANT } },
    answer: null, reads: {},
    call: async () => (await api.session()).setMemberLanguage({ language: 'TH' }),
    expected: { success: true },
  }),
  one('A14', 'POST /wps/verification/sms/noLogin; value.expirationTime is the countdown end', {
    request: { method: 'POST', path: '/wps/verification/sms/noLogin', auth: false, body: { countryDialingCode: '66', mobileNum: '812345678' } },
    answer: { expirationTime: NOW + 45_000 }, reads: { expirationTime: 'number' },
    call: async () => {
      const env = await (await api.auth()).sendSmsCode({ countryDialingCode: '66', mobileNum: '812345678' });
      const { resendWait } = await import('../../../src/auth/smsCode.ts');
      return resendWait(env.value, NOW);
    },
    expected: 45,
  }),
  one('A16', 'POST /wps/v2/verification/mail/register {email, operationType 1}', {
    request: { method: 'POST', path: '/wps/v2/verification/mail/register', auth: false, body: { email: 'new@brand.com', operationType: 1 } },
    answer: { expirationTime: NOW + 30_000 }, reads: {},
    call: async () => (await import('../../../src/components/auth/registerChecks.ts')).sendMailRegisterCode(' new@brand.com '),
    expected: { ok: true, resendAfterSeconds: 30 },
  }, 'the answer (an A14-like countdown)'),
  one('A17', 'POST /wps/v2/verification/mail/register/verify {email, verificationCode}', {
    request: { method: 'POST', path: '/wps/v2/verification/mail/register/verify', auth: false, body: { email: 'new@brand.com', verificationCode: '123456' } },
    answer: true, reads: {},
    call: async () => (await import('../../../src/components/auth/registerChecks.ts')).verifyMailRegisterCode('new@brand.com', '123456'),
    expected: { ok: true },
  }, 'the answer (value true when the code is right)'),
  one('A18', 'GET /wps/captcha/geetest?t=: value.gt, challenge, newCaptcha (GeeTest v3)', {
    request: { method: 'GET', path: '/wps/captcha/geetest', query: { t: DIGITS }, auth: false },
    answer: { gt: 'gt-1', challenge: 'ch-1', newCaptcha: true }, reads: { gt: 'string', challenge: 'string', newCaptcha: 'boolean' },
    call: async () => {
      // The provider stands in: it records what it was initialised with (what the client read) and gives no captcha.
      const seen: unknown[] = [];
      (globalThis as unknown as { initGeetest: unknown }).initGeetest = (cfg: unknown, cb: (c: null) => void) => { seen.push(cfg); cb(null); };
      const { attemptV3 } = await import('../../../src/captcha/attempt.ts');
      await attemptV3('https://captcha.brand.com/gt.js', 'en');
      return seen[0] ?? null;
    },
    expected: { gt: 'gt-1', challenge: 'ch-1', new_captcha: true, offline: false },
  }),
  one('A19', 'GET /wps/captcha: the image captcha, a base64 PNG', {
    request: { method: 'GET', path: '/wps/captcha', auth: false },
    answer: PNG_B64, reads: { '': 'string' },
    call: async () => (await import('../../../src/captcha/imageCaptcha.ts')).fetchImageCaptcha(),
    expected: `data:image/png;base64,${PNG_B64}`,
  }),
  one('A20', 'POST /wps/member/password/verification, encrypted (password reset)', {
    request: {
      method: 'POST', path: '/wps/member/password/verification', bodyKind: 'sealed', auth: false, headers: { Encryption: /^[0-9a-f]+$/, 'X-RSA': KEY_TEXT },
      body: { email: 'new@brand.com', code: '123456', newPassword: 'Kite7Harbor2' },
    },
    answer: true, reads: {},
    call: async () => (await import('../../../src/auth/passwordReset.ts')).resetPassword({ email: ' new@brand.com ', code: '123456 ', newPassword: 'Kite7Harbor2' }),
    expected: { success: true },
  }, 'the body (only the encryption was seen)'),
  one('A21', 'POST /wps/member/password/email, form-urlencoded', {
    request: {
      method: 'POST', path: '/wps/member/password/email', bodyKind: 'form', auth: false, body: { email: 'new@brand.com' },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    },
    answer: { sent: true }, reads: {},
    call: async () => (await import('../../../src/auth/passwordReset.ts')).requestResetMail(' new@brand.com'),
    expected: { ok: true, resendAfterSeconds: 60 },
  }, 'the form field (email) and the answer'),
  one('A22', 'GET /wps/check/username with ModuleId', {
    request: { method: 'GET', path: '/wps/check/username', query: { username: 'newplayer1' }, auth: false, headers: { ModuleId: 'REG3' } },
    answer: true, reads: {},
    call: async () => (await import('../../../src/components/auth/registerChecks.ts')).checkUsernameAvailable(' newplayer1 '),
    expected: 'free',
  }, 'the query field and the answer (value true when free)'),
];

// ---- B. system ----
const B: WireRow[] = [
  one('B1', 'GET /wps/v2/system/status: value {info{...}, location{ip}, maintenance...}', {
    request: { method: 'GET', path: '/wps/v2/system/status', query: { device: 'MOBILE', url: HOST }, auth: false, headers: { 'Cache-Control': 'no-cache', Merchant: MERCHANT } },
    answer: {
      info: {
        merchantCode: MERCHANT, customerService: [], domainRoute: {}, mobileTemplate: { name: 'Brand' }, register: {}, resources: [],
        whitelabelVal: { REG3: true }, whitelabel: {}, mainDomain: 'brand.com', imageCDNs: ['https://img.brand.com'], launchGameCDNs: [],
        sms: {}, gw: { GEETEST_ID: 'g4' }, analytics: {}, geetestSdkVersion: 'v4', language: 'EN,TH', paths: {},
      },
      location: { ip: '203.0.113.9' }, test: false, maintenance: false, maintenanceEnd: null, regionRestriction: false,
    },
    reads: {
      info: 'object', 'info.merchantCode': 'string', 'info.whitelabelVal': 'object', 'info.mobileTemplate': 'object', 'info.mainDomain': 'string',
      'info.imageCDNs': 'array', 'info.gw': 'object', location: 'object', 'location.ip': 'string', maintenance: 'boolean', regionRestriction: 'boolean',
    },
    call: async () => {
      const { getStatus, statusQuery } = await api.system();
      const env = await getStatus(statusQuery({ host: HOST, standalone: false, inApp: false }));
      return env.value;
    },
    expected: { merchantCode: MERCHANT, mainDomain: 'brand.com', ip: '203.0.113.9', maintenance: false, languages: ['EN', 'TH'], whitelabelVal: { REG3: true } },
  }),
  one('B2', 'GET /wps/system/country', {
    request: { method: 'GET', path: '/wps/system/country', auth: false },
    answer: { countries: [{ code: 'TH' }], countryCode: 'TH', countryDialingCode: '66', currencySymbol: '฿', currency: 'THB', currencyPosition: 'before' },
    reads: { countries: 'array', countryCode: 'string', countryDialingCode: 'string', currencySymbol: 'string', currency: 'string' },
    call: async () => (await api.system()).getCountry(),
    expected: { success: true, value: { countryCode: 'TH', countryDialingCode: '66', currency: 'THB' } },
  }),
  one('B3', 'GET /wps/system/domainRoute?device=: value.domainList[].domainName', {
    request: { method: 'GET', path: '/wps/system/domainRoute', query: { device: 'MOBILE' }, auth: true },
    answer: { domainList: [{ domainName: 'fast.brand.com' }] }, reads: { domainList: 'array', 'domainList[].domainName': 'string' },
    call: async () => {
      const { routeToFasterDomain } = await import('../../../src/boot/domainRoute.ts');
      return routeToFasterDomain(async () => 5, () => undefined);
    },
    expected: 'https://fast.brand.com/m/index.html',
  }, 'the device value'),
  one('B8', 'POST /wps/system/collect by sendBeacon: {merchant, value} as text/plain (performance)', {
    request: { method: 'POST', path: '/wps/system/collect', bodyKind: 'text', channel: 'beacon', auth: false, body: { merchant: MERCHANT, value: 'api:status,elapsed:120' } },
    answer: null, reads: {},
    call: async () => (await import('../../../src/api/collect.ts')).collect({ merchant: MERCHANT, value: 'api:status,elapsed:120' }),
    expected: true,
  }),
  one('B9', 'POST /wps/system/collect: a marketing event, value = the event as a JSON string', {
    request: {
      method: 'POST', path: '/wps/system/collect', bodyKind: 'text', channel: 'plain', auth: false,
      body: { merchant: MERCHANT, value: JSON.stringify(collectEvent) },
    },
    answer: null, reads: {},
    call: async () => (await import('../../../src/api/events.ts')).sendEvent(MERCHANT, collectEvent),
    expected: true,
  }),
  one('B10', 'GET /wps/system/test/ping?events=<one event as JSON>', {
    request: { method: 'GET', path: '/wps/system/test/ping', query: { events: JSON.stringify(collectEvent) }, auth: true, headers: { Merchant: MERCHANT } },
    answer: null, reads: {},
    call: async () => (await import('../../../src/api/events.ts')).pingEvent(collectEvent),
    expected: true,
  }),
];

// ---- C. games ----
const GAME = { gameId: 'g-1', nodeId: 'n-1', vassalage: 'PG', nodeName: 'Fortune', gameType: 'SLOT', imageUrl: 'https://img.brand.com/g1.png', supportPlay: 0 };
const CARD = { gameId: 'g-1', nodeId: 'n-1', vendor: 'PG', displayName: 'Fortune', category: 'SLOT', freeplay: true };
const C: WireRow[] = [
  one('C1', 'GET /wps/game/launchGame (GLS): value.content.game_url', {
    request: {
      method: 'GET', path: '/wps/game/launchGame', auth: true,
      query: { confirmTrans: '0', launchMode: 'GLS', platform: 'html5', clientType: '2', gameId: 'g-1', nodeId: 'n-1', accountType: '1', vassalage: 'PG', merchantCode: MERCHANT, language: LANGUAGE, webView: 'false' },
    },
    answer: { content: { game_url: 'https://play.brand.com/g-1' } }, reads: { content: 'object', 'content.game_url': 'string' },
    call: () => launchFor('?vendor=PG&code=g-1&nodeId=n-1'),
    expected: { success: true, value: { gameUrl: 'https://play.brand.com/g-1' } },
  }),
  one('C2', 'GET /wps/game/launchGame (TCG_LOTTO_VN): lotto fields, value.gameUrl', {
    request: {
      method: 'GET', path: '/wps/game/launchGame', auth: true,
      query: {
        lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Lott', lottoGameCode: 'VN01', lottoView: 'betting', device: 'MOBILE',
        backUrl: `${ORIGIN}/m/home`, hasLobby: 'true', language: LANGUAGE, title: 'Lotto', labelName: 'Lotto',
      },
    },
    answer: { gameUrl: 'https://lotto.brand.com/vn01' }, reads: { gameUrl: 'string' },
    call: () => launchFor('?prize_mode=Lott&code=VN01'),
    expected: { success: true, value: { gameUrl: 'https://lotto.brand.com/vn01' } },
  }, 'the lotto* names (rebranded text)'),
  one('C3', 'GET /wps/game/launchGame (TCG_SEA): lottoMode, no lottoArea', {
    request: {
      method: 'GET', path: '/wps/game/launchGame', auth: true,
      query: { lottoMode: 'SEA_Tradition_Mobile', launchMode: 'LOTT', lottoGameCode: 'SEA1', lottoView: 'betting', device: 'MOBILE', backUrl: `${ORIGIN}/m/home`, hasLobby: 'true', language: LANGUAGE, title: 'Lotto' },
    },
    answer: { gameUrl: 'https://lotto.brand.com/sea1' }, reads: { gameUrl: 'string' },
    call: () => launchFor('?vendor=TCG_SEA&code=SEA1'),
    expected: { success: true, value: { gameUrl: 'https://lotto.brand.com/sea1' } },
  }, 'the lottoMode name'),
  one('C4', 'GET /wps/relay/GCS_gameTrialLaunch: value.content.game_url or game_url2', {
    request: { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', query: { gameId: 'g-1', nodeId: 'n-1', platform: 'html5' }, auth: true },
    answer: { content: { game_url2: 'https://play.brand.com/trial' } }, reads: { content: 'object' },
    call: async () => (await api.gameWire()).trialLaunch('g-1', 'n-1'),
    expected: { success: true, value: { gameUrl: 'https://play.brand.com/trial' } },
  }),
  one('C5', 'GET /wps/relay/GCSGAME_newGameVendor: value.data.lanes[] (the lobby lanes)', {
    request: {
      method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', query: { platform: 'html5' }, auth: true,
      omits: { ext: 'image format (webp/avif): Tessera asks for the default' },
    },
    answer: { data: { lanes: [{ title: 'slot', cards: [{ accountTypeName: 'pg', displayName: 'PG Soft', freeplay: true }], gameClassify: [{ vendors: ['PG'] }], gameCount: 40 }] } },
    reads: { data: 'object', 'data.lanes': 'array', 'data.lanes[].title': 'string', 'data.lanes[].cards': 'array', 'data.lanes[].cards[].accountTypeName': 'string', 'data.lanes[].gameCount': 'number' },
    call: async () => (await api.game()).getLaneList(),
    expected: [{ title: 'SLOT', ordinal: 100, cards: [], gameClassify: [{ vendor: 'PG', name: 'PG Soft' }], gameCount: 40 }],
  }),
  {
    id: 'C6', what: 'GET /wps/relay/GCSGAME_gameList: value{games[], pageNum, totalPages}', assumed: 'the game item\'s fields',
    cases: [
      {
        label: 'category page', request: {
          method: 'GET', path: '/wps/relay/GCSGAME_gameList', auth: true,
          query: { merchant: MERCHANT, platform: 'html5', language: LANGUAGE, gameType: 'SLOT', pageNo: '1', pageSize: '24', vassalage: 'PG' },
          omits: { ext: 'image format: Tessera asks for the default' },
        },
        answer: { games: [GAME], pageNum: 1, totalPages: 3 }, reads: { games: 'array', pageNum: 'number', totalPages: 'number' },
        call: async () => (await api.gamePages()).getGamePage({ category: 'SLOT', pageNo: 1, vendor: 'PG' }, { merchant: MERCHANT, language: LANGUAGE }),
        expected: { cards: [CARD], pageNum: 1, totalPages: 3 },
      },
      {
        label: 'lobby lane', request: {
          method: 'GET', path: '/wps/relay/GCSGAME_gameList', auth: true,
          query: { merchant: MERCHANT, platform: 'html5', language: LANGUAGE, gameType: 'SLOT', pageNo: '1', pageSize: '24' },
          omits: { ext: 'image format: Tessera asks for the default' },
        },
        answer: { games: [GAME], pageNum: 1, totalPages: 3 }, reads: { games: 'array', pageNum: 'number', totalPages: 'number' },
        call: async () => lobbyLane('SLOT'),
        expected: [CARD],
      },
    ],
  },
  one('C7', 'GET /wps/relay/GCSGAME_getGameMatchV2: groups with matchList[]', {
    request: { method: 'GET', path: '/wps/relay/GCSGAME_getGameMatchV2', auth: true },
    answer: [{ leagueName: 'EPL', matchList: [{
      matchId: 'm-1', leagueId: 'l-1', vendor: 'SABA', gameId: 'g-9', nodeId: 'n-9', matchTime: NOW, league: 'EPL', homeTeam: 'Reds', awayTeam: 'Blues',
      homeTeamImageUrl: 'https://img.brand.com/r.png', awayTeamImageUrl: 'https://img.brand.com/b.png', moneyLine: { homeTeamOdds: 1.9, awayTeamOdds: 2.1 },
    }] }],
    reads: { '': 'array', '[].matchList': 'array', '[].matchList[].matchId': 'string', '[].matchList[].homeTeam': 'string', '[].matchList[].moneyLine': 'object' },
    call: async () => (await api.gameWire()).getGameMatches(),
    expected: [{ matchId: 'm-1', vendor: 'SABA', gameId: 'g-9', nodeId: 'n-9', league: 'EPL', home: 'Reds', away: 'Blues', startTime: new Date(NOW).toISOString(), odds: { home: 1.9, away: 2.1 } }],
  }),
  one('C8', 'GET /wps/relay/GCSGAME_hotGamesV2: value.hotFreshnessData', {
    request: {
      method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', auth: true,
      query: { isPlatform: '2', language: LANGUAGE, platform: 'html5', hotType: '1', pageNo: '1', pageSize: '12', merchantCode: MERCHANT },
    },
    answer: { hotFreshnessData: [GAME], totalPages: 1, totalCount: 1 }, reads: { hotFreshnessData: 'array', totalPages: 'number', totalCount: 'number' },
    call: async () => lobbyLane((await api.game()).HOT_LANE),
    expected: [CARD],
  }, 'the game item\'s fields'),
  {
    id: 'C18', what: 'the lottery gateway /lgw/*: bare JSON answers', assumed: 'queries and answer shapes (only the paths were seen)',
    cases: [
      {
        label: 'games', request: { method: 'GET', path: '/lgw/games/mobile', auth: true },
        answer: { VN01: { gameCode: 'VN01', displayName: 'Hanoi', vendor: 'TCG_LOTTO_VN', prizeMode: 'Lott' } }, answerKind: 'raw', reads: {},
        call: async () => (await api.lgw()).getLotteryGames(),
        expected: [{ code: 'VN01', name: 'Hanoi', vendor: 'TCG_LOTTO_VN', prizeMode: 'Lott' }],
      },
      {
        label: 'latest draws', request: { method: 'GET', path: '/lotto/lgw/games/opened/numero', auth: true },
        answer: [DRAW], answerKind: 'raw', reads: DRAW_READS,
        call: async () => (await api.lgw()).getLatestDraws(),
        expected: [DRAW_READ],
      },
      {
        label: 'vn menu', request: { method: 'GET', path: '/lgw/vn/games/game_menu', auth: true },
        answer: [{ gameCode: 'VN01', displayName: 'Hanoi', groupName: 'North' }, { gameCode: 'VN02', displayName: 'Saigon', groupName: 'South' }],
        answerKind: 'raw', reads: { '[].gameCode': 'string', '[].displayName': 'string', '[].groupName': 'string' },
        call: async () => (await api.lgw()).getVnMenu(),
        expected: [{ name: 'North', games: [{ code: 'VN01', name: 'Hanoi' }] }, { name: 'South', games: [{ code: 'VN02', name: 'Saigon' }] }],
      },
      {
        label: 'vn draws', request: { method: 'GET', path: '/lgw/vn/numeros/opened/game', query: { gameCode: 'VN01' }, auth: true },
        answer: [DRAW, { ...DRAW, numero: '20261204', openTime: NOW - 86_400_000 }], answerKind: 'raw', reads: DRAW_READS,
        call: async () => (await api.lgw()).getVnDraws('VN01'),
        expected: [DRAW_READ, { ...DRAW_READ, numero: '20261204', drawnAt: new Date(NOW - 86_400_000).toISOString() }],
      },
      {
        label: 'orders', request: { method: 'GET', path: '/lgw/orders', query: { pageNo: '2', pageSize: DIGITS }, auth: true },
        answer: { list: [], pageNo: 2, totalPages: 2 }, answerKind: 'raw', reads: { list: 'array', pageNo: 'number', totalPages: 'number' },
        call: async () => (await api.lgw()).getLotteryOrders(2),
        expected: { orders: [], pageNo: 2, totalPages: 2 },
      },
      {
        label: 'order detail', request: { method: 'GET', path: '/lgw/orders/detail', query: { orderNo: 'LG123456000' }, auth: true },
        answer: ORDER, answerKind: 'raw', reads: ORDER_READS,
        call: async () => (await api.lgw()).getLotteryOrder('LG123456000'),
        expected: {
          orderNo: 'LG123456000', gameCode: 'VN01', gameName: 'Hanoi', numero: '20261205', placedAt: new Date(NOW - 3_600_000).toISOString(),
          stake: 20, win: 0, status: 'pending', betCount: 1,
          bets: [{ subOrderNo: 'LG123456000-1', content: '12,34', stake: 20, win: 0, status: 'pending', cancellable: true }],
        },
      },
      {
        label: 'cancel', request: { method: 'POST', path: '/lgw/orders/suborders/cancel', auth: true, body: { orderNo: 'o-1', subOrderNo: 's-1' } },
        answer: { cancelled: true }, answerKind: 'raw', reads: {},
        call: async () => (await api.lgw()).cancelLotteryBet('o-1', 's-1'),
        expected: { ok: true },
      },
    ],
  },
  one('C19', 'GET /wps/wallets/gcs: the balance', {
    request: { method: 'GET', path: '/wps/wallets/gcs', auth: true },
    answer: { balance: 125.5, currency: 'THB' }, also: { '/wps/system/country': { countryCode: 'TH', currency: 'THB', currencySymbol: '฿', currencyPosition: 'before' } }, reads: { balance: 'number', currency: 'string' },
    call: async () => (await import('../../../src/member/walletApi.ts')).fetchWallet(),
    expected: { balance: 125.5, currency: 'THB' },
  }, 'the answer shape (the path is in production\'s URL map only)'),
];

// ---- D. content, promotions, customer service, social relays ----
const R = '/wps/relay/';
const D: WireRow[] = [
  one('D1', 'GET CCSFE_getListAnnouncements?types=B&platform=M: value.banners[]', {
    request: { method: 'GET', path: `${R}CCSFE_getListAnnouncements`, query: { types: 'B', platform: 'M' }, auth: false, omits: { ext: 'image format: Tessera asks for the default' } },
    answer: { banners: [{ id: 7, groupName: 'm_home', url: 'https://img.brand.com/b.png', linkageType: 'URL', linkage: 'https://brand.com/promo' }] },
    reads: { banners: 'array', 'banners[].groupName': 'string', 'banners[].url': 'string' },
    call: async () => (await import('../../../src/api/lobbyContent.ts')).getLobbyBanners(),
    expected: [{ id: '7', groupName: 'm_home', url: 'https://img.brand.com/b.png', linkageType: 'URL', linkage: 'https://brand.com/promo' }],
  }),
  one('D2', 'GET CCSFE_getListAnnouncements?types=PR&platform=M: value{promotion, banners, player, popup, hot}', {
    request: { method: 'GET', path: `${R}CCSFE_getListAnnouncements`, query: { types: 'PR', platform: 'M' }, auth: false },
    answer: { promotion: [], banners: [], player: [{ id: 11, title: 'News', content: '<b>Hi</b>' }], popup: [{ id: 12, title: 'Pop', contents: [{ content: 'Open' }] }], hot: [] },
    reads: { promotion: 'array', banners: 'array', player: 'array', popup: 'array', hot: 'array' },
    call: async () => (await import('../../../src/api/lobbyContent.ts')).getAnnouncementGroups(),
    expected: { promotion: [], player: [{ id: '11', title: 'News', content: '<b>Hi</b>' }], popup: [{ id: '12', content: 'Open' }], hot: [] },
  }),
  one('D3', 'POST MCSFE_markAnnouncementAsRead {announcementId, read true}', {
    request: { method: 'POST', path: `${R}MCSFE_markAnnouncementAsRead`, auth: true, body: { announcementId: 'a-1', read: true } },
    answer: true, reads: {},
    call: async () => (await api.member()).markInboxRead('a-1'),
    expected: { success: true, value: true },
  }),
  one('D6', 'GET PROMOFE_getPromotionAnnouncementCategory: value.categories[]', {
    request: { method: 'GET', path: `${R}PROMOFE_getPromotionAnnouncementCategory`, auth: true, headers: { Language: LANGUAGE } },
    answer: { categories: [{ id: 'cat-1', name: 'Slots' }] }, reads: { categories: 'array' },
    call: async () => (await api.content()).getPromotionCategories(),
    expected: [{ id: 'cat-1', name: 'Slots' }],
  }),
  one('D7', 'GET PROMOFE_getPromoCodeEnable: value is a boolean', {
    request: { method: 'GET', path: `${R}PROMOFE_getPromoCodeEnable`, auth: true },
    answer: true, reads: { '': 'boolean' },
    call: async () => (await api.member()).getPromoCodeEnable(),
    expected: true,
  }),
  one('D8', 'GET MCSFE_getMerchantAvailablePromotions, without Authorization', {
    request: { method: 'GET', path: `${R}MCSFE_getMerchantAvailablePromotions`, auth: false },
    answer: { APP_DOWNLOAD: { enabled: true, count: 2 }, REFERRAL: { enabled: false, count: 0 } },
    reads: { APP_DOWNLOAD: 'object', 'APP_DOWNLOAD.enabled': 'boolean', 'APP_DOWNLOAD.count': 'number', REFERRAL: 'object', 'REFERRAL.enabled': 'boolean', 'REFERRAL.count': 'number' },
    call: async () => (await import('../../../src/api/lobbyContent.ts')).getAvailablePromotions(),
    expected: { APP_DOWNLOAD: { enabled: true, count: 2 }, REFERRAL: { enabled: false, count: 0 } },
  }),
  one('D9', 'GET MCSFE_getPlayerRankProgress', {
    request: { method: 'GET', path: `${R}MCSFE_getPlayerRankProgress`, auth: true },
    answer: { currentProgress: { completedConditions: 2, totalExpectedConditions: 5 }, playerRankProgress: { labelId: 3 } },
    reads: { currentProgress: 'object', 'currentProgress.completedConditions': 'number', 'currentProgress.totalExpectedConditions': 'number', playerRankProgress: 'object' },
    call: async () => (await api.member()).getRankProgress(),
    expected: { success: true, value: { currentProgress: { completedConditions: 2 }, playerRankProgress: { labelId: 3 } } },
  }),
  one('D10', 'POST MCSFE_checkRsgUnlockEvent (guests)', {
    request: { method: 'POST', path: `${R}MCSFE_checkRsgUnlockEvent`, auth: false },
    answer: true, reads: {},
    call: async () => (await api.content()).checkRsgUnlock(),
    expected: true,
  }, 'the answer (value true when an unlock event is due)'),
  one('D11', 'GET WPSCORE_getCustomerServiceScript: value.scripts', {
    request: { method: 'GET', path: `${R}WPSCORE_getCustomerServiceScript`, auth: true },
    answer: { scripts: '<script src="https://cs.brand.com/w.js"></script>' }, reads: { scripts: 'string' },
    call: async () => (await api.content()).getCustomerServiceScripts(),
    expected: '<script src="https://cs.brand.com/w.js"></script>',
  }),
  one('D12', 'POST WPSCORE_saveMemberInfoByAuthKey: value is the chat auth key', {
    request: { method: 'POST', path: `${R}WPSCORE_saveMemberInfoByAuthKey`, auth: true },
    answer: 'chat-key-12345678', reads: { '': 'string' },
    call: async () => (await import('../../../src/auth/chatIdentity.ts')).bindChatIdentity(),
    expected: 'chat-key-12345678',
  }),
  one('D13', 'GET WPSCORE_getDownloadSetting?domain=<host minus its first label>', {
    request: { method: 'GET', path: `${R}WPSCORE_getDownloadSetting`, query: { domain: 'brand.com' }, auth: true },
    answer: { app_desc: { value: 'Get the app' }, login_prompt_text: { value: 'Log in faster' } },
    reads: { app_desc: 'object', 'app_desc.value': 'string', login_prompt_text: 'object', 'login_prompt_text.value': 'string' },
    call: async () => (await api.content()).getDownloadTexts(HOST),
    expected: { appDesc: 'Get the app', loginPromptText: 'Log in faster' },
  }),
  one('D14', 'GET WPSCORE_getTelegramLoginSetting: value.botId, value.authDomain', {
    request: { method: 'GET', path: `${R}WPSCORE_getTelegramLoginSetting`, auth: false },
    answer: { botId: '12345', authDomain: 'auth.brand.com' }, reads: { botId: 'string', authDomain: 'string' },
    call: async () => {
      const opened: string[] = [];
      const assign = location.assign.bind(location);
      location.assign = (u: string | URL) => { opened.push(String(u)); };
      try {
        await (await import('../../../src/social/telegram.ts')).startTelegramLogin();
      } finally {
        location.assign = assign;
      }
      const url = opened[0] ? new URL(opened[0]) : null;
      return url && { page: url.origin + url.pathname, botId: url.searchParams.get('bot_id') };
    },
    expected: { page: 'https://auth.brand.com/common/v.1.0.1/tg-auth-web.html', botId: '12345' },
  }),
  one('D16', 'GET CBS_launchChat {b2c 1, title, backUrl, language (CN for CN and TW)}', {
    request: { method: 'GET', path: `${R}CBS_launchChat`, query: { b2c: '1', title: 'Help', backUrl: `${ORIGIN}/m/home`, language: 'CN' }, auth: true },
    answer: { url: 'https://chat.brand.com/room/1' }, reads: {},
    call: async () => (await api.member()).launchChat({ title: 'Help', backUrl: `${ORIGIN}/m/home`, language: 'TW' }),
    expected: 'https://chat.brand.com/room/1',
  }, 'the answer ({url})'),
  one('D17', 'GET CBS_unreadCount: value.unReadCount (the chat)', {
    request: { method: 'GET', path: `${R}CBS_unreadCount`, auth: true },
    answer: { unReadCount: 3 }, reads: { unReadCount: 'number' },
    call: async () => (await api.member()).getChatUnread(),
    expected: 3,
  }),
  one('D18', 'GET CSP_unreadCount: value is a number (the inbox)', {
    request: { method: 'GET', path: `${R}CSP_unreadCount`, auth: true },
    answer: 5, reads: { '': 'number' },
    call: async () => (await api.member()).getUnreadCount(),
    expected: 5,
  }),
  one('D20', 'POST WPS3RD_verifyLineCode {code, redirectUri}', {
    request: { method: 'POST', path: `${R}WPS3RD_verifyLineCode`, auth: false, body: { code: 'line-code', redirectUri: `${ORIGIN}/m/home` } },
    answer: { lineSessionToken: 'line-tok', name: 'Ann', picture: '' }, reads: { lineSessionToken: 'string' },
    call: async () => (await import('../../../src/social/socialApi.ts')).verifyLineCode({ code: 'line-code', redirectUri: `${ORIGIN}/m/home` }),
    expected: { success: true, value: { lineSessionToken: 'line-tok' } },
  }),
  one('D22', 'GET WPS3RD_refreshMayaTokens?env=', {
    request: { method: 'GET', path: `${R}WPS3RD_refreshMayaTokens`, query: { env: 'sandbox' }, auth: true },
    answer: { linked: true, expiresAt: '2031-06-02T12:00:00Z' }, reads: {},
    call: async () => (await import('../../../src/social/maya.ts')).refreshMayaTokens('sandbox'),
    expected: { linked: true, expiresAt: '2031-06-02T12:00:00Z' },
  }, 'the answer'),
];

// ---- E. push (the page's calls; the worker's receipt is E4) ----
async function pushDeps() {
  const { relay } = await import('../../../src/api/relay.ts');
  const Rows = await import('../../../contract/relays.ts');
  const rows = { fcmBind: Rows.fcmBind, fcmSubscribe: Rows.fcmSubscribe, fcmUnsubscribe: Rows.fcmUnsubscribe } as const;
  const provider = { kind: 'fcm' as const, getToken: async () => 'reg-token-1', deleteToken: async () => true };
  return {
    storage: localStorage, now: () => NOW, merchant: MERCHANT, memberId: 'c-1', provider: async () => provider as never,
    // The page's wiring (src/push/index.ts): each key is the row of the same name.
    relay: (key: keyof typeof rows, body: unknown) => relay(rows[key], body as never, { silent: true }),
  };
}
const bind = async () => (await import('../../../src/push/bindPush.ts')).bindPush(await pushDeps());
const E: WireRow[] = [
  one('E1', 'POST CSP_fcmBind {registrationToken}', {
    request: { method: 'POST', path: `${R}CSP_fcmBind`, auth: true, body: { registrationToken: 'reg-token-1' } },
    answer: true, also: { [`${R}CSP_fcmSubscribe`]: true }, reads: {}, call: bind, expected: 'bound',
  }),
  one('E2', 'POST CSP_fcmSubscribe {registrationToken, topic}', {
    request: { method: 'POST', path: `${R}CSP_fcmSubscribe`, auth: true, body: { registrationToken: 'reg-token-1', topic: 'ALL' } },
    answer: true, also: { [`${R}CSP_fcmBind`]: true }, reads: {}, call: bind, expected: 'bound',
  }, 'the topic value (ALL, the spec\'s)'),
  one('E3', 'DELETE CSP_fcmUnsubscribe {registrationToken, unsubscribeAll}', {
    request: { method: 'DELETE', path: `${R}CSP_fcmUnsubscribe`, auth: true, body: { registrationToken: 'reg-token-1', unsubscribeAll: true } },
    answer: null, reads: {}, also: { [`${R}CSP_fcmBind`]: true, [`${R}CSP_fcmSubscribe`]: true },
    call: async () => {
      await bind();
      const { unbindPush } = await import('../../../src/push/bindPush.ts');
      await unbindPush(await pushDeps());
      // The token is forgotten once the server was told.
      return localStorage.getItem('MC_PUSH_TOKEN');
    },
    expected: null,
  }),
];

export const ROWS: WireRow[] = [...A, ...B, ...C, ...D, ...E];

const MISSING = 'MISSING: production has it, Tessera does not build it';
const SW = 'service worker';
export const OUT_OF_SCOPE: OutOfScopeRow[] = [
  { id: 'A7', reason: `${MISSING} (Apple login)` },
  { id: 'A8', reason: `${MISSING} (freeplay accounts)` },
  { id: 'A15', reason: 'production\'s body not seen and the page does not call it (mobile registration codes go by sms/noLogin, A14); the reference server answers the path' },
  { id: 'A23', reason: `${MISSING} (trial user)` },
  { id: 'A24', reason: `${MISSING} (avatar: kept on the phone)` },
  { id: 'A25', reason: `${MISSING} (affiliate code lookup)` },
  { id: 'A26', reason: 'UNVERIFIED: only the path is in production\'s URL map (method and body not seen); Tessera\'s encrypted POST is tested in tests/unit/worker/securePost.test.ts' },
  { id: 'B4', reason: `${MISSING} (register settings)` },
  { id: 'B5', reason: `${MISSING} (consolidated settings)` },
  { id: 'B6', reason: `${MISSING} (help centre)` },
  { id: 'B7', reason: `${MISSING} (whitelabel menu; URL map only)` },
  { id: 'B11', reason: 'the browser fetches the web manifest from a <link>: the href is tested in tests/unit (brand), the answer\'s shape in tests/server/wire-rows.test.ts' },
  { id: 'B12', reason: 'a front-end build artifact, not the backend: Tessera\'s own build writes {hash} (tests/unit/sw/assetHash.test.ts)' },
  { id: 'B13', reason: `${MISSING} (member-centre manifest)` },
  { id: 'C9', reason: `${MISSING} (winner board)` },
  { id: 'C10', reason: `${MISSING} (vassalage game types)` },
  { id: 'C11', reason: `${MISSING} (favourites are kept on the phone)` },
  { id: 'C12', reason: `${MISSING} (favourites are kept on the phone)` },
  { id: 'C13', reason: `${MISSING} (favourites are kept on the phone)` },
  { id: 'C14', reason: `${MISSING} (favourites are kept on the phone)` },
  { id: 'C15', reason: `${MISSING} (recent games are kept on the phone)` },
  { id: 'C16', reason: `${MISSING} (recent games are kept on the phone)` },
  { id: 'C17', reason: `${MISSING} (FB launch; URL map only)` },
  { id: 'D4', reason: `${MISSING} (lobby news)` },
  { id: 'D5', reason: 'the page does not call it (no quick-access row is built); the reference server answers its path in production\'s shape' },
  { id: 'D15', reason: `${MISSING} (FB event mapping)` },
  { id: 'D19', reason: `${MISSING} (live model list)` },
  { id: 'D21', reason: `${MISSING} (Apple code)` },
  { id: 'D23', reason: 'UNVERIFIED: production\'s deposit-settings relay was not seen (member-centre bundle)' },
  { id: 'E4', reason: `${SW}: the delivery and click receipts are sent by sw/push.ts (tests/unit/sw/receipts.test.ts)` },
  { id: 'F1', reason: `${SW}: sw/domainRoute.ts (tests/unit/sw/domainRoute.test.ts)` },
  { id: 'F2', reason: `${SW}: the ping.json health check (tests/unit/sw/domainRoute.test.ts)` },
  { id: 'X1', reason: 'Tessera-only: POST /wps/system/event is no longer sent by the client (events go by collect, B9); the server still accepts it' },
  { id: 'X2', reason: 'Tessera-only, removed: banners come from D1' },
  { id: 'X3', reason: 'Tessera-only, removed: lanes come from C5' },
  { id: 'X4', reason: 'Tessera-only: PROMOFE_redeemPromoCode (production\'s call not seen)' },
  { id: 'X5', reason: 'Tessera-only: PROMOFE_getPromotionDetail' },
  { id: 'X6', reason: 'Tessera-only: CBS_submitFeedback' },
  { id: 'X7', reason: 'reference-server addition: WPSCORE_getLineLoginSetting' },
  { id: 'X8', reason: 'reference-server addition: WPS3RD_getMayaLoginSetting' },
  { id: 'X9', reason: `${SW}: the worker's status read (sw/storeData.ts)` },
];

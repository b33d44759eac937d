// Issue 16: for every production-wire row the client test covers (tests/unit/wire/rows.ts), the reference server, sent
// production's request, answers with production's shape: every field production reads is there with its type.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeIdOf } from '../../server/routes/wps/game-catalog.ts';
import { ROWS } from '../unit/wire/rows.ts';
import { readsMismatches } from '../unit/wire/wireReads.ts';
import type { WireCase, WireRow } from '../unit/wire/wireTypes.ts';
import { call, DEMO, login, LOTTO, secureCall, SEED_PASSWORD, useApp } from './helpers.ts';

const s = useApp();
let token = '';
beforeAll(async () => {
  token = (await login(s.app, 'player01')).token;
  // The order detail asks for one of the member's seeded lottery orders.
  const res = await call(s.app, `${DEMO}/lgw/orders`, { headers: { Merchant: 'demo', Language: 'EN', Authorization: token } });
  const orderNo = ((await res.json()) as { list: { orderNo: string }[] }).list[0]!.orderNo;
  OVERRIDES['C18 order detail'] = { query: { orderNo } };
});

/** A seeded free-play game (the table's ids are the client test's own). */
const GAME = 'PG-fortune-tiger';
const gameQuery = (q: Record<string, string | RegExp> | undefined): Record<string, string | RegExp> => ({ ...q, ...(q?.gameId ? { gameId: GAME } : {}), ...(q?.nodeId ? { nodeId: nodeIdOf(GAME) } : {}) });

/** What the server needs that the client test's values are not (seeded accounts, seeded games, fresh names). */
const OVERRIDES: Record<string, Partial<Pick<WireCase['request'], 'body' | 'query'>>> = {
  A2: { body: { username: 'player01', password: SEED_PASSWORD, type: 'username', device: 'WEBCLIP', loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false } },
  'A10 username': { body: { username: 'wirerows01', password: 'Kite7Harbor' } },
  A11: { body: { password: 'Kite7Harbor' } },
  A22: { query: { username: 'wirerows02' } },
  C2: { query: { lottoGameCode: 'TCG_LOTTO_VN-mega-6-45' } },
  C3: { query: { lottoGameCode: 'TCG_SEA-thai-lottery' } },
  D3: { body: { announcementId: '1', read: true } },
  'C18 vn draws': { query: { gameCode: 'TCG_LOTTO_VN-mega-6-45' } },
};

/** The live backend's merchant (v1, the bare key text) where the demo merchant's Tessera extras would differ. */
const ON_LOTTO = new Set(['A1']);

/** Rows whose server side needs a prior step the request alone cannot give: where that is tested instead. */
const ELSEWHERE: Record<string, string> = {
  A3: 'a login_verify_required challenge first (tests/server/auth-login.test.ts)',
  A4: 'a wallet provider grant (tests/server/social-*.test.ts)',
  A5: 'a LINE session token from the code exchange (tests/server/social-line.test.ts)',
  A6: 'a signed Telegram result (tests/server/social-telegram.test.ts)',
  'A10 mail': 'a mailed code and the MAILREG3 flag (tests/server/wire-session.test.ts)',
  'A10 mobile': 'a texted code (tests/server/auth-register.test.ts)',
  A16: 'the MAILREG3 flag, off for the seeded merchants (tests/server/verification-mail.test.ts)',
  A17: 'a mailed code (tests/server/verification-mail.test.ts)',
  A20: 'a reset code (tests/server/auth-password-reset.test.ts)',
  'C18 cancel': 'a placed lottery order (tests/server/lgw-orders.test.ts)',
  D20: 'a LINE authorisation code (tests/server/social-line.test.ts)',
};

const caseName = (row: WireRow, c: WireCase) => (c.label ? `${row.id} ${c.label}` : row.id);
/** A pattern's value: a time stamp for the cache breakers (_ and t), else a small count. */
const sample = (k: string, v: string | RegExp): string => (typeof v === 'string' ? v : k === '_' || k === 't' ? String(Date.now()) : '20');

/** Production's request for the case, sent to the reference server on the demo merchant's host. */
async function send(name: string, c: WireCase): Promise<Response> {
  const r = c.request;
  const over = OVERRIDES[name] ?? {};
  const query: Record<string, string | RegExp> = { ...(r.path === '/wps/game/launchGame' || r.path.endsWith('GCS_gameTrialLaunch') ? gameQuery(r.query) : r.query), ...over.query };
  const lotto = ON_LOTTO.has(name);
  const merchant = lotto ? 'lotto' : 'demo';
  const url = new URL((lotto ? LOTTO : DEMO) + r.path);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, sample(k, v));
  const headers: Record<string, string> = { Merchant: merchant, Language: 'EN' };
  for (const [k, v] of Object.entries(r.headers ?? {})) if (typeof v === 'string' && !['Encryption', 'X-Digest', 'X-RSA'].includes(k)) headers[k] = v;
  // Logout ends its own session, not the one the other rows use.
  if (r.auth) headers.Authorization = r.path === '/wps/session/logout' ? (await login(s.app, 'player01')).token : token;
  const body = r.bodySubset && over.body ? { ...r.body, ...over.body } : over.body ?? r.body;
  if (r.bodyKind === 'sealed') return secureCall(s.app, url.href, body, { merchant, method: r.method === 'PUT' ? 'PUT' : 'POST', headers });
  if (r.bodyKind === 'form') {
    return call(s.app, url.href, { method: r.method, headers, body: new URLSearchParams(body as Record<string, string>).toString() });
  }
  if (r.bodyKind === 'text') return call(s.app, url.href, { method: r.method, headers: { ...headers, 'Content-Type': 'text/plain' }, body: JSON.stringify(body) });
  return call(s.app, url.href, { method: r.method, headers, ...(body !== undefined ? { json: body } : r.method === 'GET' ? {} : { json: {} }) });
}

const cases = ROWS.flatMap((row) => row.cases.map((c) => [caseName(row, c), c] as const));

describe('the reference server answers each row in production\'s shape', () => {
  const check = async (name: string, c: WireCase): Promise<void> => {
    const res = await send(name, c);
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBeLessThan(300);
    if (c.answerKind === 'text') {
      // A1: the live backend's form is the bare hex modulus; the reference server's v1 merchants answer it so.
      expect(text.trim()).toMatch(/^[0-9A-Fa-f]{128,1024}$/);
      return;
    }
    if (c.request.channel === 'beacon' || c.request.channel === 'plain') return;
    const body = JSON.parse(text) as { success?: unknown; value?: unknown };
    if (c.answerKind === 'raw') {
      expect(readsMismatches(body, c.reads)).toEqual([]);
      return;
    }
    expect(body.success, text.slice(0, 300)).toBe(true);
    expect(readsMismatches(body.value, c.reads)).toEqual([]);
  };

  for (const [name, c] of cases.filter(([n]) => !ELSEWHERE[n])) {
    if (c.serverMismatch) it.fails(`${name} — KNOWN MISMATCH: ${c.serverMismatch}`, () => check(name, c));
    else it(name, () => check(name, c));
  }

  it('names where each row it does not send is tested', () => {
    for (const name of Object.keys(ELSEWHERE)) expect(cases.some(([n]) => n === name), name).toBe(true);
  });
});

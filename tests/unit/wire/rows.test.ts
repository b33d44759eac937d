// Issue 16: one contract test per production-wire row. The client's real endpoint function is called with fetch stubbed at
// the boundary; the request must be production's (method, path, query, body fields, headers) and the production-shaped
// answer must map to the domain value. Sealed posts are decrypted with the fixture key as a server would.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSessionKey, openValue } from '../../../server/auth/hybrid-open.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { DEVICE_ID_KEY } from '../../../src/lib/deviceId.ts';
import { WEBCLIP_KEY } from '../../../src/auth/clientContext.ts';
import { fixturePrivateKey } from '../../server/secure-fixture.ts';
import { resetAll, stubFetch, type FetchCall } from '../api/fetchStub.ts';
import { OUT_OF_SCOPE, ROWS } from './rows.ts';
import { readsMismatches } from './wireReads.ts';
import { DEVICE_ID, KEY_TEXT, LANGUAGE, MERCHANT, NOW, PAGE_URL, TOKEN } from './wireFixture.ts';
import type { WireCase } from './wireTypes.ts';

vi.mock('../../../src/worker/cryptoBridge.ts', async (io) => (await import('../worker/fakeWorker.ts')).inProcessBridgeModule(io));
// The GeeTest script is the provider's: the case stands in for what it defines (initGeetest).
vi.mock('../../../src/captcha/loadScript.ts', () => ({ loadScript: async () => undefined }));

/** Every call row id of the reference's section 2 (A-F production calls, X Tessera-only calls). */
const REFERENCE_IDS = [
  ...Array.from({ length: 26 }, (_, i) => `A${i + 1}`),
  ...Array.from({ length: 13 }, (_, i) => `B${i + 1}`),
  ...Array.from({ length: 19 }, (_, i) => `C${i + 1}`),
  ...Array.from({ length: 23 }, (_, i) => `D${i + 1}`),
  ...Array.from({ length: 4 }, (_, i) => `E${i + 1}`),
  'F1', 'F2',
  ...Array.from({ length: 9 }, (_, i) => `X${i + 1}`),
];

const RSA_KEY_PATH = '/wps/session/key/rsa';

function answerFor(c: WireCase): Response {
  const headers = { ...c.answerHeaders };
  if (c.answerKind === 'text') return new Response(String(c.answer), { status: 200, headers: { ...headers, 'Content-Type': 'text/plain' } });
  // Production's envelope: success, value, message and errorCode (no `code`).
  const body = c.answerKind === 'raw' ? c.answer : { success: true, value: c.answer, message: null, errorCode: null };
  return new Response(JSON.stringify(body), { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}

/** Answers the case's call; the key endpoint with the live text modulus; anything else a production refusal. */
function stubFor(c: WireCase): FetchCall[] {
  const calls = stubFetch((call) => {
    const url = new URL(call.url, PAGE_URL);
    if (url.pathname === RSA_KEY_PATH && c.request.path !== RSA_KEY_PATH) return new Response(KEY_TEXT, { status: 200 });
    if (url.pathname === c.request.path && call.method === c.request.method) return answerFor(c);
    if (c.also && url.pathname in c.also) return answerFor({ ...c, answer: c.also[url.pathname], answerKind: 'envelope', answerHeaders: {} });
    return new Response(JSON.stringify({ success: false, value: null, message: 'not this case', errorCode: 'not.found' }), { status: 404 });
  });
  if (c.request.channel === 'beacon') {
    const texts: Promise<void>[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, data: Blob) => {
        const call: FetchCall = { url, method: 'POST', headers: { 'Content-Type': data.type }, body: undefined, credentials: undefined, signal: undefined };
        calls.push(call);
        texts.push(data.text().then((t) => { call.body = t; }));
        return true;
      },
    });
    (calls as FetchCall[] & { settled?: () => Promise<unknown> }).settled = () => Promise.all(texts);
  }
  return calls;
}

const header = (call: FetchCall, name: string): string | undefined =>
  Object.entries(call.headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

function checkHeaders(c: WireCase, call: FetchCall): void {
  const r = c.request;
  if ((r.channel ?? 'layer') === 'layer') {
    expect(header(call, 'Merchant'), 'Merchant').toBe(MERCHANT);
    expect(header(call, 'Language'), 'Language').toBe(LANGUAGE);
    expect(header(call, 'X-Real-UA'), 'X-Real-UA (base64 of the user agent)').toMatch(/^[A-Za-z0-9+/]+=*$/);
  }
  expect(header(call, 'Authorization'), 'Authorization').toBe(r.auth ? TOKEN : undefined);
  for (const [name, want] of Object.entries(r.headers ?? {})) {
    const got = header(call, name);
    if (want === true) expect(got, name).toBeDefined();
    else if (want === false) expect(got, name).toBeUndefined();
    else if (want instanceof RegExp) expect(got, name).toMatch(want);
    else expect(got, name).toBe(want);
  }
}

function checkQuery(c: WireCase, url: URL): void {
  const want = c.request.query ?? {};
  expect([...url.searchParams.keys()].sort(), 'query fields').toEqual(Object.keys(want).sort());
  for (const [name, value] of Object.entries(want)) {
    if (value instanceof RegExp) expect(url.searchParams.get(name), name).toMatch(value);
    else expect(url.searchParams.get(name), name).toBe(value);
  }
  for (const name of Object.keys(c.request.omits ?? {})) expect(url.searchParams.has(name), `${name} is left out`).toBe(false);
}

/** The body's fields as production's server would read them. */
function bodyFields(c: WireCase, call: FetchCall): Record<string, unknown> {
  const kind = c.request.bodyKind ?? 'json';
  if (kind === 'form') return Object.fromEntries(new URLSearchParams(call.body));
  const parsed = JSON.parse(call.body ?? 'null') as Record<string, unknown>;
  if (kind !== 'sealed') return parsed;
  expect(Object.keys(parsed), 'a sealed body is {value} only').toEqual(['value']);
  // Section 3: X-Digest is the ciphertext itself; Encryption carries the session key under the RSA key.
  expect(header(call, 'X-Digest')).toBe(parsed.value);
  const session = openSessionKey(header(call, 'Encryption')!, fixturePrivateKey);
  return JSON.parse(openValue(session, String(parsed.value))) as Record<string, unknown>;
}

function checkBody(c: WireCase, call: FetchCall): void {
  const r = c.request;
  if (!r.body && r.bodyKind !== 'sealed') {
    expect(call.body ?? '', 'no body fields').toBe('');
    return;
  }
  if ((r.bodyKind ?? 'json') === 'json') expect(header(call, 'Content-Type')).toBe('application/json');
  const fields = bodyFields(c, call);
  if (r.bodySubset) expect(fields).toMatchObject(r.body ?? {});
  else expect(fields).toEqual(r.body);
}

async function runCase(c: WireCase): Promise<void> {
  const calls = stubFor(c);
  const result = await c.call();
  await (calls as FetchCall[] & { settled?: () => Promise<unknown> }).settled?.();
  const mine = calls.filter((x) => new URL(x.url, PAGE_URL).pathname === c.request.path && x.method === c.request.method);
  expect(mine.map((x) => `${x.method} ${x.url}`), 'one call to the row\'s method and path').toHaveLength(1);
  const call = mine[0]!;
  checkQuery(c, new URL(call.url, PAGE_URL));
  checkHeaders(c, call);
  checkBody(c, call);
  if (c.expected !== null && typeof c.expected === 'object') expect(result).toMatchObject(c.expected as object);
  else expect(result).toEqual(c.expected);
}

beforeEach(() => {
  resetAll();
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(PAGE_URL);
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  configureClient({ getToken: () => TOKEN, getLanguage: () => LANGUAGE, getMerchant: () => MERCHANT });
  localStorage.setItem(DEVICE_ID_KEY, DEVICE_ID);
  localStorage.setItem(WEBCLIP_KEY, '1');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('the table covers the reference', () => {
  it('names every row id of section 2 exactly once, in scope or with a reason', () => {
    const named = [...ROWS.map((r) => r.id), ...OUT_OF_SCOPE.map((r) => r.id)];
    expect([...named].sort()).toEqual([...REFERENCE_IDS].sort());
    expect(new Set(named).size).toBe(named.length);
    for (const r of OUT_OF_SCOPE) expect(r.reason.length, r.id).toBeGreaterThan(10);
  });

  it.each(ROWS.flatMap((r) => r.cases.map((c) => [`${r.id}${c.label ? ` ${c.label}` : ''}`, c] as const)))(
    '%s: the production-shaped answer has every field production reads',
    (_id, c) => {
      if (c.answerKind !== 'text') expect(readsMismatches(c.answer, c.reads)).toEqual([]);
    },
  );
});

describe.each(ROWS.map((r) => [r.id, r] as const))('%s', (_id, row) => {
  for (const c of row.cases) {
    const name = `${row.what}${c.label ? ` (${c.label})` : ''}: production's request, and the answer read`;
    if (c.mismatch) it.fails(`${name} — KNOWN MISMATCH: ${c.mismatch}`, () => runCase(c));
    else it(name, () => runCase(c));
  }
});

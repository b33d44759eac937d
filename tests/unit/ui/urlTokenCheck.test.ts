import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { confirmUrlToken, dropUrlToken, holdUrlToken } from '../../../src/boot/urlTokenCheck.ts';
import { SESSION_KEY, clearSession, state as session } from '../../../src/state/session.ts';
import { dismissPleaseLogin, state as ui } from '../../../src/state/ui.ts';
import { fail, json, ok, stubFetch } from './helpers.ts';

const TOKEN = 'UrlToken12345678';

beforeEach(() => { vi.spyOn(console, 'warn').mockImplementation(() => {}); });
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearSession();
  dropUrlToken();
  dismissPleaseLogin();
  sessionStorage.clear();
});

describe('confirmUrlToken (a URL token is adopted only once member info answers a member)', () => {
  it('asks member info with the held token, and adopts it only after the answer', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const calls = stubFetch(async () => { await gate; return json(ok({ userName: 'player01' })); });
    holdUrlToken(TOKEN);
    const done = confirmUrlToken('demo');
    await eventually(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'GET', headers: { Authorization: TOKEN, Merchant: 'demo' } });
    expect(calls[0]!.url).toContain('/wps/member/info');
    expect(session.info).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(session.urlTokenPending).toBe(true);
    release();
    await expect(done).resolves.toBe(true);
    expect(session.info).toMatchObject({ token: TOKEN, merchantCode: 'demo' });
    expect(session.urlTokenPending).toBe(false);
    expect(session.mustChangePassword).toBe(false);
  });

  it.each([
    ['an invalid token', 401, CODES.userOrTokenInvalid],
    ['a refused call', 400, CODES.badRequest],
  ])('never stores %s and shows the please-login notice', async (_, status, code) => {
    stubFetch(() => json(fail(code), status));
    holdUrlToken(TOKEN);
    await expect(confirmUrlToken('demo')).resolves.toBe(false);
    expect(session.info).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(ui.pleaseLogin).toBe(true);
    expect(session.urlTokenPending).toBe(false);
  });

  it('adopts a member held on the forced password change, and remembers the change', async () => {
    stubFetch(() => json(fail(CODES.passwordChangeRequired), 403));
    holdUrlToken(TOKEN);
    await expect(confirmUrlToken('demo')).resolves.toBe(true);
    expect(session.info?.token).toBe(TOKEN);
    expect(session.mustChangePassword).toBe(true);
  });

  it('does not adopt a token the server could not confirm (network failure, 5xx) and shows no notice', async () => {
    stubFetch(() => { throw new TypeError('Failed to fetch'); });
    holdUrlToken(TOKEN);
    await expect(confirmUrlToken('demo')).resolves.toBe(false);
    stubFetch(() => json(fail('maintenance'), 503));
    holdUrlToken(TOKEN);
    await expect(confirmUrlToken('demo')).resolves.toBe(false);
    expect(session.info).toBeNull();
    expect(ui.pleaseLogin).toBe(false);
  });

  it('does nothing without a held token', async () => {
    const calls = stubFetch(() => json(ok({})));
    await expect(confirmUrlToken('demo')).resolves.toBe(false);
    expect(calls).toHaveLength(0);
  });
});

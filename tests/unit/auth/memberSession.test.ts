import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterResponse } from '../../../contract/auth.ts';
import { RELAYS } from '../../../contract/relays.ts';
import { completeLogin } from '../../../src/auth/completeLogin.ts';
import { finishRegistration } from '../../../src/auth/finishRegistration.ts';
import { memberSessionReady } from '../../../src/auth/memberSession.ts';
import { wireClient } from '../../../src/boot/wireClient.ts';
import { state as session } from '../../../src/state/session.ts';
import { eventually } from '../eventually.ts';
import { answer, instantYield, withMerchant, resetAuthTest } from './authMocks.ts';
import { json, ok, resetApi, setUrl, stubFetch, type Call } from '../ui/helpers.ts';

// The wire is the boundary: every /wps call is recorded; the chat key relay answers a key, the rest a refusal.
const CHAT = `/wps/relay/${RELAYS.saveMemberInfoByAuthKey.name}`;
let calls: Call[] = [];
const chatCalls = (): Call[] => calls.filter((c) => new URL(c.url, location.origin).pathname === CHAT);

beforeEach(() => {
  resetApi();
  setUrl('https://acme.example/m/login');
  withMerchant();
  wireClient();
  instantYield();
  calls = stubFetch((c) => (c.url.includes(CHAT) ? json(ok('chat-Key_0123456789')) : json({ success: false, value: null, code: 'x', message: null }, 500)));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(resetAuthTest);

const registered = (extra: Partial<RegisterResponse> = {}): RegisterResponse => ({
  token: 'reg-token-1', userName: 'user123456', customerName: 'user123456', id: '9', customerId: '9', firstTimeLogin: false, ...extra,
});

describe('every login path asks for the chat identity (WPSCORE_saveMemberInfoByAuthKey) with the new session', () => {
  it('after a login', async () => {
    await completeLogin(answer, { method: 'username', go: null });
    await eventually(() => expect(chatCalls()).toHaveLength(1));
    expect(chatCalls()[0]).toMatchObject({ method: 'POST', headers: { Authorization: answer.token } });
  });

  it('after a registration that logs in', async () => {
    expect(finishRegistration(registered(), null)).toBe('/m/home');
    await eventually(() => expect(chatCalls()).toHaveLength(1));
    expect(chatCalls()[0]).toMatchObject({ method: 'POST', headers: { Authorization: 'reg-token-1' } });
  });

  it('a session held on the forced password change asks once the change is done, not before (the server refuses it)', async () => {
    expect(finishRegistration(registered({ defaultPassword: true }), null)).toBe('/m/changePsw');
    await expect(completeLogin({ ...answer, token: 'tok-first', firstTimeLogin: true }, { method: 'username', go: null })).resolves.toBe('/m/changePsw');
    expect(session.mustChangePassword).toBe(true);
    // Whatever else the new session asked has gone out by now; the chat key was not among it.
    await eventually(() => expect(calls.length).toBeGreaterThan(0));
    expect(chatCalls()).toHaveLength(0);
    memberSessionReady();
    await eventually(() => expect(chatCalls()).toHaveLength(1));
    // One call, with the session that finished the change: neither held session had asked.
    expect(chatCalls().map((c) => c.headers.Authorization)).toEqual(['tok-first']);
  });
});

import { ref } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WPS } from '../../../contract/wps.ts';
import type { MemberInfo } from '../../../contract/wps.ts';
import { wireClient } from '../../../src/boot/wireClient.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { NO_LANGUAGE_SYNC_TYPE, isAgent, resetMember, state, syncMemberLanguage } from '../../../src/state/member.ts';
import { clearSession, setSession } from '../../../src/state/session.ts';
import { json, ok, resetApi, statusInfo, stubFetch } from './helpers.ts';

const login = (type = 0) => setSession({
  spanId: 's', id: '7', token: 'member-token', merchantCode: 'acme', userName: 'bob', type, firstTimeLogin: false,
});
const member = (type: number): MemberInfo => ({
  id: '7', account: 'bob', token: 'member-token', userName: 'bob', type, language: 'EN', clubLabel: null,
});

beforeEach(() => {
  resetApi();
  merchant.status = ref(statusInfo());
  wireClient();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  resetMember();
  merchant.status = null;
});

describe('syncMemberLanguage', () => {
  it('posts /wps/member/language with {language, merchantCode} and the Merchant header when logged in', async () => {
    login();
    const calls = stubFetch(() => json(ok(null)));
    await expect(syncMemberLanguage('ES', 'acme')).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    const c = calls[0]!;
    expect(c.method).toBe('POST');
    expect(new URL(c.url, location.origin).pathname).toBe(WPS.memberLanguage);
    expect(JSON.parse(c.body ?? 'null')).toEqual({ language: 'ES', merchantCode: 'acme' });
    expect(c.headers.Merchant).toBe('acme');
    expect(c.headers.Authorization).toBe('member-token');
  });

  it('is not sent for member type 4 (member info)', async () => {
    login();
    state.info = ref(member(NO_LANGUAGE_SYNC_TYPE));
    const calls = stubFetch(() => json(ok(null)));
    await expect(syncMemberLanguage('ES', 'acme')).resolves.toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('is not sent for member type 4 known only from the session', async () => {
    login(4);
    const calls = stubFetch(() => json(ok(null)));
    await syncMemberLanguage('ES', 'acme');
    expect(calls).toHaveLength(0);
  });

  // BUG: a session adopted from a URL token has type 0 until member info arrives, so a type-4 member whose info
  // is not loaded yet gets a language sync (the server refuses it and the refusal pops up as an alert).
  it.fails('is not sent for a type-4 member whose info has not been loaded yet', async () => {
    login(0);
    const calls = stubFetch((c) => json(ok(c.url.includes(WPS.memberInfo) ? member(4) : null)));
    await syncMemberLanguage('ES', 'acme');
    expect(calls.filter((c) => c.url.includes(WPS.memberLanguage))).toHaveLength(0);
  });

  it('is not sent without a session', async () => {
    const calls = stubFetch(() => json(ok(null)));
    await expect(syncMemberLanguage('ES', 'acme')).resolves.toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('isAgent', () => {
  it.each([[1, true], [2, true], [0, false], [3, false], [4, false]])('type %i → %s', (type, agent) => {
    expect(isAgent({ type })).toBe(agent);
  });
  it('no member is no agent', () => {
    expect(isAgent(null)).toBe(false);
  });
});

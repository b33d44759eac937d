import { ref } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../eventually.ts';
import { WPS } from '../../../contract/wps.ts';
import type { MemberInfo } from '../../../contract/wps.ts';
import { NO_LANGUAGE_SYNC_TYPE, isAgent, loadMember, resetMember, state, syncMemberLanguage } from '../../../src/state/member.ts';
import { clearSession, setSession, state as session } from '../../../src/state/session.ts';
import { json, ok, stubFetch, useWiredMerchant } from './helpers.ts';

const login = (type = 0) => setSession({
  spanId: 's', id: '7', token: 'member-token', merchantCode: 'acme', userName: 'bob', type, firstTimeLogin: false,
});
const member = (type: number): MemberInfo => ({
  id: '7', account: 'bob', token: 'member-token', userName: 'bob', type, language: 'EN', clubLabel: null,
});

useWiredMerchant();
afterEach(() => {
  clearSession();
  resetMember();
});

describe('syncMemberLanguage', () => {
  it('puts /wps/member/language with {language} and the merchant in the Merchant header when logged in (production wire A13)', async () => {
    login();
    state.info = ref(member(0));
    const calls = stubFetch(() => json(ok(null)));
    await expect(syncMemberLanguage('ES', 'acme')).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    const c = calls[0]!;
    expect(c.method).toBe('PUT');
    expect(new URL(c.url, location.origin).pathname).toBe(WPS.memberLanguage);
    expect(JSON.parse(c.body ?? 'null')).toEqual({ language: 'ES' });
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

  // Regression: a session adopted from a URL token has type 0 until member info arrives, so a type-4 member whose info
  // is not loaded yet gets a language sync (the server refuses it and the refusal pops up as an alert).
  it('is not sent for a type-4 member whose info has not been loaded yet', async () => {
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

describe('loadMember', () => {
  it('stores the member and fills a session adopted from a URL token', async () => {
    login(0);
    session.info = { ...session.info!, userName: '' };
    stubFetch(() => json(ok(member(2))));
    await expect(loadMember()).resolves.toMatchObject({ account: 'bob', type: 2 });
    expect(state.info?.account).toBe('bob');
    expect(session.info?.type).toBe(2);
  });

  it('a malformed answer stores nothing', async () => {
    login();
    stubFetch(() => json(ok({ account: 42 })));
    await expect(loadMember()).resolves.toBeNull();
    expect(state.info).toBeNull();
  });

  // Regression: loadMember writes state.info after its await without checking that the session it started for still
  // exists; a logout (or expiry) during the call leaves the old member's info in memory for a guest.
  it('an answer arriving after logout is dropped', async () => {
    login();
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const calls = stubFetch(async () => { await gate; return json(ok(member(1))); });
    const pending = loadMember();
    await eventually(() => expect(calls).toHaveLength(1));
    clearSession();
    resetMember();
    release();
    await pending;
    expect(state.info).toBeNull();
  });
});

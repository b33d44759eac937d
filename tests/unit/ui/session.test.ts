import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_KEY, adoptUrlToken, clearSession, hasSession, reloadSession, setSession, state, type SessionInfo,
} from '../../../src/state/session.ts';

const info: SessionInfo = {
  spanId: 'span-1', id: '42', token: 'tok-abcdef', merchantCode: 'acme', userName: 'alice', type: 1, firstTimeLogin: false,
};
const stored = () => sessionStorage.getItem(SESSION_KEY);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('setSession', () => {
  it('writes MC_SESSION_INFO with exactly the spec fields', () => {
    setSession(info);
    const saved = JSON.parse(stored() ?? 'null') as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual(['firstTimeLogin', 'id', 'merchantCode', 'spanId', 'token', 'type', 'userName']);
    expect(saved).toEqual(info);
    expect(hasSession()).toBe(true);
    expect(state.info).toEqual(info);
  });

  // Regression: setSession serialises whatever object it gets; fields outside spec section 3 (e.g. carried over
  // from a tampered MC_SESSION_INFO through updateSession's spread) are persisted too.
  it('never persists fields outside the spec list', () => {
    setSession({ ...info, isAdmin: true } as SessionInfo);
    expect(Object.keys(JSON.parse(stored() ?? '{}') as object)).not.toContain('isAdmin');
  });
});

describe('reading MC_SESSION_INFO', () => {
  const hostile: [string, string][] = [
    ['bad JSON', '{"token":'],
    ['a JSON string', '"tok-abcdef"'],
    ['null', 'null'],
    ['an array', '[1,2,3]'],
    ['a numeric token', JSON.stringify({ ...info, token: 12345678 })],
    ['an empty token', JSON.stringify({ ...info, token: '' })],
    ['a string type', JSON.stringify({ ...info, type: '1' })],
    ['a huge invalid value', `{"token":"${'x'.repeat(700_000)}`],
  ];
  it.each(hostile)('ignores %s without throwing, and drops it', (_label, raw) => {
    sessionStorage.setItem(SESSION_KEY, raw);
    expect(() => reloadSession()).not.toThrow();
    expect(state.info).toBeNull();
    expect(hasSession()).toBe(false);
    expect(stored()).toBeNull();
  });

  it('is read at module load: a corrupt entry there does not break the import', async () => {
    sessionStorage.setItem(SESSION_KEY, '{not json');
    vi.resetModules();
    const fresh = await import('../../../src/state/session.ts');
    expect(fresh.state.info).toBeNull();
  });

  it('accepts a well-formed entry', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(info));
    reloadSession();
    expect(state.info).toEqual(info);
  });

  // Regression: isSessionInfo only checks token, merchantCode, userName and type; id, spanId and firstTimeLogin of any
  // type (objects, arrays) are adopted, so later String()/=== uses see hostile shapes.
  it('ignores an entry whose id, spanId or firstTimeLogin have the wrong type', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...info, id: { $gt: '' }, spanId: [1], firstTimeLogin: 'yes' }));
    reloadSession();
    expect(state.info).toBeNull();
  });

  // Regression: a well-formed entry with a huge token (here 600 kB) is adopted and then sent in every Authorization header.
  it('ignores a well-formed entry with a huge token', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...info, token: 'a'.repeat(600_000) }));
    reloadSession();
    expect(state.info).toBeNull();
  });
});

describe('clearSession', () => {
  it('removes the entry and the in-memory session', () => {
    setSession(info);
    clearSession();
    expect(stored()).toBeNull();
    expect(state.info).toBeNull();
    expect(hasSession()).toBe(false);
  });
});

describe('adoptUrlToken', () => {
  it('creates a session holding only the token until member info arrives', () => {
    adoptUrlToken('url-token-123', 'acme');
    expect(state.info).toEqual({
      spanId: '', id: '', userName: '', type: 0, firstTimeLogin: false, merchantCode: 'acme', token: 'url-token-123',
    });
    expect(JSON.parse(stored() ?? 'null')).toEqual(state.info);
    expect(hasSession()).toBe(true);
  });

  // Regression: a token for another member keeps the previous member's id, spanId, userName and type; loadMember only
  // fills them when userName is empty, so the stale identity (e.g. agent type) stays for the whole session.
  it('does not keep the previous member identity when a different token is handed over', () => {
    setSession(info);
    adoptUrlToken('someone-else-token', 'acme');
    expect(state.info?.userName).toBe('');
    expect(state.info?.id).toBe('');
    expect(state.info?.type).toBe(0);
  });
});

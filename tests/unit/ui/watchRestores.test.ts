import { afterEach, describe, expect, it } from 'vitest';
import { watchRestores } from '../../../src/boot/watchRestores.ts';
import { clearSession, SESSION_KEY, setSession, state } from '../../../src/state/session.ts';

const info = { spanId: 's', id: '1', token: 'restored-token-1', merchantCode: 'demo', userName: 'p', type: 0, firstTimeLogin: false };

function pageshow(persisted: boolean): Event {
  const e = new Event('pageshow');
  Object.defineProperty(e, 'persisted', { value: persisted });
  return e;
}

afterEach(() => clearSession());

describe('watchRestores', () => {
  it('a page restored from the back/forward cache drops a session that was logged out meanwhile', () => {
    const target = new EventTarget();
    watchRestores(target as unknown as Window);
    setSession(info);
    sessionStorage.removeItem(SESSION_KEY); // logged out on a later page of the tab
    target.dispatchEvent(pageshow(false));
    expect(state.info?.token).toBe('restored-token-1');
    target.dispatchEvent(pageshow(true));
    expect(state.info).toBeNull();
  });
});

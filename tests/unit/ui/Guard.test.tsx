import { act } from 'react';
import { Route, Router, Switch } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../contract/routes.ts';
import { Guard } from '../../../src/components/Guard.tsx';
import { clearSession, setSession, setUrlTokenPending } from '../../../src/state/session.ts';
import { LOADING_GIVE_UP_MS } from '../../../src/components/PageLoading.tsx';
import { setUrl, testRoot, type TestRoot } from './helpers.ts';

const GUARDED = [PATHS.memberHome, PATHS.changePsw, PATHS.game, PATHS.launchGame, PATHS.agentRegister];
const PUBLIC = [PATHS.home, PATHS.login, PATHS.register, PATHS.inviteFriends, PATHS.activity, PATHS.sports, PATHS.root];

function Pages() {
  return (
    <Router base="/m">
      <Switch>
        {[...GUARDED, ...PUBLIC, PATHS.feedback].map((path) => (
          <Route key={path} path={path}>
            <Guard path={path}><p data-testid="page">{path}</p></Guard>
          </Route>
        ))}
      </Switch>
    </Router>
  );
}

let r: TestRoot;
const page = () => r.host.querySelector('[data-testid="page"]')?.textContent ?? null;
const login = () => setSession({ spanId: '', id: '1', token: 'guard-token', merchantCode: 'acme', userName: 'eve', type: 0, firstTimeLogin: false });

beforeEach(() => {
  r = testRoot();
});
afterEach(async () => {
  await r.unmount();
  clearSession();
});

describe('Guard (router base /m)', () => {
  it.each(GUARDED)('a guest on %s goes to /m/login with go back to it', async (path) => {
    setUrl(`https://acme.example/m${path}`);
    await r.render(<Pages />);
    expect(location.pathname).toBe('/m/login');
    expect(new URLSearchParams(location.search).get('go')).toBe(`/m${path}`);
    expect(page()).toBe(PATHS.login);
  });

  it('the go target keeps the query of the guarded page', async () => {
    setUrl('https://acme.example/m/launchGame?vendor=PG&code=tiger');
    await r.render(<Pages />);
    expect(new URLSearchParams(location.search).get('go')).toBe('/m/launchGame?vendor=PG&code=tiger');
  });

  it('the redirect replaces the history entry', async () => {
    setUrl('https://acme.example/m/member/home');
    const before = history.length;
    await r.render(<Pages />);
    expect(history.length).toBe(before);
  });

  it('a guest on /feedback goes to /m/home', async () => {
    setUrl('https://acme.example/m/feedback');
    await r.render(<Pages />);
    expect(location.pathname).toBe('/m/home');
    expect(location.search).toBe('');
    expect(page()).toBe(PATHS.home);
  });

  it.each(PUBLIC)('a guest on public %s sees the page', async (path) => {
    setUrl(`https://acme.example/m${path === '/' ? '/' : path}`);
    await r.render(<Pages />);
    expect(page()).toBe(path);
    expect(location.pathname).toBe(`/m${path === '/' ? '/' : path}`);
  });

  it.each([...GUARDED, PATHS.feedback])('with a session %s renders its page', async (path) => {
    login();
    setUrl(`https://acme.example/m${path}`);
    await r.render(<Pages />);
    expect(page()).toBe(path);
    expect(location.pathname).toBe(`/m${path}`);
  });

  it('losing the session while on a guarded page redirects to login', async () => {
    login();
    setUrl('https://acme.example/m/member/home');
    await r.render(<Pages />);
    expect(page()).toBe(PATHS.memberHome);
    await act(async () => clearSession());
    expect(location.pathname).toBe('/m/login');
  });

  it('a handed-over token still being checked: the wait gives up with a Retry that waits again, never a reload that would lose the token', async () => {
    vi.useFakeTimers();
    try {
      setUrlTokenPending(true);
      setUrl('https://acme.example/m/member/home');
      await r.render(<Pages />);
      expect(r.host.querySelector('[role="status"]')).not.toBeNull();
      await act(async () => { vi.advanceTimersByTime(LOADING_GIVE_UP_MS); });
      const retry = r.host.querySelector<HTMLButtonElement>('[data-testid="loading-gave-up"] button')!;
      expect(retry).not.toBeNull();
      const path = location.href;
      await act(async () => retry.click());
      expect(r.host.querySelector('[data-testid="loading-gave-up"]')).toBeNull();
      expect(r.host.querySelector('[role="status"]')).not.toBeNull();
      expect(location.href).toBe(path);
      // The check ends with a session: the page shows.
      await act(async () => { login(); setUrlTokenPending(false); });
      expect(page()).toBe(PATHS.memberHome);
    } finally {
      setUrlTokenPending(false);
      vi.useRealTimers();
    }
  });
});

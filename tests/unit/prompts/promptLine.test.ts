import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMPT_PAUSE_MS } from '../../../src/prompts/priority';
import { endTurn, expectAtStart, expectTurn, leaveLine, resetLine, state, waitTurn } from '../../../src/prompts/promptLine';
import { hideForToday, markSeen } from '../../../src/content/popupRules';
import { eventually } from '../eventually';

/** The order in which turns were granted. */
function track(): { granted: string[]; ask: (k: Parameters<typeof waitTurn>[0]) => void } {
  const granted: string[] = [];
  return { granted, ask: (k) => { void waitTurn(k).then(() => granted.push(k)); } };
}

beforeEach(() => resetLine());
afterEach(() => {
  vi.useRealTimers();
  resetLine();
  document.body.innerHTML = '';
});

describe('prompt line', () => {
  it('grants one turn at a time, by priority, with the pause between two shown prompts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { granted, ask } = track();
    ask('download-popup');
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toEqual(['download-popup']);
    ask('welcome');
    ask('a2hs');
    await vi.advanceTimersByTimeAsync(0);
    // The popup is on screen: nobody else comes, even a higher priority.
    expect(granted).toEqual(['download-popup']);
    endTurn('download-popup');
    await vi.advanceTimersByTimeAsync(PROMPT_PAUSE_MS - 1);
    expect(granted).toEqual(['download-popup']);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toEqual(['download-popup', 'welcome']);
    endTurn('welcome');
    await vi.advanceTimersByTimeAsync(PROMPT_PAUSE_MS);
    expect(granted).toEqual(['download-popup', 'welcome', 'a2hs']);
  });

  it('a turn that did not show starts no pause', async () => {
    const { granted, ask } = track();
    ask('welcome');
    await eventually(() => expect(granted).toEqual(['welcome']));
    ask('push');
    endTurn('welcome', false);
    await eventually(() => expect(granted).toEqual(['welcome', 'push']));
    expect(state.closedAt).toBeNull();
  });

  it('a prompt that leaves the line is never granted', async () => {
    const { granted, ask } = track();
    ask('welcome');
    await eventually(() => expect(state.active).toBe('welcome'));
    ask('a2hs');
    leaveLine('a2hs');
    endTurn('welcome', false);
    await Promise.resolve();
    expect(state.waiting).toEqual([]);
    expect(state.active).toBeNull();
    expect(granted).toEqual(['welcome']);
  });

  it('waits while another modal dialog is open and goes once it closes', async () => {
    const login = document.createElement('div');
    login.setAttribute('role', 'dialog');
    login.setAttribute('aria-modal', 'true');
    document.body.append(login);
    const { granted, ask } = track();
    ask('forced-read');
    await Promise.resolve();
    expect(granted).toEqual([]);
    login.remove();
    await eventually(() => expect(granted).toEqual(['forced-read']));
  });

  it('an expected higher prompt keeps a lower one waiting until it asks (and goes first) or leaves', async () => {
    const { granted, ask } = track();
    expectTurn('forced-read');
    ask('a2hs');
    await Promise.resolve();
    expect(granted).toEqual([]);
    ask('forced-read');
    await eventually(() => expect(granted).toEqual(['forced-read']));
    endTurn('forced-read', false);
    await eventually(() => expect(granted).toEqual(['forced-read', 'a2hs']));
    endTurn('a2hs', false);
    expectTurn('welcome');
    ask('push');
    await Promise.resolve();
    expect(granted).toEqual(['forced-read', 'a2hs']);
    leaveLine('welcome');
    await eventually(() => expect(granted).toEqual(['forced-read', 'a2hs', 'push']));
  });

  it('an expected prompt that never asks stops holding the others after its time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { granted, ask } = track();
    expectTurn('forced-read', 5000);
    ask('a2hs');
    await vi.advanceTimersByTimeAsync(4999);
    expect(granted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toEqual(['a2hs']);
  });

  it('at start on a home path, the carousel is expected unless hidden today or seen in this tab', () => {
    const now = new Date();
    expectAtStart('/m/home', 'demo', localStorage, sessionStorage, now);
    expect(state.expected).toEqual(['forced-read']);
    resetLine();
    expectAtStart('/m/login', 'demo', localStorage, sessionStorage, now);
    expect(state.expected).toEqual([]);
    hideForToday(localStorage, 'demo', now);
    expectAtStart('/m/home', 'demo', localStorage, sessionStorage, now);
    expect(state.expected).toEqual([]);
    markSeen(sessionStorage, 'club');
    expectAtStart('/m/', 'club', localStorage, sessionStorage, now);
    expect(state.expected).toEqual([]);
    expectAtStart('/m/', 'lotto', localStorage, sessionStorage, now);
    expect(state.expected).toEqual(['forced-read']);
  });
});

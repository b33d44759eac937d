import { describe, expect, it, vi } from 'vitest';
import { dayKey, PROMPT_DAY_KEY, TIP_DAY_KEY } from '../../../src/push/pushMemory.ts';
import { runPushFlow, type FlowDeps, type PermissionState, type PromptAnswer } from '../../../src/push/pushFlow.ts';

const DAY1 = new Date(2026, 10, 21, 9, 0).getTime();
const DAY1_LATE = new Date(2026, 10, 21, 23, 59).getTime();
const DAY2 = new Date(2026, 10, 22, 0, 1).getTime();

function deps(permission: PermissionState, answer: PromptAnswer = 'later', now = DAY1) {
  const d = {
    storage: localStorage,
    now: () => now,
    permission: () => permission,
    waitForGesture: vi.fn(async () => undefined),
    ask: vi.fn(async () => answer),
    bind: vi.fn(async () => 'bound'),
    tip: vi.fn(),
  } satisfies FlowDeps;
  return d;
}

describe('push permission flow', () => {
  it('binds silently when already granted: no gesture wait, no dialog', async () => {
    const d = deps('granted');
    expect(await runPushFlow(d)).toBe('bound');
    expect(d.bind).toHaveBeenCalledOnce();
    expect(d.ask).not.toHaveBeenCalled();
    expect(d.waitForGesture).not.toHaveBeenCalled();
  });

  it('shows notification_request_tips once a day when denied, and never the dialog', async () => {
    const first = deps('denied');
    expect(await runPushFlow(first)).toBe('denied');
    expect(first.tip).toHaveBeenCalledOnce();
    const later = deps('denied', 'later', DAY1_LATE);
    await runPushFlow(later);
    expect(later.tip).not.toHaveBeenCalled();
    const nextDay = deps('denied', 'later', DAY2);
    await runPushFlow(nextDay);
    expect(nextDay.tip).toHaveBeenCalledOnce();
    expect(first.ask).not.toHaveBeenCalled();
  });

  it('asks only after a user gesture, then binds when the player allows', async () => {
    const d = deps('default', 'granted');
    const order: string[] = [];
    d.waitForGesture.mockImplementation(async () => { order.push('gesture'); });
    d.ask.mockImplementation(async () => { order.push('ask'); return 'granted'; });
    expect(await runPushFlow(d)).toBe('bound');
    expect(order).toEqual(['gesture', 'ask']);
    expect(d.bind).toHaveBeenCalledOnce();
  });

  it('shows the dialog at most once per calendar day (local midnight resets it)', async () => {
    await runPushFlow(deps('default', 'later'));
    expect(localStorage.getItem(PROMPT_DAY_KEY)).toBe(dayKey(DAY1));
    const again = deps('default', 'later', DAY1_LATE);
    expect(await runPushFlow(again)).toBe('asked-today');
    expect(again.ask).not.toHaveBeenCalled();
    const tomorrow = deps('default', 'later', DAY2);
    expect(await runPushFlow(tomorrow)).toBe('later');
    expect(tomorrow.ask).toHaveBeenCalledOnce();
  });

  it('closes for the day with the tip when the browser request is denied', async () => {
    const d = deps('default', 'denied');
    expect(await runPushFlow(d)).toBe('denied');
    expect(d.tip).toHaveBeenCalledOnce();
    expect(localStorage.getItem(TIP_DAY_KEY)).toBe(dayKey(DAY1));
    expect(d.bind).not.toHaveBeenCalled();
  });

  it('does not ask when another tab asked while this one waited for the gesture', async () => {
    const d = deps('default', 'granted');
    d.waitForGesture.mockImplementation(async () => { localStorage.setItem(PROMPT_DAY_KEY, dayKey(DAY1)); });
    expect(await runPushFlow(d)).toBe('asked-today');
    expect(d.ask).not.toHaveBeenCalled();
  });

  it('shows the dialog only in its turn among the prompts, and ends the turn when answered', async () => {
    const d = deps('default', 'later');
    const order: string[] = [];
    d.ask.mockImplementation(async () => { order.push('ask'); return 'later'; });
    const flow = runPushFlow({
      ...d,
      turn: async () => { order.push('turn'); return (shown) => { order.push(`end ${shown}`); }; },
    });
    expect(await flow).toBe('later');
    expect(order).toEqual(['turn', 'ask', 'end true']);
  });

  it('gives the turn back unshown when another tab asked while it waited for it', async () => {
    const d = deps('default', 'granted');
    const ended: boolean[] = [];
    const outcome = await runPushFlow({
      ...d,
      turn: async () => { localStorage.setItem(PROMPT_DAY_KEY, dayKey(DAY1)); return (shown) => { ended.push(shown); }; },
    });
    expect(outcome).toBe('asked-today');
    expect(ended).toEqual([false]);
    expect(d.ask).not.toHaveBeenCalled();
  });

  it('does nothing where notifications are unsupported', async () => {
    const d = deps('unsupported');
    expect(await runPushFlow(d)).toBe('unsupported');
    expect(d.waitForGesture).not.toHaveBeenCalled();
  });
});

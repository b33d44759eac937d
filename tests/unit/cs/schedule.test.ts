import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindChatEntries, scheduleCustomerService } from '../../../src/cs/schedule';

afterEach(() => { vi.useRealTimers(); document.body.innerHTML = ''; });

describe('chat and help schedule (spec section 9)', () => {
  it('loads at 500 ms and re-binds at 1 s and 3 s, counted from the start', () => {
    vi.useFakeTimers();
    const log: string[] = [];
    scheduleCustomerService({ load: () => log.push(`load@${Date.now()}`), bind: () => log.push(`bind@${Date.now()}`) }, 0, 0);
    vi.advanceTimersByTime(499);
    expect(log).toEqual([]);
    vi.advanceTimersByTime(3000);
    expect(log.map((l) => l.split('@')[0])).toEqual(['load', 'bind', 'bind']);
  });

  it('time already passed since the start is taken off; cancel stops what is left', () => {
    vi.useFakeTimers();
    const run = { load: vi.fn(), bind: vi.fn() };
    const cancel = scheduleCustomerService(run, 100, 900);
    vi.advanceTimersByTime(0);
    expect(run.load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(run.bind).toHaveBeenCalledTimes(1);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(run.bind).toHaveBeenCalledTimes(1);
  });
});

describe('binding chat entries', () => {
  it('binds late elements on a re-bind, never twice', () => {
    const open = vi.fn();
    document.body.innerHTML = '<a href="#" data-cs-open>Chat</a>';
    expect(bindChatEntries(document, open)).toBe(1);
    document.body.insertAdjacentHTML('beforeend', '<button data-cs-open>Help</button>');
    expect(bindChatEntries(document, open)).toBe(1);
    expect(bindChatEntries(document, open)).toBe(0);
    document.querySelectorAll<HTMLElement>('[data-cs-open]').forEach((el) => el.click());
    expect(open).toHaveBeenCalledTimes(2);
  });
});

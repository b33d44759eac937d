import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../../../src/lib/yieldToMain.ts';

afterEach(() => { vi.unstubAllGlobals(); });

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('else resumes after a timer: in a new task, after timers already due', async () => {
    vi.stubGlobal('scheduler', undefined);
    let earlier = false;
    setTimeout(() => { earlier = true; }, 0);
    await yieldToMain();
    expect(earlier).toBe(true);
  });
});

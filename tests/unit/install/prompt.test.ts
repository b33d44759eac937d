import { describe, expect, it, vi } from 'vitest';
import { isDeferredPrompt, waitForPrompt, type DeferredPrompt } from '../../../src/install/prompt.ts';

const fake: DeferredPrompt = { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'accepted' }) };

describe('waitForPrompt', () => {
  it('asks 20 times, 150 ms apart, then gives up', async () => {
    const get = vi.fn(() => null);
    const waits: number[] = [];
    expect(await waitForPrompt(get, undefined, undefined, async (ms) => { waits.push(ms); })).toBeNull();
    expect(get).toHaveBeenCalledTimes(20);
    expect(waits).toEqual(Array(19).fill(150));
  });

  it('returns the prompt as soon as it arrives', async () => {
    let n = 0;
    const got = await waitForPrompt(() => (++n === 4 ? fake : null), 20, 150, async () => undefined);
    expect(got).toBe(fake);
    expect(n).toBe(4);
  });
});

describe('isDeferredPrompt', () => {
  it('accepts only an object with prompt() and a userChoice promise', () => {
    expect(isDeferredPrompt(fake)).toBe(true);
    expect(isDeferredPrompt({ prompt: () => undefined })).toBe(false);
    expect(isDeferredPrompt({ prompt: 'x', userChoice: Promise.resolve() })).toBe(false);
    expect(isDeferredPrompt(null)).toBe(false);
  });
});

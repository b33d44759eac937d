import { describe, expect, it } from 'vitest';
import { A2HS_KEYS, dismissCount, isInstalled, markInstalled, recordDeclined, wasDeclined } from '../../../src/install/memory.ts';

describe('add-to-home-screen memory', () => {
  it('declining sets the session flag and counts every dismissal', () => {
    expect(wasDeclined(sessionStorage)).toBe(false);
    expect(recordDeclined(sessionStorage, localStorage)).toBe(1);
    expect(wasDeclined(sessionStorage)).toBe(true);
    sessionStorage.clear();
    expect(recordDeclined(sessionStorage, localStorage)).toBe(2);
    expect(dismissCount(localStorage)).toBe(2);
  });

  it('a corrupt counter restarts at 0', () => {
    for (const bad of ['NaN', '-3', '1e400', 'x']) {
      localStorage.setItem(A2HS_KEYS.dismissCount, bad);
      expect(dismissCount(localStorage), bad).toBe(0);
    }
  });

  it('installed is remembered', () => {
    expect(isInstalled(localStorage)).toBe(false);
    markInstalled(localStorage);
    expect(isInstalled(localStorage)).toBe(true);
  });
});

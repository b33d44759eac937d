import { describe, expect, it, vi } from 'vitest';
import { FRAME_KEY, readFrame, saveFrame } from '../../../src/lobby/frameStore.ts';

describe('the in-frame viewer\'s game (session storage)', () => {
  it('keeps a valid game for the session', () => {
    expect(saveFrame({ url: 'https://games.example/x', title: 'X', backUrl: '/m/home' })).toBe(true);
    expect(readFrame()).toEqual({ url: 'https://games.example/x', title: 'X', backUrl: '/m/home' });
  });

  it('refuses to store or show a hostile URL or back target', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(saveFrame({ url: 'javascript:alert(1)', title: 'X', backUrl: '/m/home' })).toBe(false);
    expect(saveFrame({ url: '/demo-games/rng', title: 'X', backUrl: 'https://evil.example/' })).toBe(false);
    expect(err).toHaveBeenCalled();
    sessionStorage.setItem(FRAME_KEY, JSON.stringify({ url: 'javascript:alert(1)', title: 'X', backUrl: '/m/home' }));
    expect(readFrame()).toBeNull();
    sessionStorage.setItem(FRAME_KEY, '{broken');
    expect(readFrame()).toBeNull();
  });
});

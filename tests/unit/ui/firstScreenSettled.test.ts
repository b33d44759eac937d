import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenSettled, LOBBY_WAIT_MS } from '../../../src/boot/afterFirstScreen.ts';
import { state as lobby } from '../../../src/state/lobby.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { settledYet } from './helpers.ts';

afterEach(() => {
  vi.useRealTimers();
  lobby.loaded = false;
  ui.pageShown = false;
});

describe('firstScreenSettled: what the deferred features wait for', () => {
  it('on the lobby, the lobby\'s answer (a page shown is not enough)', async () => {
    vi.useFakeTimers();
    const p = firstScreenSettled(true);
    ui.pageShown = true;
    expect(await settledYet(p)).toBe(false);
    lobby.loaded = true;
    expect(await settledYet(p)).toBe(true);
  });

  it('elsewhere, the routed page having committed (the lobby is not loaded there)', async () => {
    vi.useFakeTimers();
    const p = firstScreenSettled(false);
    expect(await settledYet(p)).toBe(false);
    ui.pageShown = true;
    expect(await settledYet(p)).toBe(true);
  });

  it('never longer than the cap, so a page that never shows does not hold the features back', async () => {
    vi.useFakeTimers();
    const p = firstScreenSettled(false);
    await vi.advanceTimersByTimeAsync(LOBBY_WAIT_MS - 1);
    expect(await settledYet(p)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(p)).toBe(true);
  });
});

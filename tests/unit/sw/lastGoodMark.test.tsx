import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_NOTICES } from '../../../contract/pwa.ts';
import { LastUpdatedMark } from '../../../src/pwa/LastUpdatedMark.tsx';
import { oldestCopy, state, watchLastGood } from '../../../src/pwa/lastGood.ts';
import { testRoot, type TestRoot } from '../ui/helpers.ts';

const BANNERS = '/wps/relay/MCSFE_getBanners';
const LANES = '/wps/relay/GCSGAME_getGameLanes';

function channel() {
  let listener: ((e: MessageEvent<unknown>) => void) | undefined;
  watchLastGood({ addEventListener: (_t: string, fn: (e: MessageEvent<unknown>) => void) => { listener = fn; } } as unknown as ServiceWorkerContainer);
  return (data: unknown) => act(() => listener?.({ data } as MessageEvent<unknown>));
}

let r: TestRoot;
beforeEach(() => {
  r = testRoot();
  state.servedFrom = {};
});
afterEach(async () => { await r.unmount(); });

describe('last good copies on screen', () => {
  it('shows no mark while the lobby answers are fresh', async () => {
    await r.render(<LastUpdatedMark />);
    expect(r.host.querySelector('[data-testid="last-updated"]')).toBeNull();
  });

  it('marks the lobby with the oldest copy date when the worker says it served copies', async () => {
    await r.render(<LastUpdatedMark />);
    const send = channel();
    await send({ type: SW_NOTICES.lastGood, path: LANES, date: '2026-05-01T10:00:00.000Z' });
    await send({ type: SW_NOTICES.lastGood, path: BANNERS, date: '2026-04-30T08:00:00.000Z' });
    const mark = r.host.querySelector('[data-testid="last-updated"] time');
    expect(mark?.getAttribute('datetime')).toBe('2026-04-30T08:00:00.000Z');
    expect(r.host.querySelector('[data-testid="last-updated"]')?.getAttribute('role')).toBe('status');
  });

  it('ignores the status answer for the lobby mark, and hostile or foreign messages', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await r.render(<LastUpdatedMark />);
    const send = channel();
    await send({ type: SW_NOTICES.lastGood, path: '/wps/v2/system/status', date: '2026-05-01T10:00:00.000Z' });
    await send({ type: SW_NOTICES.lastGood, path: '/wps/member/info', date: '2026-05-01T10:00:00.000Z' });
    await send({ type: SW_NOTICES.lastGood, path: BANNERS, date: 'not a date' });
    await send({ type: SW_NOTICES.lastGood, path: BANNERS });
    await send({ type: 'PUSH', path: BANNERS, date: '2026-05-01T10:00:00.000Z' });
    await send(null);
    expect(r.host.querySelector('[data-testid="last-updated"]')).toBeNull();
    expect(Object.keys(state.servedFrom)).toEqual(['/wps/v2/system/status']);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('oldestCopy picks the oldest among the asked paths', () => {
    const served = { a: '2026-01-02T00:00:00Z', b: '2026-01-01T00:00:00Z', c: '2025-01-01T00:00:00Z' };
    expect(oldestCopy(served, ['a', 'b'])).toBe('2026-01-01T00:00:00Z');
    expect(oldestCopy(served, ['x'])).toBeNull();
  });
});

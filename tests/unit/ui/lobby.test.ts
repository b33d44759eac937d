import { afterEach, describe, expect, it } from 'vitest';
import { relayPath } from '../../../contract/relays.ts';
import { loadLobby, state } from '../../../src/state/lobby.ts';
import { json, ok, stubFetch, useWiredMerchant } from './helpers.ts';

const lane = (title: string) => ({ title, cards: [], gameClassify: [], gameCount: 0 });
const LANES = relayPath('newGameVendor');

useWiredMerchant();
afterEach(() => {
  state.loaded = false;
});

describe('loadLobby', () => {
  it('joins a load already under way: one lane-list request, lanes in answer order (ordinals 100, 200...)', async () => {
    const calls = stubFetch((c) => json(ok(c.url.includes(LANES) ? { data: { lanes: [lane('B'), lane('A')] } } : {})));
    const first = loadLobby();
    const second = loadLobby();
    expect(second).toBe(first);
    await first;
    expect(calls.filter((c) => c.url.includes(LANES))).toHaveLength(1);
    expect(state.lanes.map((l) => [l.title, l.ordinal])).toEqual([['B', 100], ['A', 200]]);
    expect(state.loaded).toBe(true);
  });
});

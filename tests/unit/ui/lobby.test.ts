import { afterEach, describe, expect, it } from 'vitest';
import { RELAY } from '../../../contract/wps.ts';
import { loadLobby, state } from '../../../src/state/lobby.ts';
import { json, ok, stubFetch, useWiredMerchant } from './helpers.ts';

const lane = (title: string, ordinal: number) => ({ title, ordinal, cards: [], gameClassify: [], gameCount: 0 });

useWiredMerchant();
afterEach(() => {
  state.loaded = false;
});

describe('loadLobby', () => {
  it('joins a load already under way: one request per call site pair, lanes sorted by ordinal', async () => {
    const calls = stubFetch((c) => json(ok(c.url.includes(RELAY.gameLanes) ? [lane('B', 200), lane('A', 100)] : [])));
    const first = loadLobby();
    const second = loadLobby();
    expect(second).toBe(first);
    await first;
    expect(calls.filter((c) => c.url.includes(RELAY.gameLanes))).toHaveLength(1);
    expect(state.lanes.map((l) => l.title)).toEqual(['A', 'B']);
    expect(state.loaded).toBe(true);
  });
});

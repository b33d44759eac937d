import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ref } from 'valtio';
import { RELAY } from '../../../contract/wps.ts';
import { wireClient } from '../../../src/boot/wireClient.ts';
import { loadLobby, state } from '../../../src/state/lobby.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { json, ok, resetApi, statusInfo, stubFetch } from './helpers.ts';

const lane = (title: string, ordinal: number) => ({ title, ordinal, cards: [], gameClassify: [], gameCount: 0 });

beforeEach(() => {
  resetApi();
  merchant.status = ref(statusInfo());
  wireClient();
});
afterEach(() => {
  vi.unstubAllGlobals();
  merchant.status = null;
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

import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ref } from 'valtio';
import { Router } from 'wouter';
import { HomePage } from '../../../src/pages/HomePage.tsx';
import { HOT_LANE, state as lobby } from '../../../src/state/lobby.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { statusInfo, testRoot } from '../ui/helpers.ts';
import { state as ui } from '../../../src/state/ui.ts';

// These tests are about the tiles, which render once the first screen is up (src/components/lobby/Rail.tsx).
ui.firstScreenUp = true;
ui.firstScreen = true;
// The tiles' chunk is loaded ahead, as the service worker's precache has it on a return visit: renders need not wait on it.
await import('../../../src/components/lobby/LaneRail.tsx');
await import('../../../src/components/lobby/SavedLanes.tsx');

afterEach(() => {
  merchant.status = null;
  lobby.loaded = false;
  lobby.lanes = ref([]);
  lobby.games = {};
});

const lane = {
  title: 'Hot games', ordinal: 1, gameCount: 1, gameClassify: [{ vendor: 'PG', name: 'PG Soft' }],
  cards: [],
};
const games = { gameId: 'g1', nodeId: '1', vendor: 'PG', displayName: 'Lucky Neko', accountTypeName: 'PG', freeplay: false, image: '', category: 'RNG' };

describe('HomePage', () => {
  it('mounted with the lobby already in (a navigation home), it commits the empty lobby first and the lobby as a transition after', async () => {
    merchant.status = ref(statusInfo());
    lobby.lanes = ref([lane] as never);
    // Loaded already: the lane and the hot games (none) ask for nothing.
    lobby.games = { 'Hot games': { status: 'ok', cards: ref([games]) }, [HOT_LANE]: { status: 'ok', cards: ref([]) } };
    lobby.loaded = true;
    const root = testRoot();
    const seen: MutationRecord[] = [];
    const observer = new MutationObserver((records) => { seen.push(...records); });
    observer.observe(root.host, { subtree: true, childList: true, attributes: true, attributeOldValue: true });
    await root.render(<Router base="/m"><HomePage /></Router>);
    // The lanes then come in steps, one timer apart.
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
    observer.disconnect();
    // The same .home element went from busy to the lobby: the first commit held no lanes.
    expect(seen.some((r) => r.type === 'attributes' && r.attributeName === 'aria-busy' && r.oldValue === 'true')).toBe(true);
    expect(root.host.querySelector('.home')?.getAttribute('aria-busy')).toBeNull();
    expect(root.host.textContent).toContain('Lucky Neko');
    await root.unmount();
  });
});

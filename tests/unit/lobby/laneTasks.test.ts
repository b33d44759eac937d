import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from 'valtio';
import { json, ok, stubFetch, useWiredMerchant } from '../ui/helpers.ts';
import { loadLaneGames, state as lobby } from '../../../src/state/lobby.ts';
import { state as ui } from '../../../src/state/ui.ts';

// A real yield (a timer) that numbers the task it resumes in: code running after it, up to the next task, sees that number.
const { task } = vi.hoisted(() => ({ task: { current: 0, count: 0 } }));
vi.mock('../../../src/lib/yieldToMain.ts', () => ({
  yieldToMain: () => new Promise<void>((resolve) => setTimeout(() => { task.current = ++task.count; resolve(); }, 0)),
}));

useWiredMerchant();
const item = (n: number) => ({ nodeId: n, nodeName: `Game ${n}`, vassalage: 'PG', supportPlay: 1, gameType: 'RNG' });

afterEach(() => {
  lobby.games = {};
  vi.unstubAllGlobals();
});

describe('lanes waiting for the first screen', () => {
  it('get their tiles one lane per task when it comes up, not all in the task of its mark', async () => {
    stubFetch(() => json(ok({ games: [item(1)], pageNum: 1, totalPages: 1 })));
    ui.firstScreenUp = false;
    const titles = ['RNG', 'FISH', 'LIVE'];
    const loads = titles.map((t) => loadLaneGames(t));
    // Their answers are in; the tiles wait for the first screen.
    await new Promise((r) => setTimeout(r, 0));
    expect(titles.map((t) => lobby.games[t]?.status)).toEqual(['loading', 'loading', 'loading']);
    // Told at once (not batched), in the task each lane's tiles landed in.
    const landedIn = new Map<string, number>();
    const stop = subscribe(lobby, () => {
      for (const t of titles) if (lobby.games[t]?.status === 'ok' && !landedIn.has(t)) landedIn.set(t, task.current);
    }, true);
    try {
      ui.firstScreenUp = true;
      await Promise.all(loads);
    } finally {
      stop();
    }
    expect(titles.map((t) => lobby.games[t]?.status)).toEqual(['ok', 'ok', 'ok']);
    const tasks = titles.map((t) => landedIn.get(t));
    // Each in a task a yield began (not the one the mark ran in), and no two in the same.
    expect(tasks.every((n) => n !== undefined && n > 0)).toBe(true);
    expect(new Set(tasks).size).toBe(titles.length);
  });
});

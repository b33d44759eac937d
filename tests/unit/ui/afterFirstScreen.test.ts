import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from '../../../src/boot/afterFirstScreen.ts';
import { state as lobby } from '../../../src/state/lobby.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { eventually } from '../eventually.ts';
import { loadFullCatalog } from '../../../src/i18n/index.ts';

// The catalogue's later keys are their own module's test.
vi.mock('../../../src/i18n/index.ts', () => ({ loadFullCatalog: vi.fn(async () => undefined) }));

// Each yield is real (a timer), and records where the wave stood when it gave the main thread back.
const { yields, probe } = vi.hoisted(() => ({ yields: [] as { up: boolean; catalogue: number; first: boolean; task: boolean }[], probe: { task: false, ui: { firstScreenUp: false, firstScreen: false }, catalogueCalls: (): number => 0 } }));
vi.mock('../../../src/lib/yieldToMain.ts', () => ({
  yieldToMain: () => {
    yields.push({ up: probe.ui.firstScreenUp, catalogue: probe.catalogueCalls(), first: probe.ui.firstScreen, task: probe.task });
    return new Promise<void>((resolve) => setTimeout(resolve, 0));
  },
}));

probe.ui = ui;
probe.catalogueCalls = () => vi.mocked(loadFullCatalog).mock.calls.length;

afterEach(() => {
  lobby.loaded = false;
  ui.firstScreen = false;
  vi.restoreAllMocks();
});

describe('afterFirstScreen: the deferred wave', () => {
  it('starts each task in a task of its own (their chunk requests are not all made in one)', async () => {
    lobby.loaded = true;
    const seen: boolean[] = [];
    let laterTaskRan = false;
    await afterFirstScreen(true, [
      () => { seen.push(laterTaskRan); setTimeout(() => { laterTaskRan = true; }, 0); },
      () => { seen.push(laterTaskRan); laterTaskRan = false; setTimeout(() => { laterTaskRan = true; }, 0); },
      () => { seen.push(laterTaskRan); },
    ]);
    // A timer set by one task has fired by the time the next one starts: a new task began in between.
    expect(seen).toEqual([false, true, true]);
  });

  it('sets the first screen up, loads the catalogue, marks the first screen and starts the first task in separate tasks', async () => {
    lobby.loaded = true;
    ui.firstScreenUp = false;
    vi.mocked(loadFullCatalog).mockClear();
    yields.length = 0;
    let taskRan = false;
    await afterFirstScreen(true, [() => { taskRan = true; probe.task = true; }]);
    expect(taskRan).toBe(true);
    const at = yields.map((y) => `up:${y.up} catalogue:${y.catalogue} first:${y.first} task:${y.task}`);
    // Where the wave gave the main thread back: between each step, so no two of them share a task.
    expect(at).toEqual([
      'up:true catalogue:0 first:false task:false',
      'up:true catalogue:1 first:false task:false',
      'up:true catalogue:1 first:true task:false',
    ]);
  });

  it('runs every task, and resolves only once each one\'s work has settled; a failing task does not stop the others', async () => {
    lobby.loaded = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let finishSlow!: () => void;
    const ran: string[] = [];
    let resolved = false;
    const wave = afterFirstScreen(true, [
      () => { ran.push('throws'); throw new Error('boom'); },
      () => { ran.push('rejects'); return Promise.reject(new Error('chunk failed')); },
      () => { ran.push('slow'); return new Promise<void>((resolve) => { finishSlow = resolve; }); },
      () => { ran.push('plain'); },
    ]).then(() => { resolved = true; });
    await eventually(() => expect(ran).toEqual(['throws', 'rejects', 'slow', 'plain']));
    expect(ui.firstScreen).toBe(true);
    // Not waiting for the slow task, the wave would have resolved in the microtasks after 'plain' ran: one task turn is ample.
    await new Promise((r) => setTimeout(r, 0));
    expect(resolved).toBe(false);
    finishSlow();
    await wave;
    expect(resolved).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

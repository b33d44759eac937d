import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from '../../../src/boot/afterFirstScreen.ts';
import { state as lobby } from '../../../src/state/lobby.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { eventually } from '../eventually.ts';

// The catalogue's later keys are their own module's test.
vi.mock('../../../src/i18n/index.ts', () => ({ loadFullCatalog: vi.fn(async () => undefined) }));

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

import { describe, expect, it, vi } from 'vitest';
import { UPDATE_RELOAD_DELAY_MS } from '../../../contract/constants.ts';
import { RELOADED_FOR_KEY, reloadOnControllerChange } from '../../../src/pwa/reloadOnControllerChange.ts';

function setup(initialController: object | null, version = 'deadbeef') {
  let listener: (() => void) | undefined;
  const container = {
    controller: initialController as ServiceWorker | null,
    addEventListener: (_type: string, fn: () => void) => { listener = fn; },
  };
  const reload = vi.fn();
  const delays: number[] = [];
  reloadOnControllerChange({
    container: container as unknown as ServiceWorkerContainer,
    session: sessionStorage,
    versionOf: async () => version,
    reload,
    setTimeout: (fn, ms) => { delays.push(ms); fn(); },
  });
  const change = async (): Promise<void> => {
    container.controller = {} as ServiceWorker;
    listener?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { change, reload, delays };
}

describe('reloadOnControllerChange', () => {
  it('reloads 200 ms after a new worker takes over from an old one', async () => {
    const { change, reload, delays } = setup({});
    await change();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([UPDATE_RELOAD_DELAY_MS]);
    expect(sessionStorage.getItem(RELOADED_FOR_KEY)).toBe('deadbeef');
  });

  it('does not reload when the first worker claims an uncontrolled page', async () => {
    const { change, reload } = setup(null);
    await change();
    expect(reload).not.toHaveBeenCalled();
    await change();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads twice for the same worker version in a tab (no loop)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(RELOADED_FOR_KEY, 'deadbeef');
    const { change, reload } = setup({});
    await change();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again for the next version', async () => {
    sessionStorage.setItem(RELOADED_FOR_KEY, 'deadbeef');
    const { change, reload } = setup({}, 'cafebabe');
    await change();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

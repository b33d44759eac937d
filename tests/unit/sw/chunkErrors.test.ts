import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOADED_KEY, reloadOnceForChunk } from '../../../src/pwa/chunkErrors.ts';
import { watchOffline } from '../../../src/boot/offlineToast.ts';
import { state as ui } from '../../../src/state/ui.ts';

describe('reloadOnceForChunk', () => {
  it('reloads once per session, then leaves the failure to the error surface', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunk(sessionStorage, reload)).toBe(true);
    expect(reloadOnceForChunk(sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOADED_KEY)).toBe('1');
  });

  it('never reloads without a storage that survives the reload (that would loop)', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunk(null, reload)).toBe(false);
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceeded'); }, removeItem: () => {}, key: () => null, length: 0 };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(reloadOnceForChunk(refusing, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('watchOffline', () => {
  it('shows network_offline when going offline over https only', () => {
    const target = new EventTarget();
    let protocol = 'http:';
    watchOffline(target as unknown as Window, () => protocol);
    ui.toast = null;
    target.dispatchEvent(new Event('offline'));
    expect(ui.toast).toBeNull();
    protocol = 'https:';
    target.dispatchEvent(new Event('offline'));
    expect(ui.toast).toBe('network_offline');
  });
});

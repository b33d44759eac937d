import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { DownloadSettings } from '../../../contract/install.ts';
import { useBarVisible } from '../../../src/download/barVisible.ts';
import { setSettings, state } from '../../../src/download/store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  return <span>{useBarVisible() ? 'shown' : 'hidden'}</span>;
}

const settings: DownloadSettings = {
  resources: [{ resourceType: 'Android', url: 'https://cdn.example/app.apk' }],
  waitingSeconds: 20, bannerGroup: 'm_top', requiredLogin: false, minRankLevel: 0, showInHomeScreen: false, mandatoryUpdate: false,
};

afterEach(() => {
  state.settings = null;
  state.closed = false;
});

describe('useBarVisible', () => {
  // Regression: the hook read the settings from the store, not the snapshot, so a bar mounted before
  // the settings answer (a busy phone) never re-rendered and never showed.
  it('shows the bar when the settings arrive after the mount, and hides it when closed', async () => {
    const el = document.createElement('div');
    const root = createRoot(el);
    await act(async () => root.render(<Probe />));
    expect(el.textContent).toBe('hidden');
    await act(async () => setSettings(settings, false));
    expect(el.textContent).toBe('shown');
    await act(async () => { state.closed = true; });
    expect(el.textContent).toBe('hidden');
    await act(async () => root.unmount());
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ref } from 'valtio';
import { startTrial } from '../../../src/lobby/trial.ts';
import { state as lobby } from '../../../src/state/lobby.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { state as i18n } from '../../../src/i18n/state.ts';
import en from '../../../src/i18n/locales/en.json';
import { fail, json, ok, stubFetch, useWiredMerchant } from '../ui/helpers.ts';

useWiredMerchant();
beforeAll(() => { i18n.catalog = ref(en as unknown as Record<string, string>); });
afterAll(() => { i18n.catalog = ref<Record<string, string>>({}); });
afterEach(() => { ui.alerts = []; lobby.frame = null; vi.restoreAllMocks(); });

describe('free play (GCS_gameTrialLaunch)', () => {
  it('an answer without a usable URL shows the url-is-null text, not the answer\'s message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => json({ ...ok({ gameUrl: '' }), message: 'SUCCESS' }));
    await startTrial('PG-x', '');
    expect(ui.alerts.map((a) => a.message)).toEqual([en.url_is_null]);
    expect(lobby.frame).toBeNull();
  });

  it('a refusal shows the server\'s message; a URL opens the viewer named by the game, never its code', async () => {
    stubFetch(() => json(fail('game.trial.unavailable', 'No free play for this game')));
    await startTrial('PG-x', '');
    expect(ui.alerts.map((a) => a.message)).toEqual(['No free play for this game']);
    ui.alerts = [];
    stubFetch(() => json(ok({ gameUrl: 'https://games.example/x' })));
    await startTrial('TCG_LOTTO_VN-keno', '');
    expect(lobby.frame).toEqual({ url: 'https://games.example/x', title: '' });
    expect(ui.alerts).toEqual([]);
  });
});

/** The bar's visibility from the stores (session, member, download) and the browser facts. */
import { useSnapshot } from '../lib/useSnapshot';
import { browserContext } from '../install/context';
import { storedWebclip } from '../install/memory';
import { localStore } from '../lib/memoryStorage';
import { state as member } from '../state/member';
import { state as session } from '../state/session';
import { barHiddenReason } from './barRules';
import { state } from './store';

interface Inputs {
  closed: boolean;
  settings: typeof state.settings;
  loggedIn: boolean;
  rankLevel: number | null;
}

function visible(i: Inputs): boolean {
  if (!i.settings) return false;
  const ctx = browserContext();
  return barHiddenReason({
    nativeApp: ctx.nativeApp, installedPwa: ctx.installedPwa, closedThisSession: i.closed,
    resources: i.settings.resources, homeScreen: ctx.homeScreen, showInHomeScreen: i.settings.showInHomeScreen,
    minRankLevel: i.settings.minRankLevel, rankLevel: i.rankLevel, webclip: storedWebclip(localStore()) === '1',
    ios: ctx.ua.ios, requiredLogin: i.settings.requiredLogin, loggedIn: i.loggedIn,
  }) === null;
}

export function barVisibleNow(): boolean {
  return visible({
    closed: state.closed, settings: state.settings, loggedIn: Boolean(session.info?.token),
    rankLevel: member.info?.clubLabel?.rankLevel ?? null,
  });
}

/** Re-evaluated when the player logs in or out, the member's rank arrives or the bar is closed. */
export function useBarVisible(): boolean {
  const d = useSnapshot(state);
  const s = useSnapshot(session);
  const m = useSnapshot(member);
  // Read through the snapshot: reading the store itself would not subscribe, and settings that arrive
  // after the mount would never show the bar.
  return visible({ closed: d.closed, settings: d.settings as typeof state.settings, loggedIn: Boolean(s.info?.token), rankLevel: m.info?.clubLabel?.rankLevel ?? null });
}

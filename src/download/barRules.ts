/** When the download bar hides (spec section 4, download bar), as one pure function with a reason. */
import type { Resource } from '../../contract/wps.ts';
import { downloadLinks } from './rules.ts';

export interface BarContext {
  nativeApp: boolean;
  installedPwa: boolean;
  closedThisSession: boolean;
  resources: readonly Resource[];
  homeScreen: boolean;
  showInHomeScreen: boolean;
  /** 0 = no VIP requirement. */
  minRankLevel: number;
  /** The member's VIP rank level; null for guests or a member without a label. */
  rankLevel: number | null;
  webclip: boolean;
  ios: boolean;
  requiredLogin: boolean;
  loggedIn: boolean;
}

export type BarHiddenReason =
  | 'native-or-pwa' | 'closed' | 'no-links' | 'home-screen' | 'vip' | 'webclip-ios' | 'login-required';

/** null when the bar shows, else the first rule that hides it. */
export function barHiddenReason(c: BarContext): BarHiddenReason | null {
  if (c.nativeApp || c.installedPwa) return 'native-or-pwa';
  if (c.closedThisSession) return 'closed';
  const links = downloadLinks(c.resources);
  if (links.length === 0) return 'no-links';
  if (c.homeScreen && !c.showInHomeScreen) return 'home-screen';
  if (c.minRankLevel > 0 && (c.rankLevel ?? 0) < c.minRankLevel) return 'vip';
  if (c.webclip && c.ios && !links.some((r) => r.resourceType === 'IOS')) return 'webclip-ios';
  if (c.requiredLogin && !c.loggedIn) return 'login-required';
  return null;
}

/** The popup opens by itself once per session, after the waiting seconds, only while the bar shows. */
export function popupAtStart(c: { barVisible: boolean; appWindowShown: boolean; startPage: boolean }): boolean {
  return c.barVisible && !c.appWindowShown && c.startPage;
}

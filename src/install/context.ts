/** The browser facts the install and download rules read, gathered in one place (the rules stay pure). */
import { carriedParams, landingFlags } from '../lib/tracking';
import { localStore } from '../lib/memoryStorage';
import { isNativeApp } from '../download/rules';
import { parseUa, type UaInfo } from './ua';
import { standaloneDisplayMode } from '../lib/displayMode';

export interface BrowserContext {
  ua: UaInfo;
  /** Opened as an installed app (display mode standalone, fullscreen or minimal-ui). */
  installedPwa: boolean;
  /** A home-screen start without a PWA display mode: iOS standalone (web clip) or ?homescreen. */
  homeScreen: boolean;
  /** Either of the two. */
  standalone: boolean;
  nativeApp: boolean;
}


export function browserContext(): BrowserContext {
  const ua = parseUa(navigator.userAgent);
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const installedPwa = standaloneDisplayMode();
  const homeScreen = iosStandalone || landingFlags(location.search).homescreen;
  const inApp = carriedParams(location.search, localStore()).get('inApp');
  return { ua, installedPwa, homeScreen, standalone: installedPwa || homeScreen, nativeApp: isNativeApp(ua.nativeVersion, inApp) };
}

/** Add-to-home-screen rules of spec sections 2 and 4, as pure functions of their inputs. */
import { A2HS_START_PATHS, WEBCLIP_FROM } from '../../contract/install.ts';
import type { UaInfo } from './ua.ts';

/** What the bottom modal offers: the browser's prompt, the iOS Safari guide, or leaving an in-app browser. */
export type A2hsMode = 'prompt' | 'ios-guide' | 'open-in-browser';

export interface A2hsContext {
  pathname: string;
  ua: UaInfo;
  /** Running as an installed PWA, a web clip or any home-screen start. */
  standalone: boolean;
  nativeApp: boolean;
  declinedThisSession: boolean;
  installed: boolean;
  hasPrompt: boolean;
}

/** The install prompt is offered at start only on /, /m/home and /m/index.html. */
export function isStartPath(pathname: string): boolean {
  return A2HS_START_PATHS.includes(pathname);
}

/** Which modal to show at start, or null for none. */
export function a2hsMode(ctx: A2hsContext): A2hsMode | null {
  if (!isStartPath(ctx.pathname)) return null;
  if (ctx.standalone || ctx.nativeApp || ctx.declinedThisSession || ctx.installed) return null;
  if (ctx.ua.inApp) return 'open-in-browser';
  if (ctx.hasPrompt) return 'prompt';
  if (ctx.ua.iosSafari) return 'ios-guide';
  return null;
}

/** Only browsers that fire beforeinstallprompt are worth polling for one. */
export const mayGetPrompt = (ua: UaInfo): boolean => !ua.ios && ua.inApp === null;

/**
 * The Android "open in the browser" link for an in-app browser: an intent: URL that hands the page to
 * Chrome, falling back to the same https/http URL when Chrome is missing.
 */
export function intentUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const scheme = url.protocol.slice(0, -1);
  const fallback = encodeURIComponent(url.href);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${fallback};end`;
}

/**
 * The stored WEBCLIP value (1 or 0): 1 when this landing came from our web clip (from=webclip), kept
 * while running standalone, 0 in an ordinary browser tab.
 */
export function webclipFlag(search: string, standalone: boolean, stored: string | null): '1' | '0' {
  if (new URLSearchParams(search).get('from') === WEBCLIP_FROM) return '1';
  return standalone && stored === '1' ? '1' : '0';
}

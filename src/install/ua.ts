/** What the install and download rules need to know about the browser, read from the user agent once. */

export type InAppBrowser = 'facebook' | 'instagram' | 'line' | 'telegram';

export interface UaInfo {
  ios: boolean;
  /** iOS major version, null off iOS or when unreadable. */
  iosVersion: number | null;
  android: boolean;
  /** Safari itself on iOS: the only iOS browser with "Add to Home Screen" in its share sheet. */
  iosSafari: boolean;
  /** A social app's embedded browser: it can neither install nor download, so the player is sent out. */
  inApp: InAppBrowser | null;
  /** Version of our native app shell (token `TesseraApp/major.minor.patch`), null when absent. */
  nativeVersion: string | null;
}

/** The native app shell appends this token to its web view's user agent (see docs/decisions.md). */
export const NATIVE_UA_TOKEN = 'TesseraApp';
const NATIVE_UA = new RegExp(`\\b${NATIVE_UA_TOKEN}/(\\d{1,4}\\.\\d{1,4}\\.\\d{1,4})\\b`);

function inAppOf(ua: string): InAppBrowser | null {
  if (/\bInstagram\b/.test(ua)) return 'instagram';
  if (/\bFBAN\/|\bFBAV\/|\bFB_IAB\//.test(ua)) return 'facebook';
  if (/\bLine\/\d/i.test(ua)) return 'line';
  if (/\bTelegram(-Android)?\b/i.test(ua)) return 'telegram';
  return null;
}

export function parseUa(ua: string): UaInfo {
  const ios = /\b(iPhone|iPad|iPod)\b/.test(ua);
  const version = ios ? /\bOS (\d{1,2})[_.]\d/.exec(ua) : null;
  const inApp = inAppOf(ua);
  const otherIosBrowser = /\b(CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|GSA)\//.test(ua);
  return {
    ios,
    iosVersion: version ? Number(version[1]) : null,
    android: /\bAndroid\b/.test(ua),
    iosSafari: ios && /\bSafari\//.test(ua) && !otherIosBrowser && inApp === null,
    inApp,
    nativeVersion: NATIVE_UA.exec(ua)?.[1] ?? null,
  };
}

/** Download bar, popup and app-upgrade rules of spec sections 2, 4 and 5, as pure functions. */
import { NATIVE_DIRECT_DOWNLOAD_VERSION } from '../../contract/constants.ts';
import { DOWNLOAD_POPUP_BANNERS, LINK_TYPES } from '../../contract/install.ts';
import type { Resource } from '../../contract/wps.ts';

/** 'major.minor.patch' -> numbers; null for any other format. */
export function parseVersion(v: string): [number, number, number] | null {
  const m = /^(\d{1,4})\.(\d{1,4})\.(\d{1,4})$/.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** Negative, 0 or positive like a sort comparator; null when either is not major.minor.patch. */
export function compareVersions(a: string, b: string): number | null {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) return null;
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** Inside the native app: its user-agent token, or an inApp landing value that is not off. */
export function isNativeApp(nativeVersion: string | null, inApp: string | null | undefined): boolean {
  if (nativeVersion !== null) return true;
  return inApp != null && inApp !== '' && inApp !== '0' && inApp.toLowerCase() !== 'false';
}

/** Native apps from 2.4.39 on download directly; older ones are offered the upgrade instead. */
export function canDownloadDirect(nativeVersion: string | null): boolean {
  return nativeVersion !== null && (compareVersions(nativeVersion, NATIVE_DIRECT_DOWNLOAD_VERSION) ?? -1) >= 0;
}

/** The upgrade modal shows only inside the native app, and only when its known version is below the threshold. */
export function upgradeAvailable(nativeApp: boolean, nativeVersion: string | null): boolean {
  return nativeApp && nativeVersion !== null && parseVersion(nativeVersion) !== null && !canDownloadDirect(nativeVersion);
}

/** iOS 11 or lower, or iOS 12 in a web clip, cannot start a download by navigation: an anchor is clicked. */
export function opensThroughAnchor(iosVersion: number | null, webclip: boolean): boolean {
  return iosVersion !== null && (iosVersion <= 11 || (iosVersion === 12 && webclip));
}

/** iOS 17 or later shows where to find a downloaded profile. */
export const showsIosTip = (iosVersion: number | null): boolean => iosVersion !== null && iosVersion >= 17;

export type DownloadMethod = 'upgrade' | 'anchor' | 'navigate';

export function downloadMethod(ctx: { nativeApp: boolean; nativeVersion: string | null; iosVersion: number | null; webclip: boolean }): DownloadMethod {
  if (upgradeAvailable(ctx.nativeApp, ctx.nativeVersion)) return 'upgrade';
  return opensThroughAnchor(ctx.iosVersion, ctx.webclip) ? 'anchor' : 'navigate';
}

/** Downloads of .ipa, .apk and .mobileconfig files are reported as downloadApp. */
export function isAppFile(url: string): boolean {
  try {
    return /\.(ipa|apk|mobileconfig)$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

export const downloadLinks = (resources: readonly Resource[]): Resource[] => resources.filter((r) => LINK_TYPES.includes(r.resourceType));

/** The popup's links for this platform: iOS gets the store app and the iOS lite profile, Android the apk. */
export function popupLinks(resources: readonly Resource[], platform: { ios: boolean; android: boolean }): Resource[] {
  const links = downloadLinks(resources);
  if (platform.ios) return links.filter((r) => r.resourceType === 'IOS' || r.resourceType === 'MOBILECONFIG');
  if (platform.android) return links.filter((r) => r.resourceType === 'Android');
  return links;
}

/** m_popup1 on iOS, m_popup2 elsewhere. */
export const popupBanner = (ios: boolean): string => (ios ? DOWNLOAD_POPUP_BANNERS.ios : DOWNLOAD_POPUP_BANNERS.android);

/** The app link of the upgrade modal's download button. */
export const upgradeLink = (resources: readonly Resource[], ios: boolean): Resource | null =>
  resources.find((r) => r.resourceType === (ios ? 'IOS' : 'Android')) ?? null;

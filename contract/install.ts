/**
 * Installation surfaces of spec sections 2 to 5 (web clip, add-to-home-screen, download bar and popup,
 * STORE_DATA), shared by the UI, the service worker and the reference server.
 */
import type { Resource, ResourceType } from './wps.ts';

/** Resource types that are download links (AppDownloadIcon is the bar's icon, not a link). */
export const LINK_TYPES: readonly ResourceType[] = ['IOS', 'MOBILECONFIG', 'Android'];

export const DOWNLOAD_KEYS = {
  /** Session: the bar was closed, or the page runs as the native app or an installed PWA. */
  barClosed: 'MC_DOWNLOAD_BAR_CLOSED',
  /** Session: the download popup ("app window") was shown or the bar closed. */
  appWindowShown: 'MC_APP_WINDOW_SHOWN',
} as const;

/** CDN-relative name of the merchant's iOS configuration profile (resource MOBILECONFIG). */
export const WEBCLIP_FILE = 'webclip.mobileconfig';
export const MOBILECONFIG_CONTENT_TYPE = 'application/x-apple-aspen-config';
/** The web clip opens `/m/home?from=webclip`: that landing marks the session as a web clip. */
export const WEBCLIP_FROM = 'webclip';

/** Window event that closes the add-to-home-screen modal. */
export const A2HS_CLOSE_EVENT = 'closeA2HS';
/** Pages on which the install prompt is offered at start (spec section 2; '/' is served as /m/). */
export const A2HS_START_PATHS: readonly string[] = ['/', '/m', '/m/', '/m/home', '/m/index.html'];

export const DOWNLOAD_BAR_BANNER_GROUP = 'm_top';
/** Download popup banners: m_popup1 for iOS, m_popup2 for Android. */
export const DOWNLOAD_POPUP_BANNERS = { ios: 'm_popup1', android: 'm_popup2' } as const;

/** Keys of the IndexedDB kv store the service worker writes STORE_DATA into. */
export const STORE_DATA_KEYS = { targetUrl: 'storeData.targetUrl', iconUrl: 'storeData.iconUrl' } as const;

/**
 * The download bar and popup settings (value of WPSCORE_getDownloadSetting in its object form; a
 * plain Resource[] answer means the links with every default).
 */
export interface DownloadSettings {
  resources: Resource[];
  /** Download popup countdown (default DOWNLOAD_POPUP_WAIT_S). */
  waitingSeconds: number;
  /** Banner group of the bar (default m_top). */
  bannerGroup: string;
  /** The bar shows only to logged-in players. */
  requiredLogin: boolean;
  /** Lowest VIP rank level that sees the bar; 0 = no requirement. */
  minRankLevel: number;
  /** The bar also shows in home-screen mode. */
  showInHomeScreen: boolean;
  /** Native app upgrade is mandatory: the upgrade modal has no close button. */
  mandatoryUpdate: boolean;
}

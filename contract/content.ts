/**
 * Content relays of the production backend: announcements (banners, marquee, popups, promotions), promo quick access,
 * self-exclusion unlock, the Telegram sign-in page. Wire shapes only: src/api/content.ts maps them to the UI's types.
 */
import type { Banner } from './wps.ts';

/** Query of CCSFE_getListAnnouncements: types 'B' (banners), 'PR' (promotions and announcements), platform 'M'. */
export interface AnnouncementQuery { types?: string; platform?: string; category?: string; merchantCode?: string; ext?: string }

/** The exact lobby queries (the service worker's first-visit prefill asks for the same URLs). */
export const BANNER_QUERY = { types: 'B', platform: 'M' } as const;
/** Marquee lines (value.player) and popups (value.popup) come from one cached answer. */
export const ANNOUNCEMENT_QUERY = { types: 'PR', platform: 'M' } as const;

/** One announcement as production lists it (fields beyond the text unseen: assumption); content may sit in contents[0]. */
export interface AnnouncementItem {
  id: string | number;
  title?: string;
  content?: string;
  contents?: { content?: string; language?: string }[];
  contentType?: 'html' | 'text';
  forcedRead?: boolean;
}
/** A banner as production lists it: the spec's Banner fields, grouped by groupName (m_home, m_top, m_popup1...). */
export type BannerItem = Partial<Banner> & { groupName: string; url: string };

/** value of CCSFE_getListAnnouncements: grouped by kind; a kind the query did not ask for may be absent. */
export interface AnnouncementLists {
  promotion?: AnnouncementItem[];
  banners?: BannerItem[];
  /** Notices to all players: the lobby's marquee and the news page. */
  player?: AnnouncementItem[];
  popup?: AnnouncementItem[];
  hot?: AnnouncementItem[];
}
export const ANNOUNCEMENT_KINDS = ['promotion', 'player', 'popup', 'hot'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

export interface PromoAnnounceQuery { types?: string; platform?: string; version?: number }
/** One quick-access entry (fields unseen: assumption). */
export interface QuickAccess { id: string | number; title?: string; icon?: string; linkageType?: string; linkage?: string }
/** value of PROMOFE_getPromoAnnounceV2. */
export interface PromoAnnounce {
  announcements: AnnouncementItem[];
  quickAccess: { quickAccesses: QuickAccess[]; style: string };
}

/** value of MCSFE_checkRsgUnlockEvent (unseen): true when the self-excluded player's unlock event is due. */
export type RsgUnlock = boolean;

/** Production opens the Telegram widget from the setting's authDomain at this path. */
export const TELEGRAM_AUTH_PAGE = '/common/v.1.0.1/tg-auth-web.html';

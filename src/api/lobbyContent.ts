/**
 * The lobby's content reads (banners, announcements, the merchant's promotion switches): production-wire D1, D2, D8.
 * Apart from the other content calls so that the first screen ships only these.
 */
import { ANNOUNCEMENT_QUERY, BANNER_QUERY, type AnnouncementKind } from '../../contract/content.ts';
import type { Announcement, Banner, LinkageType, PromotionAvailability } from '../../contract/wps.ts';
import { relay } from './relay.ts';
import * as Rows from '../../contract/lobbyRelays.ts';

export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
export const str = (x: unknown): string => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');
const LINKAGES: readonly string[] = ['P', 'URL', 'G', 'NONE'];

/** A banner needs a group and an image; its id falls back to group and place (production's ids are unseen). */
export function bannerOf(b: unknown, i: number): Banner | null {
  if (!isObject(b) || typeof b.groupName !== 'string' || typeof b.url !== 'string' || b.url === '') return null;
  const linkageType = LINKAGES.includes(str(b.linkageType)) ? str(b.linkageType) as LinkageType : 'NONE';
  return {
    id: str(b.id) || `${b.groupName}-${i}`, groupName: b.groupName, url: b.url, linkageType, linkage: str(b.linkage),
    roomId: str(b.roomId), nodeId: str(b.nodeId), gameType: str(b.gameType), vendor: str(b.vendor),
  };
}

/** An announcement's text is content, else contents[0].content (production-wire D5). */
export function announcementOf(a: unknown): Announcement | null {
  if (!isObject(a)) return null;
  const first = Array.isArray(a.contents) ? a.contents[0] as unknown : undefined;
  const content = typeof a.content === 'string' ? a.content : isObject(first) ? str(first.content) : '';
  const id = str(a.id);
  if (!id || content === '') return null;
  return { id, title: str(a.title), content, contentType: a.contentType === 'text' ? 'text' : 'html', forcedRead: a.forcedRead === true };
}

export function listOf<T>(x: unknown, map: (item: unknown, i: number) => T | null, what: string): T[] {
  if (x === undefined) return [];
  if (!Array.isArray(x)) {
    console.warn(`[content] ${what} is not a list; ignored`);
    return [];
  }
  const out = x.map(map).filter((v): v is T => v !== null);
  if (out.length !== x.length) console.warn(`[content] ${x.length - out.length} malformed ${what} dropped`);
  return out;
}

/** Banners of every group (CCSFE_getListAnnouncements?types=B&platform=M, value.banners); null when unavailable. */
export async function getLobbyBanners(): Promise<Banner[] | null> {
  const env = await relay(Rows.announcements, BANNER_QUERY);
  if (!env.success) return null;
  if (!isObject(env.value)) {
    console.warn('[content] banner answer ignored');
    return null;
  }
  return listOf(env.value.banners, bannerOf, 'banners');
}

/** One group's banners (m_top, m_popup1...), from the same cached answer as the lobby's. */
export async function getBannerGroup(groupName: string): Promise<Banner[] | null> {
  const all = await getLobbyBanners();
  return all && all.filter((b) => b.groupName === groupName);
}

export type AnnouncementGroups = Record<AnnouncementKind, Announcement[]>;

/** Announcements by kind (player = the marquee and news, popup = the popup carousel); null when unavailable. */
export async function getAnnouncementGroups(): Promise<AnnouncementGroups | null> {
  // Silent: every reader shows its own failure (the news page's notice) or nothing (marquee, popups), never a dialog on top.
  const env = await relay(Rows.announcements, ANNOUNCEMENT_QUERY, { silent: true });
  if (!env.success) return null;
  const v: Record<string, unknown> = isObject(env.value) ? env.value : {};
  if (!isObject(env.value)) console.warn('[content] announcement answer ignored');
  const of = (k: AnnouncementKind): Announcement[] => listOf(v[k], announcementOf, `${k} announcements`);
  return { promotion: of('promotion'), player: of('player'), popup: of('popup'), hot: of('hot') };
}

/** Merchant promotion availability (MCSFE_getMerchantAvailablePromotions, public); null when unusable. */
export async function getAvailablePromotions(): Promise<PromotionAvailability | null> {
  const env = await relay(Rows.availablePromotions);
  const v = env.value as unknown;
  const ok = env.success && isObject(v) && ['APP_DOWNLOAD', 'REFERRAL'].every((k) => isObject(v[k]) && typeof v[k].enabled === 'boolean');
  return ok ? v as unknown as PromotionAvailability : null;
}

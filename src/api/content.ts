/**
 * Content relays: banners, announcements, promotions, the member's referral numbers, the help script, the download
 * texts. Each reads production's answer (production-wire D1-D13) and maps it to the UI's types; bad answers log and
 * degrade to null or empty.
 */
import {
  ANNOUNCEMENT_QUERY, BANNER_QUERY, type AnnouncementKind, type QuickAccess,
} from '../../contract/content.ts';
import type { Envelope } from '../../contract/envelope.ts';
import type { PromotionDetail } from '../../contract/member.ts';
import type { PromotionJoinResult, ReferralSummary } from '../../contract/promotions.ts';
import type { Announcement, Banner, LinkageType, PromotionAvailability } from '../../contract/wps.ts';
import { relay } from './relay.ts';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');
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

function listOf<T>(x: unknown, map: (item: unknown, i: number) => T | null, what: string): T[] {
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
  const env = await relay('announcements', BANNER_QUERY);
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
  const env = await relay('announcements', ANNOUNCEMENT_QUERY);
  if (!env.success) return null;
  const v: Record<string, unknown> = isObject(env.value) ? env.value : {};
  if (!isObject(env.value)) console.warn('[content] announcement answer ignored');
  const of = (k: AnnouncementKind): Announcement[] => listOf(v[k], announcementOf, `${k} announcements`);
  return { promotion: of('promotion'), player: of('player'), popup: of('popup'), hot: of('hot') };
}

/** Merchant promotion availability (MCSFE_getMerchantAvailablePromotions, public); null when unusable. */
export async function getAvailablePromotions(): Promise<PromotionAvailability | null> {
  const env = await relay('availablePromotions');
  const v = env.value as unknown;
  const ok = env.success && isObject(v) && ['APP_DOWNLOAD', 'REFERRAL'].every((k) => isObject(v[k]) && typeof v[k].enabled === 'boolean');
  return ok ? v as unknown as PromotionAvailability : null;
}

/** Named in the request's Language, so a language change must ask again (no cache); value.categories (D6). */
export async function getPromotionCategories(): Promise<unknown[] | null> {
  const env = await relay('promotionCategories', undefined, { silent: true });
  if (!env.success) return null;
  const list = isObject(env.value) ? env.value.categories : undefined;
  if (Array.isArray(list)) return list as unknown[];
  console.warn('[content] promotion categories answer ignored');
  return null;
}

export interface PromoQuickAccess { items: QuickAccess[]; style: string }
/** PROMOFE_getPromoAnnounceV2 (D5): promotion announcements and the quick-access row; null when unavailable. */
export async function getPromoAnnounce(): Promise<{ announcements: Announcement[]; quickAccess: PromoQuickAccess } | null> {
  const env = await relay('promoAnnounce', { types: 'PR', platform: 'M', version: 1 }, { silent: true });
  if (!env.success || !isObject(env.value)) return null;
  const qa: Record<string, unknown> = isObject(env.value.quickAccess) ? env.value.quickAccess : {};
  const items = listOf(qa.quickAccesses, (q) => (isObject(q) && str(q.id) ? q as unknown as QuickAccess : null), 'quick accesses');
  return { announcements: listOf(env.value.announcements, announcementOf, 'promo announcements'), quickAccess: { items, style: str(qa.style) } };
}

/** The page shows its own "not found" text, so failures are silent. */
export function getPromotionDetail(id: string): Promise<Envelope<PromotionDetail>> {
  return relay('promotionDetail', { id }, { silent: true });
}

/** Claim or join one promotion (members); the page says how it went, so failures are silent. */
export function joinPromotion(id: string): Promise<Envelope<PromotionJoinResult>> {
  return relay('joinPromotion', { id }, { silent: true });
}

/** How many players registered through the member's links; the page shows nothing when it fails. */
export function getReferralSummary(): Promise<Envelope<ReferralSummary>> {
  return relay('referralSummary', undefined, { silent: true });
}

/** The help script's HTML (value.scripts, D11): '' when the merchant has none, null when unavailable. */
export async function getCustomerServiceScripts(): Promise<string | null> {
  const env = await relay('csScript', undefined, { silent: true });
  if (!env.success) return null;
  const v = env.value as unknown;
  if (isObject(v) && typeof v.scripts === 'string') return v.scripts;
  console.warn('[content] customer-service script answer ignored');
  return null;
}

/** Production sends the host minus its first label (www.brand.com -> brand.com); one label or an IP goes as it is. */
export function downloadDomain(hostname: string): string {
  const labels = hostname.split('.');
  return labels.length > 1 && !/^[\d.]+$|:/.test(hostname) ? labels.slice(1).join('.') : hostname;
}

export interface DownloadTexts { appDesc: string; loginPromptText: string }
/** WPSCORE_getDownloadSetting (D13): the texts only; the links come from status resources. null when unavailable. */
export async function getDownloadTexts(hostname: string): Promise<DownloadTexts | null> {
  const env = await relay('downloadSetting', { domain: downloadDomain(hostname) });
  if (!env.success) return null;
  const v: Record<string, unknown> = isObject(env.value) ? env.value : {};
  const text = (x: unknown): string => (isObject(x) && typeof x.value === 'string' ? x.value.slice(0, 2000) : '');
  return { appDesc: text(v.app_desc), loginPromptText: text(v.login_prompt_text) };
}

/** MCSFE_checkRsgUnlockEvent (D10): true when the backend says an unlock event is due; null on failure. */
export async function checkRsgUnlock(): Promise<boolean | null> {
  const env = await relay('rsgUnlock', undefined, { silent: true });
  return env.success && typeof env.value === 'boolean' ? env.value : null;
}

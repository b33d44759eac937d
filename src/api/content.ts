/**
 * Content relays: promotions, the member's referral numbers, the help script, the download texts (the lobby's
 * banners and announcements are in lobbyContent.ts, re-exported here). Each reads production's answer (production-wire D1-D13) and maps it to the UI's types; bad answers log and
 * degrade to null or empty.
 */
import type { Envelope } from '../../contract/envelope.ts';
import type { PromotionDetail } from '../../contract/member.ts';
import type { PromotionJoinResult, ReferralSummary } from '../../contract/promotions.ts';
import { isObject } from './lobbyContent.ts';
import { relay } from './relay.ts';
import * as Rows from '../../contract/relays.ts';

export { bannerOf, announcementOf, getLobbyBanners, getBannerGroup, getAnnouncementGroups, getAvailablePromotions } from './lobbyContent.ts';
export type { AnnouncementGroups } from './lobbyContent.ts';

/** Named in the request's Language, so a language change must ask again (no cache); value.categories (D6). */
export async function getPromotionCategories(): Promise<unknown[] | null> {
  const env = await relay(Rows.promotionCategories, undefined, { silent: true });
  if (!env.success) return null;
  const list = isObject(env.value) ? env.value.categories : undefined;
  if (Array.isArray(list)) return list as unknown[];
  console.warn('[content] promotion categories answer ignored');
  return null;
}

/** The page shows its own "not found" text, so failures are silent. */
export function getPromotionDetail(id: string): Promise<Envelope<PromotionDetail>> {
  return relay(Rows.promotionDetail, { id }, { silent: true });
}

/** Claim or join one promotion (members); the page says how it went, so failures are silent. */
export function joinPromotion(id: string): Promise<Envelope<PromotionJoinResult>> {
  return relay(Rows.joinPromotion, { id }, { silent: true });
}

/** How many players registered through the member's links; the page shows nothing when it fails. */
export function getReferralSummary(): Promise<Envelope<ReferralSummary>> {
  return relay(Rows.referralSummary, undefined, { silent: true });
}

/** The help script's HTML (value.scripts, D11): '' when the merchant has none, null when unavailable. */
export async function getCustomerServiceScripts(): Promise<string | null> {
  const env = await relay(Rows.csScript, undefined, { silent: true });
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
  const env = await relay(Rows.downloadSetting, { domain: downloadDomain(hostname) });
  if (!env.success) return null;
  const v: Record<string, unknown> = isObject(env.value) ? env.value : {};
  const text = (x: unknown): string => (isObject(x) && typeof x.value === 'string' ? x.value.slice(0, 2000) : '');
  return { appDesc: text(v.app_desc), loginPromptText: text(v.login_prompt_text) };
}

/** MCSFE_checkRsgUnlockEvent (D10): true when the backend says an unlock event is due; null on failure. */
export async function checkRsgUnlock(): Promise<boolean | null> {
  const env = await relay(Rows.rsgUnlock, undefined, { silent: true });
  return env.success && typeof env.value === 'boolean' ? env.value : null;
}

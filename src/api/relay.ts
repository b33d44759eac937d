/** Relay calls under /wps/relay/ (spec section 7) and the lobby's typed wrappers. */
import type { Envelope } from '../../contract/envelope.ts';
import { RELAY, WPS } from '../../contract/wps.ts';
import type { Announcement, Banner, GameLane, PromotionAvailability } from '../../contract/wps.ts';
import { request } from './client.ts';
import type { RequestOptions } from './client.ts';
import type { Query } from './requestKey.ts';

/** Per-call options a relay caller may set; method, path, query and body come from the arguments. */
export type RelayOptions = Omit<RequestOptions, 'method' | 'path' | 'query' | 'body'>;

export function relayPath(name: string): string {
  return WPS.relay + name;
}

/** GET /wps/relay/{name}. */
export function getRelay<T>(name: string, query?: Query, opts: RelayOptions = {}): Promise<Envelope<T>> {
  return request<T>({ ...opts, method: 'GET', path: relayPath(name), query });
}

/** POST /wps/relay/{name} (push binding, LINE code exchange and the like). */
export function postRelay<T>(name: string, body?: unknown, opts: RelayOptions = {}): Promise<Envelope<T>> {
  return request<T>({ ...opts, method: 'POST', path: relayPath(name), body });
}

/** Banners, optionally one group (m_top, m_popup1, ...); cached for the default lifetime. */
export function getBanners(groupName?: string): Promise<Envelope<Banner[]>> {
  return getRelay<Banner[]>(RELAY.banners, { groupName }, { cache: true });
}

/** Game lanes of the lobby; cached for the default lifetime. */
export function getGameLanes(): Promise<Envelope<GameLane[]>> {
  return getRelay<GameLane[]>(RELAY.gameLanes, undefined, { cache: true });
}

export interface AnnouncementQuery { types?: string; platform?: string; category?: string }

/** Announcements are public: sent without Authorization (spec section 6). */
export function getAnnouncements(query: AnnouncementQuery = {}): Promise<Envelope<Announcement[]>> {
  return getRelay<Announcement[]>(RELAY.announcements, { ...query }, { auth: false });
}

/** Merchant promotion availability is public: sent without Authorization (spec section 6). */
export function getPromotions(): Promise<Envelope<PromotionAvailability>> {
  return getRelay<PromotionAvailability>(RELAY.promotions, undefined, { auth: false });
}

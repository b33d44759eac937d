import { proxy, ref } from 'valtio';
import type { Announcement, Banner, GameLane, PromotionAvailability } from '../../contract/wps';
import type { Envelope } from '../../contract/envelope';
import { getAnnouncements, getBanners, getGameLanes, getPromotions } from '../api';
import { preloadTopImages } from '../lobby/preloadTopImages';

/** A game shown in the in-frame viewer over the current page (trial launches, guests included). */
export interface FrameGame { url: string; title: string }

/** Lobby data for the home page: banners by group, game lanes, marquee lines, the referral switch. */
export const state = proxy({
  banners: [] as Banner[],
  lanes: [] as GameLane[],
  marquee: [] as string[],
  referralEnabled: false,
  loaded: false,
  frame: null as FrameGame | null,
});

let inflight: Promise<void> | null = null;

/** One load at a time: boot starts it early on entry pages, the home page joins it. */
export function loadLobby(): Promise<void> {
  inflight ??= fetchLobby().finally(() => { inflight = null; });
  return inflight;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

async function fetchLobby(): Promise<void> {
  try {
    await applyLobby();
  } finally {
    // The home page waits for this before its first paint: a failed load must not keep it empty.
    state.loaded = true;
  }
}

async function applyLobby(): Promise<void> {
  const bannerList = getBanners().then(parseBanners);
  const referral = getPromotions().then(referralOn);
  // The first images need only these two answers: they download while the rest arrives and the lobby renders.
  void Promise.all([bannerList, referral])
    .then(([list, on]) => { if (list) preloadTopImages(list, on); })
    .catch((e: unknown) => console.warn('[lobby] image preload skipped', e));
  const [banners, lanes, marquee, referralEnabled] = await Promise.all([
    bannerList, getGameLanes(), getAnnouncements({ types: 'MARQUEE', platform: 'MOBILE' }), referral,
  ]);
  if (banners) state.banners = ref(banners);
  if (lanes.success && Array.isArray(lanes.value)) {
    state.lanes = ref(lanes.value.filter(isLane).sort((a, b) => a.ordinal - b.ordinal));
  }
  if (marquee.success && Array.isArray(marquee.value)) state.marquee = ref(marquee.value.map(marqueeText).filter((s) => s !== ''));
  state.referralEnabled = referralEnabled;
}

function parseBanners(answer: Envelope<unknown>): Banner[] | null {
  return answer.success && Array.isArray(answer.value) ? answer.value.filter(isBanner) : null;
}

function referralOn(answer: Envelope<unknown>): boolean {
  const p = answer.value as PromotionAvailability | null;
  return answer.success && isObject(p) && isObject(p.REFERRAL) && p.REFERRAL.enabled === true;
}

/** The fields the lobby renders; an answer item without them is dropped rather than crashing a lane. */
function isBanner(b: unknown): b is Banner {
  return isObject(b) && typeof b.id === 'string' && typeof b.groupName === 'string' && typeof b.url === 'string'
    && typeof b.linkageType === 'string' && typeof b.linkage === 'string';
}

function isLane(l: unknown): l is GameLane {
  return isObject(l) && typeof l.title === 'string' && typeof l.ordinal === 'number' && Array.isArray(l.cards)
    && Array.isArray(l.gameClassify) && l.cards.every((c) => isObject(c) && typeof c.gameId === 'string' && typeof c.displayName === 'string');
}

/** Marquee lines are plain text: any markup in an announcement is reduced to its words. */
function marqueeText(a: Announcement): string {
  const text = isObject(a) && typeof a.content === 'string' ? a.content : '';
  return text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 500);
}

export function openFrame(game: FrameGame): void {
  state.frame = game;
}

export function closeFrame(): void {
  state.frame = null;
}

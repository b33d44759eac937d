import { proxy, ref, type Snapshot } from 'valtio';
import type { Announcement, Banner, GameLane } from '../../contract/wps';
import { getAnnouncementGroups, getAvailablePromotions, getLobbyBanners } from '../api/lobbyContent';
import { askLaneGames, getLaneList, HOT_LANE, type GameAsker, type ListedCard } from '../api/game';
import { languageForRequests } from '../i18n';
import { preloadTopImages } from '../lobby/preloadTopImages';
import { headerMerchant } from './merchant';
import { whenFirstScreenUp } from './ui';
import { yieldToMain } from '../lib/yieldToMain';

/** A game shown in the in-frame viewer over the current page (trial launches, guests included). */
export interface FrameGame { url: string; title: string }

/** One lane's games: loading (skeleton tiles), failed (the lane's fallback), or the first page's cards. */
export type LaneGames = { status: 'loading' | 'failed' } | { status: 'ok'; cards: readonly ListedCard[] };
/** The hot games' place in state.games. */
export { HOT_LANE };

/** Lobby data for the home page: banners by group, game lanes, marquee lines, the referral switch. */
export const state = proxy({
  banners: [] as Banner[],
  lanes: [] as GameLane[],
  /** Each lane's games by lane title, loaded as the lane nears the screen, for the current merchant and language. */
  games: {} as Record<string, LaneGames>,
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

async function fetchLobby(): Promise<void> {
  try {
    await applyLobby();
  } finally {
    // The home page waits for this before its first paint: a failed load must not keep it empty.
    state.loaded = true;
  }
}

async function applyLobby(): Promise<void> {
  const bannerList = getLobbyBanners();
  const referral = getAvailablePromotions().then((p) => p?.REFERRAL.enabled === true);
  // The first images need only these two answers: they download while the rest arrives and the lobby renders.
  void Promise.all([bannerList, referral])
    .then(([list, on]) => { if (list) preloadTopImages(list, on); })
    .catch((e: unknown) => console.warn('[lobby] image preload skipped', e));
  const [banners, lanes, groups, referralEnabled] = await Promise.all([
    bannerList, getLaneList(), getAnnouncementGroups(), referral,
  ]);
  if (banners) state.banners = ref(banners);
  if (lanes) state.lanes = ref([...lanes].sort((a, b) => a.ordinal - b.ordinal));
  // The marquee shows the notices to all players (value.player).
  if (groups) state.marquee = ref(groups.player.map(marqueeText).filter((s) => s !== ''));
  state.referralEnabled = referralEnabled;
}

const asker = (): GameAsker => ({ merchant: headerMerchant() ?? '', language: languageForRequests() });
let gamesFor = '';
const gamesInflight = new Map<string, Promise<void>>();

/**
 * Loads a lane's first page of games (GCSGAME_gameList; HOT_LANE: GCSGAME_hotGamesV2) once per merchant and
 * language; a failed load is tried again on the next call. The relay cache keeps the answers themselves.
 */
export function loadLaneGames(title: string): Promise<void> {
  const who = asker();
  const key = `${who.merchant}|${who.language}`;
  // Another merchant or language: the games loaded so far are the wrong ones (the first load starts from none).
  if (key !== gamesFor) {
    if (gamesFor !== '') { gamesInflight.clear(); state.games = {}; }
    gamesFor = key;
  }
  const had = state.games[title];
  if (had && had.status !== 'failed') return gamesInflight.get(title) ?? Promise.resolve();
  state.games[title] = { status: 'loading' };
  // The request goes out now; its answer becomes tiles once the tiles' code is in (after the first screen).
  // Each lane's tiles in a task of their own: the lanes waiting on the first screen all resume at its mark.
  const cards = Promise.all([askLaneGames(title, who), whenFirstScreenUp().then(() => import('../api/gamePages'))])
    .then(async ([env, m]) => { await yieldToMain(); return m.laneCardsOf(title, env); });
  const done = cards.catch(() => null).then((list) => {
    if (gamesFor === key) state.games[title] = list ? { status: 'ok', cards: ref(list) } : { status: 'failed' };
    gamesInflight.delete(title);
  });
  gamesInflight.set(title, done);
  return done;
}

export interface FoundCard { card: ListedCard; category: string }

/** A loaded game by id (and provider, when known), with its category: the lane's, or the hot game's own. */
export function findCard(gameId: string, vendor?: string, from: Snapshot<typeof state> = state): FoundCard | null {
  for (const [title, g] of Object.entries(from.games)) {
    const card = g.status === 'ok' ? g.cards.find((c) => c.gameId === gameId && (!vendor || c.vendor === vendor)) : undefined;
    if (!card) continue;
    const category = title !== HOT_LANE ? title : card.category || (from.lanes.find((l) => l.gameClassify.some((v) => v.vendor === card.vendor.toUpperCase()))?.title ?? '');
    return { card, category };
  }
  return null;
}

/** A game named by a link opened directly: the lanes of its provider load their first page, then it is looked up. */
export async function lookUpCard(gameId: string, vendor: string): Promise<FoundCard | null> {
  if (!state.loaded) await loadLobby();
  const code = vendor.toUpperCase();
  await Promise.all(state.lanes.filter((l) => l.gameClassify.some((v) => v.vendor === code)).map((l) => loadLaneGames(l.title)));
  return findCard(gameId, vendor);
}

/** Marquee lines are plain text: any markup in an announcement is reduced to its words. */
function marqueeText(a: Announcement): string {
  return a.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 500);
}

export function openFrame(game: FrameGame): void {
  state.frame = game;
}

export function closeFrame(): void {
  state.frame = null;
}

import type { GameCard, GameLane, GameVendor } from '../../../contract/wps.ts';

/** One lobby lane as written in a seed: vendors with their game names. */
export interface LaneSpec {
  title: string;
  vendors: { vendor: string; name: string; games: string[]; isNew?: boolean }[];
}

const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Spec section 3: game category ordinals start at 100, in steps of 100. */
const laneOrdinal = (index: number): number => (index + 1) * 100;

/**
 * A lottery code no lane shows whose launch answers only after the client's 10 s time-out, so the
 * time-out path can be exercised end to end against the real server (a test fixture, see decisions).
 */
export const SLOW_LAUNCH_GAME_CODE = 'TCG_LOTTO_VN-slow-draw';
export const SLOW_LAUNCH_MS = 12_000;

/** An internal code (SBO_SPORTS): players see a provider's display name, never this. */
const INTERNAL_CODE = /\b[A-Z0-9]+_[A-Z0-9_]+\b/;

/**
 * Builds the lanes and the vendor list from one description, so both relay answers agree. Every provider
 * needs a display name: the site shows it on game tiles, and shows nothing rather than a code.
 */
export function buildGames(lanes: LaneSpec[]): { gameLanes: GameLane[]; vendors: GameVendor[]; newVendors: string[] } {
  for (const v of lanes.flatMap((l) => l.vendors)) {
    if (v.name.trim() === '' || INTERNAL_CODE.test(v.name)) throw new Error(`seed: provider ${v.vendor} needs a display name, not "${v.name}"`);
  }
  const vendors: GameVendor[] = [];
  const newVendors: string[] = [];
  const gameLanes = lanes.map((lane, index): GameLane => {
    const cards = lane.vendors.flatMap((v) => v.games.map((game, i): GameCard => {
      const gameId = `${v.vendor}-${slug(game)}`;
      return {
        gameId,
        accountTypeName: `${v.vendor}_${lane.title}`,
        displayName: game,
        freeplay: i % 2 === 0,
        vendor: v.vendor,
        image: `games/${gameId}.png`,
      };
    }));
    for (const v of lane.vendors) {
      vendors.push({ vendor: v.vendor, name: v.name, category: lane.title, gameCount: v.games.length, image: `games/${v.vendor}-${slug(v.games[0] ?? v.name)}.png` });
      if (v.isNew && !newVendors.includes(v.vendor)) newVendors.push(v.vendor);
    }
    return {
      title: lane.title,
      ordinal: laneOrdinal(index),
      cards,
      gameClassify: lane.vendors.map((v) => ({ vendor: v.vendor, name: v.name })),
      gameCount: cards.length,
    };
  });
  return { gameLanes, vendors, newVendors };
}

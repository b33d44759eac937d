/**
 * Stand-in lottery draws for the gateway (/lgw/*): derived from the game code and the draw number only, so every
 * server instance and every restart answers the same results, and tests can name them.
 */
import type { LgwOpenedNumero } from '../../../contract/games.ts';

/** The newest seeded draw; older ones are a day apart. Fixed, so answers do not move with the clock. */
export const LATEST_DRAW_AT = Date.UTC(2030, 0, 15, 12, 0, 0);
const DAY_MS = 86_400_000;

/**
 * A test fixture, like the slow-launch game: on a host whose first label is this, every /lgw path answers 500,
 * so the site's degradation (results gone, launch still working) can be exercised end to end.
 */
export const GATEWAY_DOWN_LABEL = 'lgw-down';

/** FNV-1a of s: the seed of a draw's numbers. */
export function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** mulberry32: a small deterministic generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How a lottery draws: k distinct balls of 1..n (Mega 6/45, Keno), or a number of `digits` digits (Thai, Lao). */
type DrawRule = { balls: number; of: number } | { digits: number };

export function drawRule(displayName: string): DrawRule {
  const pick = /(\d+)\s*\/\s*(\d+)/.exec(displayName);
  if (pick) return { balls: Number(pick[1]), of: Number(pick[2]) };
  if (/keno/i.test(displayName)) return { balls: 20, of: 80 };
  return { digits: /lao/i.test(displayName) ? 4 : 6 };
}

function numbersOf(rule: DrawRule, next: () => number): string[] {
  if ('digits' in rule) return [Array.from({ length: rule.digits }, () => Math.floor(next() * 10)).join('')];
  const pool = Array.from({ length: rule.of }, (_, i) => i + 1);
  const out: number[] = [];
  while (out.length < rule.balls && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return out.sort((a, b) => a - b).map((n) => String(n).padStart(2, '0'));
}

/** The draw number of the draw `age` days before the latest: its date, yyyymmdd. */
export function numeroOf(age: number): string {
  return new Date(LATEST_DRAW_AT - age * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/** The draw of a game `age` days before the latest (0 = the latest). */
export function drawOf(gameCode: string, displayName: string, age: number): LgwOpenedNumero {
  const numero = numeroOf(age);
  return {
    gameCode, numero,
    winningNumbers: numbersOf(drawRule(displayName), random(fnv(`${gameCode}#${numero}`))).join(','),
    openTime: LATEST_DRAW_AT - age * DAY_MS,
  };
}

/** The last `count` draws of a game, newest first. */
export function recentDraws(gameCode: string, displayName: string, count: number): LgwOpenedNumero[] {
  return Array.from({ length: count }, (_, age) => drawOf(gameCode, displayName, age));
}

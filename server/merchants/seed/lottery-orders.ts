/**
 * Stand-in lottery orders per member, derived from the merchant, the username and the merchant's lotteries, so they
 * need no table; only cancellations are stored (server/routes/lgw.ts).
 */
import type { LgwGame, LgwOrderDetail, LgwOrderStatus, LgwSubOrder } from '../../../contract/games.ts';
import { drawOf, fnv, LATEST_DRAW_AT, numeroOf } from './lottery-draws.ts';

/** Orders per merchant and username; a member not listed has none (the empty state). */
const ORDER_COUNTS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  demo: { player01: 6 },
  lotto: { lottoplayer: 24 },
};

const DAY_MS = 86_400_000;
/** Bets are placed 20 minutes apart, newest order first, before their draw. */
const BET_GAP_MS = 20 * 60_000;

/** The draw an order's age maps to: the first two orders are for the next (still open) draw. */
const OPEN_ORDERS = 2;

function subOrders(orderNo: string, game: LgwGame, age: number, seed: number): LgwSubOrder[] {
  const open = age < 0;
  const settled = open ? null : drawOf(game.gameCode, game.displayName, age).winningNumbers.split(',');
  return Array.from({ length: 1 + (seed % 3) }, (_, j) => {
    const content = settled ? (j === 0 && seed % 4 === 0 ? settled[0]! : String((seed >> (j * 4)) % 100).padStart(2, '0')) : String((seed >> (j * 5)) % 100).padStart(2, '0');
    const won = settled !== null && settled.includes(content);
    const betAmount = 10 * (1 + ((seed >> j) % 5));
    const status: LgwOrderStatus = open ? 'PENDING' : won ? 'WON' : 'LOST';
    return { subOrderNo: `${orderNo}-${j + 1}`, betContent: content, betAmount, winAmount: won ? betAmount * 70 : 0, status, cancellable: open };
  });
}

/** Every order of the member, newest first, with its bets; cancelled holds the cancelled sub-order numbers. */
export function memberOrders(merchant: string, username: string, games: readonly LgwGame[], cancelled: ReadonlySet<string> = new Set()): LgwOrderDetail[] {
  const count = games.length ? ORDER_COUNTS[merchant]?.[username] ?? 0 : 0;
  return Array.from({ length: count }, (_, i) => {
    const seed = fnv(`${merchant}/${username}/${i}`);
    const game = games[i % games.length]!;
    const age = i < OPEN_ORDERS ? -1 : Math.floor((i - OPEN_ORDERS) / games.length);
    const orderNo = `LG${(seed % 1_000_000).toString().padStart(6, '0')}${String(i).padStart(3, '0')}`;
    const bets = subOrders(orderNo, game, age, seed).map((s): LgwSubOrder =>
      cancelled.has(s.subOrderNo) ? { ...s, status: 'CANCELLED', cancellable: false } : s);
    const live = bets.filter((s) => s.status !== 'CANCELLED');
    const status: LgwOrderStatus = live.length === 0 ? 'CANCELLED' : live.some((s) => s.status === 'PENDING') ? 'PENDING'
      : live.some((s) => s.status === 'WON') ? 'WON' : 'LOST';
    return {
      orderNo, gameCode: game.gameCode, gameName: game.displayName, numero: numeroOf(age),
      betTime: LATEST_DRAW_AT - Math.max(age, 0) * DAY_MS - (i + 1) * BET_GAP_MS,
      betAmount: live.reduce((n, s) => n + s.betAmount, 0), winAmount: live.reduce((n, s) => n + s.winAmount, 0),
      status, subOrderCount: bets.length, subOrders: bets,
    };
  });
}

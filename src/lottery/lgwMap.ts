/**
 * The lottery gateway's bare answers (production passes them unchecked; Tessera does not) mapped to the lottery
 * domain types. Anything malformed is dropped with a warning, never thrown: the page shows what survived.
 */
import type { LgwGame, LgwMenuItem, LgwOpenedNumero, LgwOrder, LgwOrderStatus, LgwSubOrder } from '../../contract/games.ts';
import { isObject, list, text } from '../api/game.ts';
import type {
  LotteryBet, LotteryDraw, LotteryGame, LotteryMenuGroup, LotteryOrder, LotteryOrderDetail, LotteryOrderPage, LotteryOrderStatus,
} from './types.ts';

type Wire<T> = Partial<Record<keyof T, unknown>>;
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_ITEMS = 200;

const money = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : 0);
const count = (x: unknown): number => (typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 10_000 ? x : 0);
const code = (x: unknown): string => { const c = text(x); return CODE.test(c) ? c : ''; };

/** ms since the epoch (number or digits) or an ISO string, as ISO; '' when it is not a time. */
export function isoTime(t: unknown): string {
  const v = typeof t === 'string' && /^\d+$/.test(t) ? Number(t) : t;
  const d = typeof v === 'number' || (typeof v === 'string' && v !== '') ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
}

function kept<T>(what: string, raw: unknown, map: (x: unknown) => T | null): T[] {
  if (!Array.isArray(raw)) { console.warn(`[lottery] ${what}: not a list`, typeof raw); return []; }
  const out = raw.slice(0, MAX_ITEMS).map(map).filter((x): x is T => x !== null);
  if (out.length < Math.min(raw.length, MAX_ITEMS)) console.warn(`[lottery] ${what}: dropped ${Math.min(raw.length, MAX_ITEMS) - out.length} malformed entries`);
  return out;
}

/** /lgw/games/mobile: a bare object of lotteries (production reads Object.values and displayName); a list also passes. */
export function gamesOf(raw: unknown): LotteryGame[] {
  const entries = isObject(raw) ? Object.values(raw) : raw;
  return kept('games', entries, (g) => {
    if (!isObject(g)) return null;
    const w = g as Wire<LgwGame>;
    const game = { code: code(w.gameCode), name: text(w.displayName), vendor: code(w.vendor), prizeMode: code(w.prizeMode) };
    return game.code && game.name ? game : null;
  });
}

/** The opened-numero paths: bare arrays of draws; numbers come comma- or space-separated, or as a list. */
export function drawsOf(raw: unknown): LotteryDraw[] {
  return kept('draws', raw, (d) => {
    if (!isObject(d)) return null;
    const w = d as Wire<LgwOpenedNumero>;
    const parts = Array.isArray(w.winningNumbers) ? w.winningNumbers.map(text) : text(w.winningNumbers).split(/[\s,]+/);
    const numbers = parts.filter((n) => /^[0-9A-Za-z]{1,12}$/.test(n)).slice(0, 40);
    const draw = { gameCode: code(w.gameCode), numero: text(w.numero).slice(0, 32), numbers, drawnAt: isoTime(w.openTime) };
    return draw.gameCode && draw.numero && numbers.length ? draw : null;
  });
}

/** /lgw/vn/games/game_menu: a bare array grouped by groupName, in first-seen order. */
export function menuOf(raw: unknown): LotteryMenuGroup[] {
  const groups = new Map<string, LotteryMenuGroup>();
  for (const item of kept('menu', raw, (m) => {
    if (!isObject(m)) return null;
    const w = m as Wire<LgwMenuItem>;
    const entry = { code: code(w.gameCode), name: text(w.displayName), group: text(w.groupName) };
    return entry.code && entry.name ? entry : null;
  })) {
    const group = groups.get(item.group) ?? { name: item.group, games: [] };
    group.games.push({ code: item.code, name: item.name });
    groups.set(item.group, group);
  }
  return [...groups.values()];
}

// A map typed by the contract's statuses (not its list): a value import would weigh on the first screen's chunk.
const STATUSES: Record<LgwOrderStatus, LotteryOrderStatus> = { PENDING: 'pending', WON: 'won', LOST: 'lost', CANCELLED: 'cancelled' };
const statusOf = (x: unknown): LotteryOrderStatus | null => {
  const s = text(x).toUpperCase();
  return Object.prototype.hasOwnProperty.call(STATUSES, s) ? STATUSES[s as LgwOrderStatus] : null;
};

function orderOf(o: unknown): LotteryOrder | null {
  if (!isObject(o)) return null;
  const w = o as Wire<LgwOrder>;
  const status = statusOf(w.status);
  const order = {
    orderNo: code(w.orderNo), gameCode: code(w.gameCode), gameName: text(w.gameName), numero: text(w.numero).slice(0, 32),
    placedAt: isoTime(w.betTime), stake: money(w.betAmount), win: money(w.winAmount), status: status ?? 'pending', betCount: count(w.subOrderCount),
  };
  return order.orderNo && status ? order : null;
}

/** GET /lgw/orders: a bare page object; null when it is not one (the page shows its error state). */
export function orderPageOf(raw: unknown): LotteryOrderPage | null {
  if (!isObject(raw) || !Array.isArray(raw.list)) { console.warn('[lottery] orders: not a page'); return null; }
  const pageNo = count(raw.pageNo) || 1;
  return { orders: kept('orders', raw.list, orderOf), pageNo, totalPages: Math.max(count(raw.totalPages), pageNo) };
}

function betOf(b: unknown): LotteryBet | null {
  if (!isObject(b)) return null;
  const w = b as Wire<LgwSubOrder>;
  const status = statusOf(w.status);
  const bet = { subOrderNo: code(w.subOrderNo), content: text(w.betContent).slice(0, 200), stake: money(w.betAmount), win: money(w.winAmount), status: status ?? 'pending', cancellable: w.cancellable === true && status === 'pending' };
  return bet.subOrderNo && status ? bet : null;
}

/** GET /lgw/orders/detail: the order with its bets; null when the order itself is unreadable. */
export function orderDetailOf(raw: unknown): LotteryOrderDetail | null {
  const order = orderOf(raw);
  if (!order || !isObject(raw)) { console.warn('[lottery] order detail: not an order'); return null; }
  return { ...order, bets: kept('bets', list(raw.subOrders), betOf) };
}

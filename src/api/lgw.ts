/**
 * The lottery gateway (/lgw/*, production-wire C18). Its answers are bare JSON, not the /wps envelope, so they go
 * through sendText with the standard headers and are mapped by src/lottery/lgwMap.ts; refusals (the reference
 * server's envelope) still pass through handleFailure, so an expired session logs out as on /wps.
 */
import { isEnvelope, type Envelope } from '../../contract/envelope.ts';
// Types only: a value import would keep contract/games.ts's gateway constants in the first screen's chunk.
import type { LGW, LGW_ORDERS_PAGE_SIZE, LgwCancelBody, LgwPath } from '../../contract/games.ts';
import { HTTP_TIMEOUT_MS } from '../../contract/constants.ts';
import { buildHeaders } from './buildHeaders.ts';
import { apiCache } from './cache.ts';
import { CLIENT_CODES } from './clientCodes.ts';
import { handleFailure } from './errors.ts';
import { readHook } from './hooks.ts';
import { buildUrl, type Query } from './requestKey.ts';
import { sendText } from './transport.ts';
import { drawsOf, gamesOf, menuOf, orderDetailOf, orderPageOf } from '../lottery/lgwMap.ts';
import type { LotteryDraw, LotteryGame, LotteryMenuGroup, LotteryOrderDetail, LotteryOrderPage } from '../lottery/types.ts';

const PAGE_SIZE: typeof LGW_ORDERS_PAGE_SIZE = 20;

/** A gateway answer: the parsed body, or the failure's code (the envelope's, else a client code). */
export type LgwResult = { ok: true; data: unknown } | { ok: false; code: string | null; message: string | null };

interface LgwCall { method?: 'GET' | 'POST'; query?: Query; body?: LgwCancelBody; signal?: AbortSignal; timeoutMs?: number }

/** The request layer's failure handling; the member's cached answers must not outlive an expired session. */
function failed(env: Envelope, status: number): void {
  if (handleFailure(env, status, { silent: true }) === 'session-expired') apiCache.clear();
}

/** One gateway call; never throws. The token goes along when there is one, as on every production call. */
export async function lgw(path: LgwPath, call: LgwCall = {}): Promise<LgwResult> {
  const method = call.method ?? 'GET';
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers = await buildHeaders({
    token: readHook('getToken') || null, merchant: readHook('getMerchant') || null, language: readHook('getLanguage') || '', json: body !== undefined,
  });
  const r = await sendText(buildUrl(path, call.query), { method, headers, body, timeoutMs: call.timeoutMs ?? HTTP_TIMEOUT_MS, signal: call.signal });
  if (!r.ok) {
    failed(r.result.env, r.result.status);
    return { ok: false, code: r.result.env.code, message: null };
  }
  let data: unknown;
  try { data = JSON.parse(r.text); } catch { data = undefined; }
  if (r.status >= 200 && r.status < 300 && data !== undefined) return { ok: true, data };
  const env: Envelope = isEnvelope(data) ? { ...data, code: data.errorCode ?? data.code ?? null } : { success: false, value: null, code: CLIENT_CODES.invalid, message: null };
  console.warn(`[lottery] ${method} ${path}: HTTP ${r.status}`, env.code);
  failed(env, r.status);
  return { ok: false, code: env.code, message: typeof env.message === 'string' ? env.message : null };
}

/** The gateway's lotteries; null when the gateway failed (callers degrade: names from the lobby, no results). */
export async function getLotteryGames(signal?: AbortSignal, timeoutMs?: number): Promise<LotteryGame[] | null> {
  const r = await lgw('/lgw/games/mobile' satisfies (typeof LGW)['mobileGames'], { signal, timeoutMs });
  return r.ok ? gamesOf(r.data) : null;
}

/** Each lottery's latest draw; null when the gateway failed. */
export async function getLatestDraws(): Promise<LotteryDraw[] | null> {
  const r = await lgw('/lotto/lgw/games/opened/numero' satisfies (typeof LGW)['openedNumero']);
  return r.ok ? drawsOf(r.data) : null;
}

/** The Vietnamese lottery menu's groups; [] when the gateway failed (the section is simply not shown). */
export async function getVnMenu(): Promise<LotteryMenuGroup[]> {
  const r = await lgw('/lgw/vn/games/game_menu' satisfies (typeof LGW)['vnGameMenu']);
  return r.ok ? menuOf(r.data) : [];
}

/** A Vietnamese lottery's last draws, newest first; null when the gateway failed. */
export async function getVnDraws(gameCode: string): Promise<LotteryDraw[] | null> {
  const r = await lgw('/lgw/vn/numeros/opened/game' satisfies (typeof LGW)['vnOpenedNumeros'], { query: { gameCode } });
  return r.ok ? drawsOf(r.data) : null;
}

/** A page of the member's lottery orders; null when the gateway failed or answered something else. */
export async function getLotteryOrders(pageNo: number): Promise<LotteryOrderPage | null> {
  const r = await lgw('/lgw/orders' satisfies (typeof LGW)['orders'], { query: { pageNo, pageSize: PAGE_SIZE } });
  return r.ok ? orderPageOf(r.data) : null;
}

export async function getLotteryOrder(orderNo: string): Promise<LotteryOrderDetail | null> {
  const r = await lgw('/lgw/orders/detail' satisfies (typeof LGW)['orderDetail'], { query: { orderNo } });
  return r.ok ? orderDetailOf(r.data) : null;
}

/** Cancels one open bet; the result's code says why not (lgw.suborder.not.cancellable...). */
export function cancelLotteryBet(orderNo: string, subOrderNo: string): Promise<LgwResult> {
  return lgw('/lgw/orders/suborders/cancel' satisfies (typeof LGW)['cancelSubOrder'], { method: 'POST', body: { orderNo, subOrderNo } });
}

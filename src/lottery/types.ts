/** The lottery gateway's answers as the lottery pages use them (mapped from the wire by lgwMap.ts). */

/** A lottery the gateway knows: its code, the name players see, its provider and prize mode ('' when none). */
export interface LotteryGame { code: string; name: string; vendor: string; prizeMode: string }

/** One draw's result: numbers in draw order as the gateway gave them, drawnAt an ISO time ('' when unknown). */
export interface LotteryDraw { gameCode: string; numero: string; numbers: string[]; drawnAt: string }

/** A group of the Vietnamese lottery menu. */
export interface LotteryMenuGroup { name: string; games: { code: string; name: string }[] }

export type LotteryOrderStatus = 'pending' | 'won' | 'lost' | 'cancelled';

export interface LotteryOrder {
  orderNo: string;
  gameCode: string;
  gameName: string;
  numero: string;
  /** ISO time the order was placed; '' when unknown. */
  placedAt: string;
  stake: number;
  win: number;
  status: LotteryOrderStatus;
  betCount: number;
}

export interface LotteryBet { subOrderNo: string; content: string; stake: number; win: number; status: LotteryOrderStatus; cancellable: boolean }

export interface LotteryOrderDetail extends LotteryOrder { bets: LotteryBet[] }

export interface LotteryOrderPage { orders: LotteryOrder[]; pageNo: number; totalPages: number }

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawsOf, gamesOf, isoTime, menuOf, orderDetailOf, orderPageOf } from '../../../src/lottery/lgwMap.ts';

beforeEach(() => { vi.spyOn(console, 'warn').mockImplementation(() => undefined); });
afterEach(() => { vi.restoreAllMocks(); });

const HOSTILE: unknown[] = [null, undefined, 42, 'text', true, [], {}, [null, 1, 'x'], { __proto__: { gameCode: 'X' } }];

describe('lottery gateway mapping (bare answers, validated here because production does not)', () => {
  it('games: Object.values of the bare object; entries without a code or a name are dropped, codes must be codes', () => {
    expect(gamesOf({
      a: { gameCode: 'TCG_LOTTO_VN-mega-6-45', displayName: ' Mega 6/45 ', vendor: 'TCG_LOTTO_VN', prizeMode: 'Elott' },
      b: { gameCode: 'bad code <script>', displayName: 'Evil' },
      c: { gameCode: 'K', displayName: '' },
      d: { gameCode: 'L', displayName: 'Lao', vendor: { x: 1 }, prizeMode: 7 },
      e: 'not an object',
    })).toEqual([
      { code: 'TCG_LOTTO_VN-mega-6-45', name: 'Mega 6/45', vendor: 'TCG_LOTTO_VN', prizeMode: 'Elott' },
      { code: 'L', name: 'Lao', vendor: '', prizeMode: '7' },
    ]);
    for (const raw of HOSTILE) expect(gamesOf(raw)).toEqual([]);
    expect(console.warn).toHaveBeenCalled();
  });

  it('draws: numbers from a comma string, spaces or a list; junk numbers, missing numero or code drop the entry', () => {
    expect(drawsOf([
      { gameCode: 'G', numero: '20300115', winningNumbers: '01,02, 45', openTime: 1_894_708_800_000 },
      { gameCode: 'H', numero: 7, winningNumbers: ['123456'], openTime: 'not a time' },
      { gameCode: 'I', numero: '1', winningNumbers: '<img onerror=x>' },
      { gameCode: 'J', winningNumbers: '1,2' },
      { gameCode: 'K', numero: '1', winningNumbers: 'a b;c, 12' },
    ])).toEqual([
      { gameCode: 'G', numero: '20300115', numbers: ['01', '02', '45'], drawnAt: '2030-01-15T12:00:00.000Z' },
      { gameCode: 'H', numero: '7', numbers: ['123456'], drawnAt: '' },
      { gameCode: 'K', numero: '1', numbers: ['a', '12'], drawnAt: '' },
    ]);
    for (const raw of HOSTILE) expect(drawsOf(raw)).toEqual([]);
    // A huge answer is cut, not rendered whole.
    expect(drawsOf(Array.from({ length: 5000 }, (_, i) => ({ gameCode: `G${i}`, numero: '1', winningNumbers: '1' }))).length).toBe(200);
  });

  it('menu: grouped by groupName in first-seen order', () => {
    expect(menuOf([
      { gameCode: 'A', displayName: 'Alpha', groupName: 'North' },
      { gameCode: 'B', displayName: 'Beta', groupName: 'South' },
      { gameCode: 'C', displayName: 'Gamma', groupName: 'North' },
      { gameCode: 'D', groupName: 'North' },
    ])).toEqual([
      { name: 'North', games: [{ code: 'A', name: 'Alpha' }, { code: 'C', name: 'Gamma' }] },
      { name: 'South', games: [{ code: 'B', name: 'Beta' }] },
    ]);
    for (const raw of HOSTILE) expect(menuOf(raw)).toEqual([]);
  });

  it('orders: a page needs a list; orders need a number and a known status; money and counts are sanitised', () => {
    expect(orderPageOf({
      list: [
        { orderNo: 'LG1', gameCode: 'G', gameName: 'Mega', numero: '1', betTime: 1_894_708_800_000, betAmount: 30, winAmount: 0, status: 'pending', subOrderCount: 2 },
        { orderNo: 'LG2', status: 'WON', betAmount: -5, winAmount: Number.NaN, subOrderCount: 1.5 },
        { orderNo: 'LG3', status: 'HACKED' },
        { status: 'LOST' },
      ],
      pageNo: 1, totalPages: 'many',
    })).toEqual({
      orders: [
        { orderNo: 'LG1', gameCode: 'G', gameName: 'Mega', numero: '1', placedAt: '2030-01-15T12:00:00.000Z', stake: 30, win: 0, status: 'pending', betCount: 2 },
        { orderNo: 'LG2', gameCode: '', gameName: '', numero: '', placedAt: '', stake: 0, win: 0, status: 'won', betCount: 0 },
      ],
      pageNo: 1, totalPages: 1,
    });
    for (const raw of [...HOSTILE, { list: 'x' }]) expect(orderPageOf(raw)).toBeNull();
  });

  it('order detail: bets are cancellable only when the gateway says so and the bet is open', () => {
    const detail = orderDetailOf({
      orderNo: 'LG1', status: 'PENDING', subOrders: [
        { subOrderNo: 'LG1-1', betContent: '07', betAmount: 10, winAmount: 0, status: 'PENDING', cancellable: true },
        { subOrderNo: 'LG1-2', betContent: '08', betAmount: 10, status: 'LOST', cancellable: true },
        { subOrderNo: 'LG1-3', status: 'PENDING', cancellable: 'yes' },
        { subOrderNo: 'bad no', status: 'PENDING' },
      ],
    });
    expect(detail?.bets.map((b) => [b.subOrderNo, b.status, b.cancellable])).toEqual([
      ['LG1-1', 'pending', true], ['LG1-2', 'lost', false], ['LG1-3', 'pending', false],
    ]);
    expect(orderDetailOf({ orderNo: 'LG1', status: 'WON', subOrders: 'none' })?.bets).toEqual([]);
    for (const raw of HOSTILE) expect(orderDetailOf(raw)).toBeNull();
  });

  it('times: ms, digit strings and ISO strings; anything else is empty', () => {
    expect(isoTime('1894708800000')).toBe('2030-01-15T12:00:00.000Z');
    expect(isoTime('2030-01-15T12:00:00Z')).toBe('2030-01-15T12:00:00.000Z');
    for (const t of [null, '', 'soon', {}, Number.NaN, 1e20]) expect(isoTime(t)).toBe('');
  });
});

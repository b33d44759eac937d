import { describe, expect, it } from 'vitest';
import type { LgwMenuItem, LgwMobileGames, LgwOpenedNumero } from '../../contract/games.ts';
import { drawOf, LATEST_DRAW_AT } from '../../server/merchants/seed/lottery-draws.ts';
import { call, DEMO, LOTTO, useApp } from './helpers.ts';

const s = useApp();
const get = (path: string, origin = LOTTO, merchant = origin === DEMO ? 'demo' : 'lotto') =>
  call(s.app, `${origin}${path}`, { headers: { Merchant: merchant } });
const balls = (d: LgwOpenedNumero): string[] => d.winningNumbers.split(',');

describe('lottery gateway draws (/lotto/lgw/games/opened/numero, /lgw/vn/numeros/opened/game)', () => {
  it('the latest draw of each of the merchant\'s lotteries, a bare array with the same numbers on every call', async () => {
    const res = await get('/lotto/lgw/games/opened/numero');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const draws = await res.json() as LgwOpenedNumero[];
    expect(draws.map((d) => d.gameCode)).toEqual([
      'TCG_LOTTO_VN-mega-6-45', 'TCG_LOTTO_VN-power-6-55', 'TCG_LOTTO_VN-keno', 'TCG_SEA-thai-lottery', 'TCG_SEA-lao-lottery',
    ]);
    expect(draws.every((d) => d.numero === '20300115' && d.openTime === LATEST_DRAW_AT)).toBe(true);
    // The game's rule decides the numbers: 6 distinct of 1..45, 20 of 80 for keno, 6 digits for Thai, 4 for Lao.
    const [mega, power, keno, thai, lao] = draws.map(balls);
    expect(new Set(mega).size).toBe(6);
    expect(mega!.every((n) => Number(n) >= 1 && Number(n) <= 45)).toBe(true);
    expect(power!.every((n) => Number(n) >= 1 && Number(n) <= 55)).toBe(true);
    expect(new Set(keno).size).toBe(20);
    expect(thai![0]).toMatch(/^\d{6}$/);
    expect(lao![0]).toMatch(/^\d{4}$/);
    expect(await (await get('/lotto/lgw/games/opened/numero')).json()).toEqual(draws);
  });

  it('a VN game\'s last five draws, newest first, a day apart; unknown or SEA games are 404, a bad code 400', async () => {
    const draws = await (await get('/lgw/vn/numeros/opened/game?gameCode=TCG_LOTTO_VN-keno')).json() as LgwOpenedNumero[];
    expect(draws.map((d) => d.numero)).toEqual(['20300115', '20300114', '20300113', '20300112', '20300111']);
    expect(draws[1]).toEqual(drawOf('TCG_LOTTO_VN-keno', 'Keno', 1));
    const sea = await get('/lgw/vn/numeros/opened/game?gameCode=TCG_SEA-thai-lottery');
    expect(sea.status).toBe(404);
    expect(await sea.json()).toMatchObject({ success: false, code: 'not.found', errorCode: 'not.found' });
    expect((await get('/lgw/vn/numeros/opened/game')).status).toBe(400);
    expect((await get('/lgw/vn/numeros/opened/game?gameCode=%3Cscript%3E')).status).toBe(400);
  });

  it('the VN menu groups the Vietnamese lotteries by prize mode; popular lists lotteries', async () => {
    const menu = await (await get('/lgw/vn/games/game_menu')).json() as LgwMenuItem[];
    expect(menu.map((m) => [m.gameCode, m.groupName])).toEqual([
      ['TCG_LOTTO_VN-mega-6-45', 'Elott'], ['TCG_LOTTO_VN-power-6-55', 'Elott'], ['TCG_LOTTO_VN-keno', 'Elott'],
    ]);
    const popular = await (await get('/lgw/games/popular')).json() as { gameCode: string }[];
    expect(popular.length).toBe(5);
    const mobile = await (await get('/lgw/games/mobile', DEMO)).json() as LgwMobileGames;
    expect(Object.values(mobile).map((g) => [g.displayName, g.prizeMode])).toEqual([['Mega 6/45', 'Elott'], ['Thai Lottery', '']]);
  });

  it('the gateway-down fixture host answers 500 on every path, in the envelope', async () => {
    for (const path of ['/lgw/games/mobile', '/lotto/lgw/games/opened/numero', '/lgw/vn/games/game_menu']) {
      const res = await get(path, 'http://lgw-down.demo.localhost', 'demo');
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ success: false, errorCode: 'lgw.unavailable' });
    }
  });

  it('refuses a missing or foreign Merchant header', async () => {
    expect((await call(s.app, `${LOTTO}/lotto/lgw/games/opened/numero`)).status).toBe(400);
    expect((await get('/lotto/lgw/games/opened/numero', LOTTO, 'demo')).status).toBe(400);
  });
});

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { LgwMenuItem, LgwMobileGames } from '../../contract/games.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { onError } from '../../server/http/reply.ts';
import { lgwRoutes } from '../../server/routes/lgw.ts';
import { DEMO, LOTTO, useApp } from './helpers.ts';

const s = useApp();
// Mounted as server/app.ts will mount it (the lead adds the line): its own merchant context and guards.
const gateway = () => {
  const app = new Hono<AppEnv>();
  app.onError(onError({ logError: () => undefined, logWarn: () => undefined }));
  app.route('/', lgwRoutes({ db: s.db, now: Date.now } as never));
  return app;
};
const get = (path: string, origin = DEMO, merchant: string | null = origin === DEMO ? 'demo' : 'lotto') =>
  gateway().request(`${origin}${path}`, { headers: merchant ? { Merchant: merchant } : {} });

describe('lottery gateway /lgw/* (production-wire C18; answer shapes are assumptions)', () => {
  it('/lgw/games/mobile answers a bare object of the merchant\'s lotteries with displayName', async () => {
    const res = await get('/lgw/games/mobile');
    expect(res.status).toBe(200);
    const body = await res.json() as LgwMobileGames;
    expect(Object.values(body).map((g) => g.displayName)).toEqual(['Mega 6/45', 'Thai Lottery']);
    expect(body['TCG_LOTTO_VN-mega-6-45']).toEqual({ gameCode: 'TCG_LOTTO_VN-mega-6-45', displayName: 'Mega 6/45', vendor: 'TCG_LOTTO_VN', prizeMode: 'Elott' });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('the VN game menu lists TCG_LOTTO_VN games only; recent is empty', async () => {
    const menu = await (await get('/lgw/vn/games/game_menu', LOTTO)).json() as LgwMenuItem[];
    expect(menu.map((m) => m.gameCode)).toEqual(['TCG_LOTTO_VN-mega-6-45', 'TCG_LOTTO_VN-power-6-55', 'TCG_LOTTO_VN-keno']);
    expect(await (await get('/lgw/vn/games/game_menu/recent', LOTTO)).json()).toEqual([]);
  });

  it('needs the Merchant header, and one that matches the host', async () => {
    expect((await get('/lgw/games/mobile', DEMO, null)).status).toBe(400);
    expect((await get('/lgw/games/mobile', DEMO, 'lotto')).status).not.toBe(200);
  });
});

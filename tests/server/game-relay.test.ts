import { describe, expect, it } from 'vitest';
import type { GameLaunchResult, GameMatch } from '../../contract/games.ts';
import type { Banner, GameLane, GameVendor } from '../../contract/wps.ts';
import { call, DEMO, envelope, LOTTO, useApp } from './helpers.ts';

const s = useApp();

const relay = async <T>(name: string, query = '', origin = DEMO) => {
  const res = await call(s.app, `${origin}/wps/relay/${name}${query}`, { headers: { Merchant: origin === DEMO ? 'demo' : 'lotto' } });
  return { res, env: await envelope<T>(res) };
};

describe('GCS_gameTrialLaunch', () => {
  it('lets a guest try a free-play game and answers a trial demo URL', async () => {
    const { env } = await relay<GameLaunchResult>('GCS_gameTrialLaunch', '?gameId=PG-fortune-tiger&nodeId=1&platform=html5');
    expect(env.success).toBe(true);
    const url = new URL(env.value!.gameUrl);
    expect(url.pathname).toBe('/demo-games/rng');
    expect(url.searchParams.get('mode')).toBe('trial');
  });

  it('refuses games without free play, unknown games and a wrong platform', async () => {
    const noTrial = await relay('GCS_gameTrialLaunch', '?gameId=PG-mahjong-ways&nodeId=1&platform=html5');
    expect(noTrial.res.status).toBe(403);
    expect(noTrial.env.code).toBe('game.trial.unavailable');
    expect((await relay('GCS_gameTrialLaunch', '?gameId=nope&platform=html5')).env.code).toBe('game.not.found');
    expect((await relay('GCS_gameTrialLaunch', '?gameId=PG-fortune-tiger&platform=flash')).res.status).toBe(400);
  });
});

describe('category relays', () => {
  it('GCSGAME_newGameVendor answers only the vendors the seed marks new, per category', async () => {
    const all = (await relay<GameVendor[]>('GCSGAME_newGameVendor')).env.value!;
    expect(all.map((v) => v.vendor).sort()).toEqual(['SPRIBE', 'TCG_SEA']);
    expect(all[0]?.image).toMatch(/^http:\/\/localhost\/cdn\/demo\/games\//);
    const crash = (await relay<GameVendor[]>('GCSGAME_newGameVendor', '?category=crash')).env.value!;
    expect(crash.map((v) => v.vendor)).toEqual(['SPRIBE']);
  });

  it('GCSGAME_getGameMatchV2 answers the merchant\'s matches, filtered by vendor', async () => {
    const demo = (await relay<GameMatch[]>('GCSGAME_getGameMatchV2')).env.value!;
    expect(demo.length).toBe(3);
    expect((await relay<GameMatch[]>('GCSGAME_getGameMatchV2', '?vendor=NONE')).env.value).toEqual([]);
    const lotto = (await relay<GameMatch[]>('GCSGAME_getGameMatchV2', '', LOTTO)).env.value!;
    expect(lotto.map((m) => m.vendor)).toEqual(['SABA']);
  });

  it('the generic relay still answers its names and 404s unknown ones', async () => {
    expect((await relay('MCSFE_getBanners')).env.success).toBe(true);
    expect((await relay('NOPE_unknown')).res.status).toBe(404);
  });
});

describe('seeded lobby of both merchants', () => {
  const CATEGORIES = ['SPORTS', 'LIVE', 'RNG', 'TABLE', 'FISH', 'PVP', 'CRASH', 'ARCADE', 'ELOTT', 'LOTT'];
  for (const origin of [DEMO, LOTTO]) {
    it(`${origin} has a lane for every category and a banner of every linkage type`, async () => {
      const lanes = (await relay<GameLane[]>('GCSGAME_getGameLanes', '', origin)).env.value!;
      expect(lanes.map((l) => l.title).sort()).toEqual([...CATEGORIES].sort());
      const banners = (await relay<Banner[]>('MCSFE_getBanners', '', origin)).env.value!;
      const home = banners.filter((b) => b.groupName === 'm_home');
      expect(new Set(home.map((b) => b.linkageType))).toEqual(new Set(['P', 'URL', 'G']));
      const urls = home.filter((b) => b.linkageType === 'URL').map((b) => b.linkage);
      expect(urls.some((u) => u.startsWith('/m/'))).toBe(true);
      expect(urls.some((u) => /^https:\/\/[a-z]+\.(demo|lotto)\.localhost\//.test(u))).toBe(true);
      expect(urls.some((u) => u.startsWith('https://www.example.org/'))).toBe(true);
      const games = home.filter((b) => b.linkageType === 'G').map((b) => b.gameType);
      expect(games).toContain('ELOTT');
      expect(games).toContain('RNG');
      expect(banners.some((b) => b.groupName === 'm_invite')).toBe(true);
    });
  }

  it('the CDN draws every new banner and card image', async () => {
    const banners = (await relay<Banner[]>('MCSFE_getBanners', '', LOTTO)).env.value!;
    for (const b of banners) expect((await call(s.app, b.url)).status, b.url).toBe(200);
  });
});

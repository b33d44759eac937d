import { describe, expect, it } from 'vitest';
import type { AnnouncementLists } from '../../contract/content.ts';
import type { GameListPage, GameMatchGroup, HotGames, NewGameVendorAnswer, TrialLaunchAnswer } from '../../contract/games.ts';
import { nodeIdOf } from '../../server/routes/wps/game-catalog.ts';
import { call, DEMO, envelope, LOTTO, useApp } from './helpers.ts';

const s = useApp();

const relay = async <T>(name: string, query = '', origin = DEMO) => {
  const res = await call(s.app, `${origin}/wps/relay/${name}${query}`, { headers: { Merchant: origin === DEMO ? 'demo' : 'lotto' } });
  return { res, env: await envelope<T>(res) };
};

describe('GCS_gameTrialLaunch', () => {
  it('lets a guest try a free-play game: value.content.game_url of a trial demo (production-wire C4)', async () => {
    const { res, env } = await relay<TrialLaunchAnswer>('GCS_gameTrialLaunch', `?gameId=PG-fortune-tiger&nodeId=${nodeIdOf('PG-fortune-tiger')}&platform=html5`);
    expect(env.success).toBe(true);
    expect(Object.keys(env.value!)).toEqual(['content']);
    const url = new URL(env.value!.content.game_url!);
    expect(url.pathname).toBe('/demo-games/rng');
    expect(url.searchParams.get('mode')).toBe('trial');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    // The node id names the game; Tessera's earlier empty nodeId still finds it by gameId.
    const byNode = await relay<TrialLaunchAnswer>('GCS_gameTrialLaunch', `?gameId=x&nodeId=${nodeIdOf('PG-fortune-tiger')}&platform=html5`);
    expect(new URL(byNode.env.value!.content.game_url!).searchParams.get('game')).toBe('PG-fortune-tiger');
    expect((await relay('GCS_gameTrialLaunch', '?gameId=PG-fortune-tiger&nodeId=&platform=html5')).env.success).toBe(true);
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
  it('GCSGAME_newGameVendor answers production\'s value.data.lanes: providers as cards, no ordinal (C5)', async () => {
    const { env } = await relay<NewGameVendorAnswer>('GCSGAME_newGameVendor', '?platform=html5&ext=webp');
    const lanes = env.value!.data.lanes;
    expect(lanes.map((l) => l.title)).toEqual(['SPORTS', 'LIVE', 'RNG', 'TABLE', 'FISH', 'PVP', 'CRASH', 'ARCADE', 'ELOTT', 'LOTT']);
    const rng = lanes.find((l) => l.title === 'RNG')!;
    expect(Object.keys(rng).sort()).toEqual(['cards', 'gameClassify', 'gameCount', 'title']);
    expect(rng.cards).toEqual([
      { accountTypeName: 'PG', displayName: 'PG Soft', freeplay: true }, { accountTypeName: 'JILI', displayName: 'JILI', freeplay: true },
    ]);
    expect(rng.gameClassify).toEqual([{ vendors: ['PG', 'JILI'] }]);
    expect(rng.gameCount).toBe(5);
    expect((await relay('GCSGAME_newGameVendor', '?platform=flash')).res.status).toBe(400);
  });

  it('GCSGAME_gameList pages a category\'s games as value{games, pageNum, totalPages} (C6), by provider and name too', async () => {
    const page = async (q: string) => (await relay<GameListPage>('GCSGAME_gameList', `?merchant=demo&platform=html5&language=EN${q}`)).env.value!;
    const first = await page('&gameType=RNG&pageNo=1&pageSize=2');
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(3);
    expect(first.games[0]).toEqual({
      nodeId: nodeIdOf('PG-fortune-tiger'), nodeName: 'Fortune Tiger', roomId: '', vassalage: 'PG', supportPlay: 0, gameId: 'PG-fortune-tiger',
      gameType: 'RNG', imageUrl: 'http://localhost/cdn/demo/games/PG-fortune-tiger.png',
    });
    expect((await page('&gameType=RNG&pageNo=3&pageSize=2')).games.map((g) => g.gameId)).toEqual(['JILI-golden-empire']);
    expect((await page('&gameType=RNG&vassalage=JILI')).games.map((g) => g.nodeName)).toEqual(['Super Ace', 'Golden Empire']);
    expect((await page('&gameName=super')).games.map((g) => g.nodeName)).toEqual(['Super Ace']);
    expect((await page('&isNew=true')).games.every((g) => ['SPRIBE', 'TCG_SEA'].includes(g.vassalage))).toBe(true);
    // Tessera's older query: category reads as gameType.
    expect((await relay<GameListPage>('GCSGAME_gameList', '?category=crash')).env.value!.games.map((g) => g.vassalage)).toEqual(['SPRIBE', 'SPRIBE']);
    expect((await relay('GCSGAME_gameList', '?pageSize=0')).res.status).toBe(400);
    expect((await relay('GCSGAME_gameList', '?pageSize=500')).res.status).toBe(400);
  });

  it('GCSGAME_getGameMatchV2 answers groups of matchList (C7)', async () => {
    const demo = (await relay<GameMatchGroup[]>('GCSGAME_getGameMatchV2')).env.value!;
    const matches = demo.flatMap((g) => g.matchList);
    expect(matches.length).toBe(3);
    expect(matches[0]).toEqual({
      matchId: 'm-101', leagueId: 'Premier League', vendor: 'SBO', gameId: 'SBO-football', nodeId: nodeIdOf('SBO-football'),
      matchTime: Date.parse('2030-05-01T19:00:00Z'), league: 'Premier League', homeTeam: 'Arsenal', awayTeam: 'Chelsea',
      moneyLine: { homeTeamOdds: 2.1, awayTeamOdds: 3.2 },
    });
    const lotto = (await relay<GameMatchGroup[]>('GCSGAME_getGameMatchV2', '', LOTTO)).env.value!;
    expect(lotto.flatMap((g) => g.matchList).map((m) => m.vendor)).toEqual(['SABA']);
  });

  it('GCSGAME_hotGamesV2 answers value.hotFreshnessData, totalPages and totalCount (C8)', async () => {
    const q = '?isPlatform=2&language=EN&platform=html5&hotType=1&merchantCode=demo';
    const hot = (await relay<HotGames>('GCSGAME_hotGamesV2', `${q}&pageNo=1&pageSize=2`)).env.value!;
    expect(hot.totalCount).toBe(3);
    expect(hot.totalPages).toBe(2);
    expect(hot.hotFreshnessData.map((g) => g.gameId)).toEqual(['PG-fortune-tiger', 'SPRIBE-aviator']);
    expect((await relay<HotGames>('GCSGAME_hotGamesV2', q, LOTTO)).env.value!.hotFreshnessData.map((g) => g.gameId))
      .toEqual(['TCG_LOTTO_VN-mega-6-45', 'PG-fortune-ox']);
  });

  it('the relay router 404s unknown names, Tessera\'s retired lobby calls included', async () => {
    for (const name of ['NOPE_unknown', 'MCSFE_getBanners', 'GCSGAME_getGameLanes']) expect((await relay(name)).res.status, name).toBe(404);
  });
});

describe('seeded lobby of both merchants', () => {
  const CATEGORIES = ['SPORTS', 'LIVE', 'RNG', 'TABLE', 'FISH', 'PVP', 'CRASH', 'ARCADE', 'ELOTT', 'LOTT'];
  for (const origin of [DEMO, LOTTO]) {
    it(`${origin} has a lane for every category and a banner of every linkage type`, async () => {
      const lanes = (await relay<NewGameVendorAnswer>('GCSGAME_newGameVendor', '?platform=html5', origin)).env.value!.data.lanes;
      expect(lanes.map((l) => l.title).sort()).toEqual([...CATEGORIES].sort());
      const banners = (await relay<AnnouncementLists>('CCSFE_getListAnnouncements', '?types=B&platform=M', origin)).env.value!.banners!;
      const home = banners.filter((b) => b.groupName === 'm_home');
      expect(new Set(home.map((b) => b.linkageType))).toEqual(new Set(['P', 'URL', 'G']));
      const urls = home.filter((b) => b.linkageType === 'URL').map((b) => b.linkage ?? '');
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
    const banners = (await relay<AnnouncementLists>('CCSFE_getListAnnouncements', '?types=B&platform=M', LOTTO)).env.value!.banners!;
    for (const b of banners) expect((await call(s.app, b.url)).status, b.url).toBe(200);
    const games = (await relay<GameListPage>('GCSGAME_gameList', '?pageNo=1&pageSize=100', LOTTO)).env.value!.games;
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) expect((await call(s.app, g.imageUrl!)).status, g.imageUrl).toBe(200);
  });
});

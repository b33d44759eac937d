import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askLaneGames, getLaneList, HOT_LANE, lanesOf } from '../../../src/api/game.ts';
import { cardOf, getGamePage, laneCardsOf } from '../../../src/api/gamePages.ts';
import { getGameMatches, launchGame, launchUrlOf, matchesOf, trialLaunch } from '../../../src/api/gameWire.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { json, okEnv, resetAll, stubFetch, type FetchCall } from './fetchStub.ts';

const who = { merchant: 'acme', language: 'TH' };
const query = (c: FetchCall) => Object.fromEntries(new URL(c.url, 'https://x.example').searchParams);
const path = (c: FetchCall) => new URL(c.url, 'https://x.example').pathname;
const item = (over: Record<string, unknown> = {}) => ({ nodeId: 4021, nodeName: 'Fortune Ox', vassalage: 'PG', supportPlay: 0, gameType: 'RNG', ...over });

describe('game endpoint functions (production-wire C1, C4-C8)', () => {
  beforeEach(() => {
    resetAll();
    configureClient({ getToken: () => 'tok', getLanguage: () => 'TH', getMerchant: () => 'acme', onAlert: vi.fn(), onSessionExpired: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('launchGame reads value.content.game_url (GLS), then game_url2, then value.gameUrl (lottery)', async () => {
    const answers = [{ content: { game_url: 'https://g.example/a' } }, { content: { game_url: '', game_url2: 'https://g.example/b' } }, { gameUrl: 'https://g.example/c' }, { content: {} }];
    let i = 0;
    const calls = stubFetch(() => json(okEnv(answers[i++])));
    const q = { confirmTrans: '0', launchMode: 'GLS', platform: 'html5', clientType: '2', gameId: 'g', nodeId: '1', accountType: '1', vassalage: 'PG', merchantCode: 'acme', language: 'TH', webView: 'false' } as const;
    const urls = [];
    for (let n = 0; n < 4; n++) urls.push((await launchGame(q)).value?.gameUrl);
    expect(urls).toEqual(['https://g.example/a', 'https://g.example/b', 'https://g.example/c', '']);
    expect(path(calls[0]!)).toBe('/wps/game/launchGame');
    expect(query(calls[0]!)).toEqual(q);
    expect(calls[0]!.headers.Authorization).toBe('tok');
  });

  it('trialLaunch sends gameId, nodeId and platform html5, and reads value.content.game_url', async () => {
    const calls = stubFetch(() => json(okEnv({ content: { game_url: 'https://g.example/t' } })));
    const env = await trialLaunch('PG-x', '4021');
    expect(env.value).toEqual({ gameUrl: 'https://g.example/t' });
    expect(calls[0]!.method).toBe('GET');
    expect(path(calls[0]!)).toBe('/wps/relay/GCS_gameTrialLaunch');
    expect(query(calls[0]!)).toEqual({ gameId: 'PG-x', nodeId: '4021', platform: 'html5' });
  });

  it('getLaneList: the agreed newGameVendor query (one call, no game lists), providers from the cards, ordinals from 100', async () => {
    const calls = stubFetch(() => json(okEnv({ data: { lanes: [
      { title: 'rng', cards: [{ accountTypeName: 'PG', displayName: 'PG Soft', freeplay: true }], gameClassify: [{ vendors: ['PG'] }], gameCount: 3 },
      { title: 'LIVE', cards: [{ accountTypeName: 'evo', displayName: 'Evolution', freeplay: false }], gameClassify: [{ vendors: ['EVO'] }], gameCount: 1 },
    ] } })));
    const lanes = await getLaneList();
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', '/wps/relay/GCSGAME_newGameVendor?platform=html5']]);
    expect(lanes).toEqual([
      { title: 'RNG', ordinal: 100, gameCount: 3, gameClassify: [{ vendor: 'PG', name: 'PG Soft' }], cards: [] },
      { title: 'LIVE', ordinal: 200, gameCount: 1, gameClassify: [{ vendor: 'EVO', name: 'Evolution' }], cards: [] },
    ]);
  });

  it('getGamePage: a lane\'s first page is production\'s gameList query, mapped to tiles with their node id', async () => {
    const calls = stubFetch(() => json(okEnv({ games: [item(), { bad: true }], pageNum: 1, totalPages: 3 })));
    const page = await getGamePage({ category: 'RNG', pageNo: 1 }, who);
    expect(path(calls[0]!)).toBe('/wps/relay/GCSGAME_gameList');
    expect(query(calls[0]!)).toEqual({ merchant: 'acme', platform: 'html5', language: 'TH', gameType: 'RNG', pageNo: '1', pageSize: '24' });
    expect(page).toEqual({ pageNum: 1, totalPages: 3, cards: [
      { gameId: '4021', nodeId: '4021', vendor: 'PG', displayName: 'Fortune Ox', accountTypeName: 'PG', freeplay: true, image: '', category: 'RNG' },
    ] });
  });

  it('a lane list without data.lanes is null, not a crash', async () => {
    stubFetch(() => json(okEnv([{ title: 'RNG' }])));
    expect(await getLaneList()).toBeNull();
  });

  it('getGamePage sends the provider as vassalage and reads pageNum and totalPages', async () => {
    const calls = stubFetch(() => json(okEnv({ games: [item({ gameId: 'PG-ox', imageUrl: 'https://cdn.example/ox.png' })], pageNum: 2, totalPages: 5 })));
    const page = await getGamePage({ category: 'RNG', pageNo: 2, vendor: 'PG' }, who);
    expect(query(calls[0]!)).toMatchObject({ gameType: 'RNG', pageNo: '2', vassalage: 'PG', pageSize: '24' });
    expect(page).toMatchObject({ pageNum: 2, totalPages: 5, cards: [{ gameId: 'PG-ox', nodeId: '4021', image: 'https://cdn.example/ox.png', category: 'RNG' }] });
    resetAll();
    stubFetch(() => json(okEnv({ pageNum: 1 })));
    expect(await getGamePage({ category: 'RNG', pageNo: 1 }, who)).toBeNull();
  });

  /** What the lobby does for a lane (state/lobby.ts): the request goes out first, the tiles' code maps the answer. */
  const laneGames = async (title: string) => laneCardsOf(title, await askLaneGames(title, who));

  it('a lobby lane\'s first page is production\'s gameList query, read as tiles', async () => {
    const calls = stubFetch(() => json(okEnv({ games: [item(), { bad: true }], pageNum: 1, totalPages: 3 })));
    expect((await laneGames('RNG'))?.map((g) => [g.displayName, g.category])).toEqual([['Fortune Ox', 'RNG']]);
    expect(path(calls[0]!)).toBe('/wps/relay/GCSGAME_gameList');
    expect(query(calls[0]!)).toEqual({ merchant: 'acme', platform: 'html5', language: 'TH', gameType: 'RNG', pageNo: '1', pageSize: '24' });
    resetAll();
    stubFetch(() => json(okEnv({ pageNum: 1 })));
    expect(await laneGames('RNG')).toBeNull();
  });

  it('the lobby\'s hot lane sends production\'s hotGamesV2 query and reads value.hotFreshnessData', async () => {
    const calls = stubFetch(() => json(okEnv({ hotFreshnessData: [item(), 'junk'], totalPages: 1, totalCount: 1 })));
    const hot = await laneGames(HOT_LANE);
    expect(path(calls[0]!)).toBe('/wps/relay/GCSGAME_hotGamesV2');
    expect(query(calls[0]!)).toEqual({ isPlatform: '2', language: 'TH', platform: 'html5', hotType: '1', pageNo: '1', pageSize: '12', merchantCode: 'acme' });
    expect(hot?.map((g) => g.displayName)).toEqual(['Fortune Ox']);
    resetAll();
    stubFetch(() => json(okEnv({ totalCount: 0 })));
    expect(await laneGames(HOT_LANE)).toEqual([]);
    resetAll();
    // An unusable answer is a failure (the lane steps aside), not an empty list.
    stubFetch(() => json(okEnv(null)));
    expect(await laneGames(HOT_LANE)).toBeNull();
  });

  it('getGameMatches flattens the groups\' matchList into matches', async () => {
    stubFetch(() => json(okEnv([{ league: 'EPL', matchList: [
      { matchId: 'm1', vendor: 'SBO', gameId: 'SBO-f', nodeId: 7, matchTime: Date.UTC(2030, 4, 1, 19), league: 'EPL', homeTeam: 'A', awayTeam: 'B', moneyLine: { homeTeamOdds: 2.1, awayTeamOdds: 3.2 } },
      { matchId: 'm2', vendor: 'SBO' },
    ] }, { matchList: 'x' }])));
    expect(await getGameMatches()).toEqual([{
      matchId: 'm1', vendor: 'SBO', gameId: 'SBO-f', nodeId: '7', league: 'EPL', home: 'A', away: 'B', startTime: '2030-05-01T19:00:00.000Z', odds: { home: 2.1, away: 3.2 },
    }]);
  });
});

describe('game wire mapping (hostile answers)', () => {
  it('never throws on junk and drops what it cannot show', () => {
    for (const junk of [null, 1, 'x', [], {}, { data: null }, { data: { lanes: 'x' } }]) expect(() => lanesOf(junk)).not.toThrow();
    expect(lanesOf({ data: { lanes: [null, { title: '' }, { title: 'RNG', cards: [null, { accountTypeName: 7 }] }, { title: 'rng' }] } }))
      .toEqual([{ title: 'RNG', ordinal: 100, cards: [], gameClassify: [{ vendor: '7', name: '' }], gameCount: 0 }]);
    expect(cardOf({ nodeId: 1, vassalage: 'PG' }, 'RNG')).toBeNull();
    expect(cardOf(item({ supportPlay: 1 }), 'X')?.freeplay).toBe(false);
    expect(launchUrlOf({ content: 'x' })).toBeNull();
    expect(matchesOf({ matchList: [] })).toEqual([]);
  });
});

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import type { GameLaunchResult } from '../../contract/games.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { merchantContext } from '../../server/http/merchant-context.ts';
import { onError } from '../../server/http/reply.ts';
import { SLOW_LAUNCH_GAME_CODE } from '../../server/merchants/seed/games.ts';
import { gameRoutes } from '../../server/routes/wps/game.ts';
import { nodeIdOf } from '../../server/routes/wps/game-catalog.ts';
import { call, captureLogs, DEMO, envelope, login, LOTTO, useApp } from './helpers.ts';

const { warned, log } = captureLogs();
const s = useApp(log);

const LOTTO_OPTS = 'lottoArea=VN&launchMode=LOTT&lottoView=betting';
const launch = async (query: string, token: string | null, origin = DEMO) => {
  const headers: Record<string, string> = { Merchant: new URL(origin).hostname === 'localhost' ? 'demo' : 'lotto' };
  if (token) headers.Authorization = token;
  const res = await call(s.app, `${origin}/wps/game/launchGame?${query}`, { headers });
  return { res, env: await envelope<GameLaunchResult>(res) };
};
const back = (origin = DEMO) => encodeURIComponent(`${origin}/m/home`);

describe('GET /wps/game/launchGame', () => {
  it('refuses guests with customer.not.login and unknown tokens with user.or.token.invalid', async () => {
    const anon = await launch(`vendor=PG&gameCode=PG-fortune-tiger&device=MOBILE&backUrl=${back()}`, null);
    expect(anon.res.status).toBe(401);
    expect(anon.env.code).toBe(CODES.customerNotLogin);
    const bad = await launch(`vendor=PG&gameCode=PG-fortune-tiger&device=MOBILE&backUrl=${back()}`, 'f'.repeat(64));
    expect(bad.env.code).toBe(CODES.userOrTokenInvalid);
  });

  it('launches a seeded game for a member: the answer points at the demo page of its category', async () => {
    const { token } = await login(s.app, 'player01');
    const { env } = await launch(`vendor=PG&gameCode=PG-fortune-tiger&device=MOBILE&hasLobby=false&language=EN&backUrl=${back()}`, token);
    expect(env.success).toBe(true);
    const url = new URL(env.value!.gameUrl);
    expect(url.origin).toBe(DEMO);
    expect(url.pathname).toBe('/demo-games/rng');
    expect(url.searchParams.get('game')).toBe('PG-fortune-tiger');
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('backUrl')).toBe(`${DEMO}/m/home`);
  });

  it('answers game.not.found for a game of another merchant or a wrong vendor', async () => {
    const { token } = await login(s.app, 'player01');
    expect((await launch(`vendor=PG&gameCode=PG-fortune-ox&device=MOBILE&backUrl=${back()}`, token)).env.code).toBe('game.not.found');
    expect((await launch(`vendor=JILI&gameCode=PG-fortune-tiger&device=MOBILE&backUrl=${back()}`, token)).env.code).toBe('game.not.found');
  });

  describe('backUrl: only the merchant\'s own hosts, on the request\'s scheme and port', () => {
    const q = (b: string, game = 'vendor=PG&gameCode=PG-fortune-tiger') => `${game}&device=MOBILE&backUrl=${encodeURIComponent(b)}`;
    const backOf = (env: { value: GameLaunchResult | null }) => new URL(env.value!.gameUrl).searchParams.get('backUrl');
    const VN = `vendor=TCG_LOTTO_VN&gameCode=TCG_LOTTO_VN-mega-6-45&${LOTTO_OPTS}&prizeMode=Lotto`;
    const hostile = [
      'https://evil.example/m/home', '//evil.example/m/home', '///evil.example/m/home', '/\\evil.example/m/home',
      'http://localhost.evil.example/m/home', 'http://evil.example#@localhost/m/home', 'http://localhost@evil.example/m/home',
      'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'JaVaScRiPt:alert(1)',
      'http://localhost:8080/m/home', 'https://localhost/m/home', 'ftp://localhost/m/home', 'http://user:pw@localhost/m/home',
      'http://www.lotto.localhost/m/home', 'http://aff7.demo.localhost:8080/m/home', 'home', 'evil.example/m/home', '/wps/x',
    ];

    it.each(hostile)('replaces %j with the merchant\'s home on the request origin and logs it', async (foreign) => {
      const { token } = await login(s.app, 'player01');
      const before = warned.length;
      for (const query of [q(foreign), q(foreign, VN)]) {
        const { res, env } = await launch(query, token);
        expect(res.status, foreign).toBe(200);
        expect(backOf(env), foreign).toBe(`${DEMO}/m/home`);
      }
      expect(warned.slice(before).filter((l) => l.includes('backUrl replaced'))).toHaveLength(2);
      expect(warned.join('\n')).not.toContain(foreign);
    });

    it('keeps /m/ paths (made absolute on the request origin), the request host and the merchant\'s other hosts', async () => {
      const { token } = await login(s.app, 'player01');
      expect(backOf((await launch(q('/m/sports?tab=1'), token)).env)).toBe(`${DEMO}/m/sports?tab=1`);
      expect(backOf((await launch(q(`${DEMO}/m/deposit`), token)).env)).toBe(`${DEMO}/m/deposit`);
      expect(backOf((await launch(q('http://aff7.demo.localhost/m/home'), token)).env)).toBe('http://aff7.demo.localhost/m/home');
    });

    it('compares scheme and port with the request\'s own', async () => {
      const { token } = await login(s.app, 'player01');
      const origin = 'http://localhost:8080';
      expect(backOf((await launch(q(`${origin}/m/home`), token, origin)).env)).toBe(`${origin}/m/home`);
      expect(backOf((await launch(q('http://aff7.demo.localhost:8080/m/x'), token, origin)).env)).toBe('http://aff7.demo.localhost:8080/m/x');
      expect(backOf((await launch(q('http://localhost/m/home'), token, origin)).env)).toBe(`${origin}/m/home`);
      expect(backOf((await launch(q('http://localhost:8081/m/home'), token, origin)).env)).toBe(`${origin}/m/home`);
    });
  });

  it('lottery launches need the lotto options; TCG_LOTTO_VN also needs prizeMode, TCG_SEA does not', async () => {
    const { token } = await login(s.app, 'player01');
    const vn = `vendor=TCG_LOTTO_VN&gameCode=TCG_LOTTO_VN-mega-6-45&device=MOBILE&hasLobby=true&timeout=10000&backUrl=${back()}`;
    expect((await launch(vn + '&prizeMode=Lotto', token)).res.status).toBe(400);
    expect((await launch(`${vn}&${LOTTO_OPTS}`, token)).env.message).toMatch(/prizeMode/);
    const ok = await launch(`${vn}&${LOTTO_OPTS}&prizeMode=Lotto&labelName=Gold&lottoGameCode=TCG_LOTTO_VN-mega-6-45&title=Mega`, token);
    expect(ok.env.success).toBe(true);
    expect(new URL(ok.env.value!.gameUrl).searchParams.get('view')).toBe('betting');
    const sea = await launch(`vendor=TCG_SEA&gameCode=TCG_SEA-thai-lottery&device=MOBILE&hasLobby=true&timeout=10000&backUrl=${back()}&lottoArea=VN&launchMode=LOTT&lottoView=lobby`, token);
    expect(sea.env.success).toBe(true);
    expect(new URL(sea.env.value!.gameUrl).pathname).toBe('/demo-games/lott');
  });

  it('answers production\'s GLS form with value.content.game_url (production-wire C1)', async () => {
    const { token } = await login(s.app, 'player01');
    const gls = (id: string, node: string) => `confirmTrans=0&launchMode=GLS&platform=html5&clientType=2&gameId=${id}&nodeId=${node}&accountType=1&vassalage=PG&merchantCode=demo&language=EN&webView=false`;
    const { env } = await launch(gls('PG-fortune-tiger', nodeIdOf('PG-fortune-tiger')), token);
    const value = env.value as unknown as { content: { game_url: string } };
    expect(Object.keys(value)).toEqual(['content']);
    const url = new URL(value.content.game_url);
    expect(url.pathname).toBe('/demo-games/rng');
    expect(url.searchParams.get('game')).toBe('PG-fortune-tiger');
    expect(url.searchParams.get('backUrl')).toBe(`${DEMO}/m/home`);
    // The node id wins over a stale game id; either alone is enough.
    expect((await launch(gls('x', nodeIdOf('PG-fortune-tiger')), token)).env.success).toBe(true);
    expect((await launch(gls('PG-fortune-tiger', ''), token)).env.success).toBe(true);
    expect((await launch(gls('nope', '1'), token)).env.code).toBe('game.not.found');
    // A lottery is never launched by GLS.
    expect((await launch(`launchMode=GLS&gameId=TCG_LOTTO_VN-mega-6-45&vassalage=TCG_LOTTO_VN`, token)).res.status).toBe(400);
  });

  it('answers production\'s VN and SEA lottery forms with value.gameUrl (C2, C3); the lobby view needs no code', async () => {
    const { token } = await login(s.app, 'player01');
    const common = `launchMode=LOTT&device=MOBILE&backUrl=${back()}&hasLobby=true&language=VI&title=Mega`;
    const vn = await launch(`lottoArea=VN&lottoPrizeMode=Elott&lottoGameCode=TCG_LOTTO_VN-mega-6-45&lottoView=betting&labelName=Gold&${common}`, token);
    expect(new URL(vn.env.value!.gameUrl).searchParams.get('game')).toBe('TCG_LOTTO_VN-mega-6-45');
    const lobby = await launch(`lottoArea=VN&lottoPrizeMode=Lott&lottoView=lobby&${common}`, token);
    expect(new URL(lobby.env.value!.gameUrl).searchParams.get('view')).toBe('lobby');
    expect((await launch(`lottoArea=VN&lottoGameCode=TCG_LOTTO_VN-mega-6-45&lottoView=betting&${common}`, token)).env.message).toMatch(/lottoPrizeMode/);
    const sea = await launch(`lottoMode=SEA_Tradition_Mobile&lottoGameCode=TCG_SEA-thai-lottery&lottoView=betting&${common}`, token);
    expect(new URL(sea.env.value!.gameUrl).pathname).toBe('/demo-games/lott');
    expect((await launch(`lottoMode=SEA_Tradition_Mobile&lottoArea=VN&lottoView=betting&${common}`, token)).res.status).toBe(400);
    expect((await launch(`lottoMode=Other&lottoView=betting&${common}`, token)).res.status).toBe(400);
  });

  it('validates every field at the edge', async () => {
    const { token } = await login(s.app, 'player01');
    for (const q of [
      `vendor=PG&gameCode=PG-fortune-tiger&device=DESKTOP&backUrl=${back()}`,
      `vendor=PG&gameCode=a%20b&device=MOBILE&backUrl=${back()}`,
      `vendor=PG&gameCode=PG-fortune-tiger&device=MOBILE`,
      `vendor=PG&gameCode=PG-fortune-tiger&device=MOBILE&backUrl=${back()}&lottoView=grid`,
    ]) expect((await launch(q, token)).res.status, q).toBe(400);
  });

  it('works on the lotto merchant with its own member, not with a demo token', async () => {
    const demoToken = (await login(s.app, 'player01')).token;
    const lottoToken = (await login(s.app, 'lottoplayer', LOTTO, 'lotto')).token;
    const q = `vendor=PG&gameCode=PG-fortune-ox&device=MOBILE&backUrl=${back(LOTTO)}`;
    expect((await launch(q, demoToken, LOTTO)).res.status).toBe(401);
    expect((await launch(q, lottoToken, LOTTO)).env.success).toBe(true);
  });

  it('holds the slow-launch fixture for the configured time before answering', async () => {
    const app = new Hono<AppEnv>();
    app.onError(onError({ logError: () => undefined, logWarn: () => undefined }));
    app.use('/wps/*', merchantContext(s.db));
    app.route('/', gameRoutes({ db: s.db, now: Date.now } as never, { slowLaunchMs: 300 }));
    const { token } = await login(s.app, 'player01');
    const started = Date.now();
    const res = await app.request(`${DEMO}/wps/game/launchGame?vendor=TCG_LOTTO_VN&gameCode=${SLOW_LAUNCH_GAME_CODE}&device=MOBILE&backUrl=${back()}&${LOTTO_OPTS}&prizeMode=Lotto`, { headers: { Merchant: 'demo', Authorization: token } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect((await envelope<GameLaunchResult>(res)).value?.gameUrl).toContain('/demo-games/elott');
  });
});

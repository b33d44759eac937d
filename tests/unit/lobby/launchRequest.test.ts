import { describe, expect, it } from 'vitest';
import { launchQuery, parseLaunch } from '../../../src/lobby/launchRequest.ts';
import { startGameBlocked } from '../../../src/lobby/startGameRule.ts';

const ORIGIN = 'https://www.acme.example';
const extras = { origin: ORIGIN, language: 'EN', labelName: 'Gold', title: 'Mega 6/45', merchantCode: 'acme' };

describe('parseLaunch (the /m/launchGame query)', () => {
  it('reads vendor, code, playType, backUrl and lottoView', () => {
    expect(parseLaunch('?vendor=PG&code=PG-x&backUrl=%2Fm%2Fsports&playType=trial', ORIGIN)).toEqual({
      vendor: 'PG', code: 'PG-x', prizeMode: null, lottery: false, lottoView: 'betting', trial: true, nodeId: '', matchId: null, backUrl: '/m/sports',
    });
    expect(parseLaunch('?vendor=PG&code=PG-x&nodeId=4021', ORIGIN)?.nodeId).toBe('4021');
    expect(parseLaunch('?vendor=PG&code=PG-x&nodeId=%3Cx%3E', ORIGIN)?.nodeId).toBe('');
  });

  it('carries a sports match into the launch call; a malformed one opens the game without it', () => {
    const r = parseLaunch('?vendor=SBO&code=SBO-football&matchId=m-101', ORIGIN)!;
    expect(r.matchId).toBe('m-101');
    expect(launchQuery(r, extras)).toMatchObject({ matchId: 'm-101' });
    const bad = parseLaunch('?vendor=SBO&code=SBO-football&matchId=%3Cx%3E', ORIGIN)!;
    expect(bad.matchId).toBeNull();
    expect('matchId' in launchQuery(bad, extras)).toBe(false);
  });

  it('prize_mode means TCG_LOTTO_VN, a lottery; TCG_SEA and a lottoView also make a lottery', () => {
    expect(parseLaunch('?prize_mode=Lotto&code=K&lottoView=lobby', ORIGIN)).toMatchObject({ vendor: 'TCG_LOTTO_VN', lottery: true, prizeMode: 'Lotto', lottoView: 'lobby' });
    expect(parseLaunch('?vendor=TCG_SEA&code=K', ORIGIN)).toMatchObject({ lottery: true, lottoView: 'betting' });
    expect(parseLaunch('?vendor=ABC&code=K&lottoView=betting', ORIGIN)?.lottery).toBe(true);
  });

  it('refuses links that cannot name a game and never follows a foreign backUrl', () => {
    for (const bad of ['', '?vendor=PG', '?code=X', '?vendor=P%20G&code=X', '?vendor=PG&code=a/b', '?prize_mode=%3Cx%3E&code=X', `?vendor=PG&code=${'x'.repeat(65)}`]) {
      expect(parseLaunch(bad, ORIGIN), bad).toBeNull();
    }
    for (const back of ['https://evil.example/m/home', '//evil.example/m/x', 'javascript:alert(1)', '/m/../x']) {
      expect(parseLaunch(`?vendor=PG&code=X&backUrl=${encodeURIComponent(back)}`, ORIGIN)?.backUrl, back).toBe('/m/home');
    }
    expect(parseLaunch('?vendor=PG&code=X&lottoView=grid', ORIGIN)?.lottoView).toBe('betting');
  });

  it('keeps an absolute backUrl only on the page\'s own scheme, host and port, and sends it on that origin', () => {
    const backOf = (back: string) => parseLaunch(`?vendor=PG&code=X&backUrl=${encodeURIComponent(back)}`, ORIGIN)?.backUrl;
    for (const back of [
      'https://www.acme.example.evil.example/m/home', 'http://www.acme.example/m/home', 'https://www.acme.example:8443/m/home',
      'https://evil.example#@www.acme.example/m/home', 'https://www.acme.example@evil.example/m/home', 'ftp://www.acme.example/m/home',
      'data:text/html,x', '/\\evil.example/m/home', 'https://www.acme.example/wps/x',
    ]) expect(backOf(back), back).toBe('/m/home');
    expect(backOf(`${ORIGIN}/m/sports?tab=2`)).toBe('/m/sports?tab=2');
    const r = parseLaunch(`?vendor=TCG_SEA&code=X&backUrl=${encodeURIComponent('https://evil.example/m/x')}`, ORIGIN)!;
    expect(launchQuery(r, extras)).toMatchObject({ backUrl: `${ORIGIN}/m/home` });
  });
});

describe('launchQuery (GET /wps/game/launchGame, production-wire C1-C3)', () => {
  it('a normal game sends production\'s GLS form: gameId, nodeId, vassalage, merchantCode; no backUrl or vendor', () => {
    const q = launchQuery(parseLaunch('?vendor=PG&code=PG-x&nodeId=4021', ORIGIN)!, extras);
    expect(q).toEqual({
      confirmTrans: '0', launchMode: 'GLS', platform: 'html5', clientType: '2', gameId: 'PG-x', nodeId: '4021', accountType: '1',
      vassalage: 'PG', merchantCode: 'acme', language: 'EN', webView: 'false',
    });
  });

  it('TCG_LOTTO_VN sends lottoArea VN, lottoPrizeMode and labelName; no vendor, gameCode, prizeMode or timeout', () => {
    const q = launchQuery(parseLaunch('?prize_mode=Elott&code=M&lottoView=betting', ORIGIN)!, extras);
    expect(q).toEqual({
      lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Elott', lottoGameCode: 'M', lottoView: 'betting', device: 'MOBILE',
      backUrl: `${ORIGIN}/m/home`, hasLobby: 'true', language: 'EN', title: 'Mega 6/45', labelName: 'Gold',
    });
  });

  it('the lobby view leaves lottoGameCode out', () => {
    const q = launchQuery(parseLaunch('?prize_mode=Lott&code=M&lottoView=lobby', ORIGIN)!, extras);
    expect(q).toMatchObject({ lottoView: 'lobby', hasLobby: 'true' });
    expect(q).not.toHaveProperty('lottoGameCode');
  });

  it('TCG_SEA sends lottoMode instead of lottoArea, without prize mode or labelName', () => {
    const q = launchQuery(parseLaunch('?vendor=TCG_SEA&code=T', ORIGIN)!, extras);
    expect(q).toEqual({
      lottoMode: 'SEA_Tradition_Mobile', launchMode: 'LOTT', lottoGameCode: 'T', lottoView: 'betting', device: 'MOBILE',
      backUrl: `${ORIGIN}/m/home`, hasLobby: 'true', language: 'EN', title: 'Mega 6/45',
    });
  });
});

describe('label_start_game_error rule (spec section 5)', () => {
  it('blocks a lottery only with STARTGAMEINAPP3 on, outside the app and the home screen', () => {
    expect(startGameBlocked(true, true, { inApp: false, homescreen: false })).toBe(true);
    expect(startGameBlocked(true, true, { inApp: true, homescreen: false })).toBe(false);
    expect(startGameBlocked(true, true, { inApp: false, homescreen: true })).toBe(false);
    expect(startGameBlocked(true, false, { inApp: false, homescreen: false })).toBe(false);
    expect(startGameBlocked(false, true, { inApp: false, homescreen: false })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { launchQuery, parseLaunch } from '../../../src/lobby/launchRequest.ts';
import { startGameBlocked } from '../../../src/lobby/startGameRule.ts';

const ORIGIN = 'https://www.acme.example';
const extras = { origin: ORIGIN, language: 'EN', labelName: 'Gold', title: 'Mega 6/45' };

describe('parseLaunch (the /m/launchGame query)', () => {
  it('reads vendor, code, playType, backUrl and lottoView', () => {
    expect(parseLaunch('?vendor=PG&code=PG-x&backUrl=%2Fm%2Fsports&playType=trial', ORIGIN)).toEqual({
      vendor: 'PG', code: 'PG-x', prizeMode: null, lottery: false, lottoView: 'betting', trial: true, matchId: null, backUrl: '/m/sports',
    });
  });

  it('carries a sports match into the launch call; a malformed one opens the game without it', () => {
    const r = parseLaunch('?vendor=SBO&code=SBO-football&matchId=m-101', ORIGIN)!;
    expect(r.matchId).toBe('m-101');
    expect(launchQuery(r, extras).matchId).toBe('m-101');
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
    const r = parseLaunch(`?vendor=PG&code=X&backUrl=${encodeURIComponent('https://evil.example/m/x')}`, ORIGIN)!;
    expect(launchQuery(r, extras).backUrl).toBe(`${ORIGIN}/m/home`);
  });
});

describe('launchQuery (GET /wps/game/launchGame)', () => {
  it('a plain game sends the common fields with an absolute backUrl, no lotto options', () => {
    const q = launchQuery(parseLaunch('?vendor=PG&code=PG-x', ORIGIN)!, extras);
    expect(q).toEqual({ vendor: 'PG', gameCode: 'PG-x', device: 'MOBILE', backUrl: `${ORIGIN}/m/home`, hasLobby: 'false', language: 'EN' });
  });

  it('TCG_LOTTO_VN adds the lotto options, prizeMode, timeout and labelName', () => {
    const q = launchQuery(parseLaunch('?prize_mode=Lotto&code=M&lottoView=lobby', ORIGIN)!, extras);
    expect(q).toEqual({
      vendor: 'TCG_LOTTO_VN', gameCode: 'M', device: 'MOBILE', backUrl: `${ORIGIN}/m/home`, hasLobby: 'true', language: 'EN',
      lottoArea: 'VN', launchMode: 'LOTT', lottoView: 'lobby', lottoGameCode: 'M', title: 'Mega 6/45',
      timeout: '10000', prizeMode: 'Lotto', labelName: 'Gold',
    });
  });

  it('TCG_SEA adds the lotto options and timeout 10000, without prizeMode or labelName', () => {
    const q = launchQuery(parseLaunch('?vendor=TCG_SEA&code=T', ORIGIN)!, extras);
    expect(q).toMatchObject({ vendor: 'TCG_SEA', timeout: '10000', launchMode: 'LOTT', lottoArea: 'VN', lottoView: 'betting', hasLobby: 'false' });
    expect(q).not.toHaveProperty('prizeMode');
    expect(q).not.toHaveProperty('labelName');
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

import { describe, expect, it } from 'vitest';
import { gameTitle, isInternalCode, providerNames } from '../../../src/lobby/providerNames.ts';
import { launchHref } from '../../../src/lobby/gameKind.ts';

describe('provider names (codes never reach the player)', () => {
  it('recognises internal codes', () => {
    for (const code of ['SBO_SPORTS', 'EVO_LIVE', 'TCG_LOTTO_VN_ELOTT', 'PG_RNG', 'x TCG_SEA y']) expect(isInternalCode(code), code).toBe(true);
    for (const name of ['SBO Sports', 'PG Soft', 'JILI', 'Mega 6/45', 'Teen_patti']) expect(isInternalCode(name), name).toBe(false);
  });

  it('maps vendors to display names: first source wins, blank and code names are left out', () => {
    const names = providerNames(
      [{ vendor: 'SBO', name: 'SBO Sports' }, { vendor: 'EVO', name: 'EVO_LIVE' }, { vendor: 'KM', name: '  ' }],
      [{ vendor: 'SBO', name: 'Other' }, { vendor: 'EVO', name: 'Evolution' }],
    );
    expect(names.get('SBO')).toBe('SBO Sports');
    expect(names.get('EVO')).toBe('Evolution');
    expect(names.has('KM')).toBe(false);
  });

  it('titles a game by its display name, never by its code', () => {
    expect(gameTitle('Mega 6/45', 'TCG_LOTTO_VN-mega-6-45')).toBe('Mega 6/45');
    expect(gameTitle(undefined, 'TCG_LOTTO_VN-mega-6-45')).toBe('');
    expect(gameTitle('PG-fortune-tiger', 'PG-fortune-tiger')).toBe('');
    expect(gameTitle('TCG_LOTTO_VN_ELOTT', 'x')).toBe('');
  });

  it('a match link names its match after the game', () => {
    const href = new URL(launchHref({ vendor: 'SBO', code: 'SBO-football', category: 'SPORTS', matchId: 'm-101' }, '/m/sports'), 'https://x.example');
    expect(href.pathname).toBe('/m/launchGame');
    expect(href.searchParams.get('code')).toBe('SBO-football');
    expect(href.searchParams.get('matchId')).toBe('m-101');
    expect(new URL(launchHref({ vendor: 'SBO', code: 'SBO-football', category: 'SPORTS' }, '/m/sports'), 'https://x.example').searchParams.has('matchId')).toBe(false);
  });
});

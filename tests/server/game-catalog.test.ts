import { describe, expect, it } from 'vitest';
import { REPOSITORY_MERCHANTS } from '../../server/config/repository-merchants.ts';
import { buildGames } from '../../server/merchants/seed/games.ts';
import { demoGameUrl, findGame, providerName } from '../../server/routes/wps/game-catalog.ts';

const CODE = /\b[A-Z0-9]+_[A-Z0-9_]+\b/;

describe('game catalogue', () => {
  it('names every provider of every seeded merchant with a display name, never a code', () => {
    for (const m of REPOSITORY_MERCHANTS) {
      for (const lane of m.config.relay.gameLanes) {
        for (const card of lane.cards) {
          const name = providerName(m, card.vendor);
          expect(name, `${m.code} ${card.vendor}`).not.toBe('');
          expect(name, `${m.code} ${card.vendor}`).not.toMatch(CODE);
          expect(card.displayName).not.toMatch(CODE);
        }
      }
    }
    const lotto = REPOSITORY_MERCHANTS.find((m) => m.code === 'lotto')!;
    expect(providerName(lotto, 'TCG_LOTTO_VN')).toBe('TCG Lotto');
    expect(providerName(lotto, 'NOPE')).toBe('');
  });

  it('refuses a seed whose provider has no display name or only a code', () => {
    expect(() => buildGames([{ title: 'RNG', vendors: [{ vendor: 'PG', name: ' ', games: ['A'] }] }])).toThrow(/PG needs a display name/);
    expect(() => buildGames([{ title: 'RNG', vendors: [{ vendor: 'PG', name: 'PG_RNG', games: ['A'] }] }])).toThrow(/display name/);
    expect(buildGames([{ title: 'RNG', vendors: [{ vendor: 'PG', name: 'PG Soft', games: ['A'] }] }]).vendors[0]?.name).toBe('PG Soft');
  });

  it('a demo game link carries the sports match it opens at', () => {
    const demo = REPOSITORY_MERCHANTS.find((m) => m.code === 'demo')!;
    const game = findGame(demo, 'SBO-football', 'SBO')!;
    const url = new URL(demoGameUrl({ origin: 'http://localhost', category: game.category, gameId: game.card.gameId, mode: 'real', backUrl: '/m/sports', matchId: 'm-101' }));
    expect(url.searchParams.get('match')).toBe('m-101');
    expect(new URL(demoGameUrl({ origin: 'http://localhost', category: 'SPORTS', gameId: 'SBO-football', mode: 'real', backUrl: '/m/sports' })).searchParams.has('match')).toBe(false);
  });
});

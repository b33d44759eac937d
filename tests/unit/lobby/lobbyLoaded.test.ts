import { describe, expect, it, vi } from 'vitest';

// The home page holds its first paint until the lobby is loaded: a load that throws must still end that wait.
vi.mock('../../../src/api/lobbyContent.ts', () => ({
  getLobbyBanners: () => Promise.reject(new Error('boom')),
  getAnnouncementGroups: () => Promise.resolve(null),
  getAvailablePromotions: () => Promise.resolve(null),
}));
vi.mock('../../../src/api/game.ts', () => ({ getLaneList: () => Promise.resolve([]) }));

const { loadLobby, state } = await import('../../../src/state/lobby.ts');

describe('loadLobby when a call throws', () => {
  it('rejects, and still marks the lobby loaded', async () => {
    expect(state.loaded).toBe(false);
    await expect(loadLobby()).rejects.toThrow('boom');
    expect(state.loaded).toBe(true);
    expect(state.lanes).toEqual([]);
  });
});

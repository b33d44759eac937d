/** Hot games (GCSGAME_hotGamesV2) per merchant code, by game id, hottest first; a merchant not listed has none. */
const HOT_GAMES: Readonly<Record<string, readonly string[]>> = {
  demo: ['PG-fortune-tiger', 'SPRIBE-aviator', 'PG-mahjong-ways'],
  lotto: ['TCG_LOTTO_VN-mega-6-45', 'PG-fortune-ox'],
};

export function hotGameIds(merchant: string): readonly string[] {
  return HOT_GAMES[merchant] ?? [];
}

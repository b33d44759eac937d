/**
 * The rows of the relay table (contract/relays.ts) the first screen calls: the lobby's banners and announcements, the
 * merchant's promotion switches, the lanes and their games. Defined here so the first screen ships these rows only.
 */
import type { AnnouncementLists, AnnouncementQuery } from './content.ts';
import type { GameListPage, GameListQuery, HotGames, HotGamesQuery, NewGameVendorAnswer, NewGameVendorQuery } from './games.ts';
import type { RelayRow } from './relayRow.ts';
import type { PromotionAvailability } from './wps.ts';

type None = Record<string, never>;

/** Banners (types 'B'), announcements, promotions and popups in one call; answer grouped by kind. */
export const announcements: RelayRow<AnnouncementQuery, AnnouncementLists> = {
  name: 'CCSFE_getListAnnouncements', method: 'GET', auth: 'none', cache: 'merchant', accepts: { names: ['MCSFE_getListAnnouncements'] },
};
export const availablePromotions: RelayRow<None, PromotionAvailability> = { name: 'MCSFE_getMerchantAvailablePromotions', method: 'GET', auth: 'none', cache: 'merchant' };
/** The lobby's lanes (value.data.lanes): ordinals are computed client-side. */
export const newGameVendor: RelayRow<NewGameVendorQuery, NewGameVendorAnswer> = { name: 'GCSGAME_newGameVendor', method: 'GET', auth: 'optional', cache: 'merchant' };
export const gameList: RelayRow<GameListQuery, GameListPage> = { name: 'GCSGAME_gameList', method: 'GET', auth: 'optional', cache: 'merchant' };
export const hotGames: RelayRow<HotGamesQuery, HotGames> = { name: 'GCSGAME_hotGamesV2', method: 'GET', auth: 'optional', cache: 'merchant' };

import { proxy, ref } from 'valtio';
import type { Banner, GameLane } from '../../contract/wps';
import { getBanners, getGameLanes } from '../api';

/** Lobby data for the home page: banners by group and game lanes. */
export const state = proxy({
  banners: [] as Banner[],
  lanes: [] as GameLane[],
  loaded: false,
});

let inflight: Promise<void> | null = null;

/** One load at a time: boot starts it early on entry pages, the home page joins it. */
export function loadLobby(): Promise<void> {
  inflight ??= fetchLobby().finally(() => { inflight = null; });
  return inflight;
}

async function fetchLobby(): Promise<void> {
  const [banners, lanes] = await Promise.all([getBanners(), getGameLanes()]);
  if (banners.success && Array.isArray(banners.value)) state.banners = ref(banners.value as Banner[]);
  if (lanes.success && Array.isArray(lanes.value)) {
    state.lanes = ref([...(lanes.value as GameLane[])].sort((a, b) => a.ordinal - b.ordinal));
  }
  state.loaded = true;
}

export function bannersIn(banners: readonly Banner[], group: string): Banner[] {
  return banners.filter((b) => b.groupName === group);
}

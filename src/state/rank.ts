import { proxy, ref } from 'valtio';
import type { RankProgress } from '../../contract/member';
import { getRankProgress } from '../api/member';
import { isCount } from './inbox';
import { state as session } from './session';

/** The member's VIP rank progress (MCSFE_getPlayerRankProgress). */
export const state = proxy({ progress: null as RankProgress | null });

function isRankProgress(x: unknown): x is RankProgress {
  const r = x as Partial<RankProgress> | null;
  const p = r?.currentProgress;
  return typeof r === 'object' && r !== null && typeof p === 'object' && p !== null
    && isCount(p.completedConditions) && isCount(p.totalExpectedConditions) && p.completedConditions <= p.totalExpectedConditions
    && typeof r.playerRankProgress?.labelId === 'string';
}

/** Share of the conditions met, 0..100; a rank with no conditions counts as complete. */
export function progressPercent(p: RankProgress): number {
  const { completedConditions: done, totalExpectedConditions: total } = p.currentProgress;
  return total === 0 ? 100 : Math.round((done / total) * 100);
}

export async function loadRank(): Promise<void> {
  const token = session.info?.token;
  if (!token) return;
  const env = await getRankProgress();
  if (session.info?.token !== token || !env.success) return;
  if (isRankProgress(env.value)) state.progress = ref(env.value);
  else console.warn('rank: progress answer ignored', env.value);
}

export function resetRank(): void {
  state.progress = null;
}

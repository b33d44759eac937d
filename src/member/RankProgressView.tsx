import { useSnapshot } from 'valtio';
import { useT } from '../i18n';
import { progressPercent, state as rank } from '../state/rank';

/** VIP rank progress (MCSFE_getPlayerRankProgress): conditions met of those expected, and the next level. */
export function RankProgressView() {
  const t = useT();
  const { progress } = useSnapshot(rank);
  if (!progress) return null;
  const { completedConditions: done, totalExpectedConditions: total } = progress.currentProgress;
  const pct = progressPercent(progress);
  return (
    <section className="rank" data-testid="rank-progress" data-label={progress.playerRankProgress.labelId}>
      <h2>{t('member_rank_progress')}</h2>
      <progress max={100} value={pct} aria-label={t('member_rank_progress')}>{pct}%</progress>
      <p>{t('member_rank_conditions', { done, total })}</p>
      {progress.playerRankProgress.nextLabelName && <p className="muted">{t('member_rank_next', { name: progress.playerRankProgress.nextLabelName })}</p>}
    </section>
  );
}

import { useSnapshot } from '../lib/useSnapshot';
import { Trophy } from 'lucide-react';
import { useT } from '../i18n';
import { progressPercent, state as rank } from '../state/rank';

/**
 * VIP rank progress (MCSFE_getPlayerRankProgress): conditions met of those expected, and the next level.
 * With no conditions to meet there is nothing to progress towards: it says the top level is reached.
 */
export function RankProgressView() {
  const t = useT();
  const { progress } = useSnapshot(rank);
  if (!progress) return null;
  const { completedConditions: done, totalExpectedConditions: total } = progress.currentProgress;
  const next = progress.playerRankProgress.nextLabelName;
  const pct = progressPercent(progress);
  return (
    <section className="rank m-card" data-testid="rank-progress" data-label={progress.playerRankProgress.labelId} aria-labelledby="rank-title">
      <div className="rank-head">
        <Trophy size={20} aria-hidden="true" className="rank-icon" />
        <h2 id="rank-title">{t('member_rank_progress')}</h2>
      </div>
      {total > 0 ? (
        <>
          <div className="rank-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={t('member_rank_progress')}>
            <span style={{ inlineSize: `${pct}%` }} />
          </div>
          <p className="rank-line">
            <span>{t('member_rank_conditions', { done, total })}</span>
            {next && <span className="muted">{t('member_rank_next', { name: next })}</span>}
          </p>
        </>
      ) : (
        <p className="rank-line" data-testid="rank-top">{t('member_vip_top')}</p>
      )}
    </section>
  );
}

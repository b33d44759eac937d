import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { state as merchant } from '../state/merchant';
import { bannersIn, loadLobby, state as lobby } from '../state/lobby';
import { useT } from '../i18n';
import { GameLaneView } from '../components/GameLaneView';
import { useProgressiveCount } from '../components/useProgressiveCount';

/** Home: logo, top banners and game lanes (the full lobby builds on this). */
export function HomePage() {
  const t = useT();
  const m = useSnapshot(merchant);
  const l = useSnapshot(lobby);
  useEffect(() => {
    if (!lobby.loaded) void loadLobby();
  }, []);
  const shown = useProgressiveCount(l.lanes.length);
  const status = m.status;
  if (!status) return null;
  const top = bannersIn(l.banners, 'm_top');
  return (
    <div className="home">
      <h1 className="home-title">{status.merchantName}</h1>
      {top.length > 0 && (
        <section aria-label={t('banners_label')} className="banners">
          {top.map((b, i) => (
            <img key={b.id} src={b.url} alt="" width="360" height="140" loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} decoding="async" />
          ))}
        </section>
      )}
      {l.lanes.slice(0, shown).map((lane) => <GameLaneView key={lane.title} lane={lane} />)}
    </div>
  );
}

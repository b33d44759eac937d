import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n';
import { readFrame } from '../lobby/frameStore';
import GameFrame from '../components/lobby/GameFrame';
import { LobbyLink } from '../components/lobby/LobbyLink';
import { PageStyle } from '../components/lobby/PageStyle';

/** /m/game: the game-in-frame viewer for the game the launch page opened; Back returns to its backUrl. */
export default function GamePage() {
  const t = useT();
  const [, navigate] = useLocation();
  const [frame] = useState(readFrame);
  const onBack = useCallback(() => navigate(`~${frame?.backUrl ?? '/m/home'}`, { replace: true }), [frame, navigate]);
  if (!frame) {
    return (
      <section className="launch" data-testid="game-page-empty">
        <PageStyle />
        <p>{t('game_frame_missing')}</p>
        <LobbyLink href="/m/home">{t('back_to_lobby')}</LobbyLink>
      </section>
    );
  }
  return <GameFrame url={frame.url} title={frame.title} onBack={onBack} />;
}

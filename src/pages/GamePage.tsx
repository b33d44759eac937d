import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { useLocation } from 'wouter';
import { useT } from '../i18n';
import { readFrame } from '../lobby/frameStore';
import { gameTitle } from '../lobby/providerNames';
import { findCard, lookUpCard, state as lobby } from '../state/lobby';
import GameFrame from '../components/lobby/GameFrame';
import { LobbyLink } from '../components/lobby/LobbyLink';
import { PageStyle } from '../components/lobby/PageStyle';

/** /m/game: the game-in-frame viewer for the game the launch page opened; Back returns to its backUrl. */
export default function GamePage() {
  const t = useT();
  const [, navigate] = useLocation();
  const [frame] = useState(readFrame);
  const l = useSnapshot(lobby);
  // A viewer reloaded or opened from a bare code is named from the lobby: never by the game's code.
  useEffect(() => { if (frame?.gameId && frame.vendor && !frame.title) void lookUpCard(frame.gameId, frame.vendor); }, [frame]);
  const onBack = useCallback(() => navigate(`~${frame?.backUrl ?? '/m/home'}`, { replace: true }), [frame, navigate]);
  if (!frame) {
    return (
      <section className="launch" data-testid="game-page-empty">
        <PageStyle />
        <p>{t('game_frame_missing')}</p>
        <LobbyLink href="/m/home" className="btn primary">{t('back_to_lobby')}</LobbyLink>
      </section>
    );
  }
  const card = frame.gameId ? findCard(frame.gameId, frame.vendor, l)?.card : undefined;
  const title = gameTitle(card?.displayName ?? frame.title, frame.gameId ?? '');
  return <GameFrame url={frame.url} title={title} onBack={onBack} />;
}

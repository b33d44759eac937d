import { memo } from 'react';
import { useSnapshot } from '../../lib/useSnapshot';
import type { GameCard } from '../../../contract/wps';
import { launchHref, loginHref } from '../../lobby/gameKind';
import { prefetchLaunchPage } from '../../lobby/prefetch';
import { state as favourites, toggleFavourite } from '../../state/favourites';
import { state as session } from '../../state/session';
import { useT } from '../../i18n';
import { CdnImage } from './CdnImage';
import { tryGame } from './tryGame';
import { LobbyLink } from './LobbyLink';

/** Drawn, not ★ and ☆: system fonts lack both, and the fallback lookup cost the lobby's tiles 30 to 45 ms of layout. */
function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

export interface CardProps {
  /** nodeId: the lobby's cards carry it (GCSGAME_gameList); saved games from older storage do not. */
  card: Pick<GameCard, 'gameId' | 'vendor' | 'displayName'> & Partial<Pick<GameCard, 'freeplay' | 'image'>> & { nodeId?: string };
  category: string;
  /** The provider's display name ('' when only its code is known: codes are never shown). */
  provider: string;
  backUrl: string;
  lite: boolean;
}

/**
 * One game tile: the art launches it; name and provider under it; the free-play chip and the favourite star sit
 * on the art's top corners with 44 px hit areas (buttons cannot nest in the link), leaving its middle to play.
 */
export const GameCardView = memo(function GameCardView({ card, category, provider, backUrl, lite }: CardProps) {
  const t = useT();
  const fav = useSnapshot(favourites);
  const signedIn = useSnapshot(session).info !== null;
  const starred = fav.favourites.some((g) => g.gameId === card.gameId);
  const saved = { gameId: card.gameId, vendor: card.vendor, category, displayName: card.displayName, nodeId: card.nodeId, image: card.image };
  const launch = launchHref({ vendor: card.vendor, code: card.gameId, category, nodeId: card.nodeId }, backUrl);
  return (
    <li className="card gcard" data-game={card.gameId}>
      {/* Launches need a login (spec 6): a guest's tap opens the login, as a lottery banner's does, then plays. */}
      <LobbyLink href={signedIn ? launch : loginHref(launch)} className="play" onIntent={signedIn ? prefetchLaunchPage : undefined}>
        {/* Lite mode draws a letter tile instead of fetching artwork. */}
        <span className="art"><CdnImage key={lite ? '' : card.image} src={lite ? '' : card.image ?? ''} width={96} height={96} label={card.displayName} /></span>
        <span className="name">{card.displayName}</span>
        <small className="prov">{provider}</small>
      </LobbyLink>
      <span className="over">
        <button type="button" className="fav" aria-pressed={starred} aria-label={t(starred ? 'favourite_remove' : 'favourite_add', { name: card.displayName })}
          onClick={() => toggleFavourite(saved)}><span aria-hidden="true"><Star filled={starred} /></span></button>
        {card.freeplay && (
          <button type="button" className="try" aria-label={t('try_chip_game', { name: card.displayName })} onClick={() => tryGame(card.gameId, card.nodeId ?? '')}><span>{t('try_chip')}</span></button>
        )}
      </span>
    </li>
  );
});

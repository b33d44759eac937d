import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { GameCard } from '../../../contract/wps';
import { launchHref } from '../../lobby/gameKind';
import { prefetchLaunchPage } from '../../lobby/prefetch';
import { state as favourites, toggleFavourite } from '../../state/favourites';
import { useT } from '../../i18n';
import { CdnImage } from './CdnImage';
import { tryGame } from './tryGame';
import { LobbyLink } from './LobbyLink';

export interface CardProps {
  card: Pick<GameCard, 'gameId' | 'vendor' | 'displayName'> & Partial<Pick<GameCard, 'accountTypeName' | 'freeplay' | 'image'>>;
  category: string;
  backUrl: string;
  lite: boolean;
}

/** One game: a link that launches it, a favourite toggle and, for free-play games, a trial button. */
export const GameCardView = memo(function GameCardView({ card, category, backUrl, lite }: CardProps) {
  const t = useT();
  const fav = useSnapshot(favourites);
  const starred = fav.favourites.some((g) => g.gameId === card.gameId);
  const saved = { gameId: card.gameId, vendor: card.vendor, category, displayName: card.displayName };
  return (
    <li className="card gcard" data-game={card.gameId}>
      <LobbyLink href={launchHref({ vendor: card.vendor, code: card.gameId, category }, backUrl)} className="play" onIntent={prefetchLaunchPage}>
        {/* Lite mode draws a letter tile instead of fetching artwork. */}
        <CdnImage key={lite ? '' : card.image} src={lite ? '' : card.image ?? ''} width={96} height={96} label={card.displayName} />
        <span>{card.displayName}</span>
        <small className="muted">{card.accountTypeName ?? card.vendor}{card.freeplay ? ` · ${t('freeplay')}` : ''}</small>
      </LobbyLink>
      <button type="button" className="fav" aria-pressed={starred} aria-label={t(starred ? 'favourite_remove' : 'favourite_add', { name: card.displayName })}
        onClick={() => toggleFavourite(saved)}>{starred ? '★' : '☆'}</button>
      {card.freeplay && (
        <button type="button" className="try" aria-label={t('try_free_game', { name: card.displayName })} onClick={() => tryGame(card.gameId, '')}>{t('try_free')}</button>
      )}
    </li>
  );
});

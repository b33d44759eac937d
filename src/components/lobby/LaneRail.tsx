import type { CSSProperties } from 'react';
import type { Snapshot } from 'valtio';
import type { ListedCard } from '../../api/game';
import type { LaneGames } from '../../state/lobby';
import { CdnImage } from './CdnImage';
import { GameCardView } from './GameCardView';
import { LobbyLink } from './LobbyLink';

/** Enough skeleton tiles to fill the rail's 3.3 visible tiles. */
const SKELETONS = [0, 1, 2, 3];
// Inline-block inside the name's line: the line keeps the text's height, so the real tile takes its place exactly.
const NAME_BAR: CSSProperties = { display: 'inline-block', width: '70%', height: '0.9em', verticalAlign: 'middle' };

/** A tile's shape with nothing in it: the same boxes as GameCardView, so the lane's height is held while it loads. */
function SkeletonTile() {
  return (
    <li className="card gcard" aria-hidden="true" data-skeleton="">
      <span className="play"><span className="art"><i className="skel block" /></span><span className="name"><i className="skel" style={NAME_BAR} /></span><small className="prov" /></span>
    </li>
  );
}

/** A provider in a tile's shape (the lane's fallback when its games did not load): it opens the category page. */
function ProviderTile({ name, href }: { name: string; href: string | null }) {
  const inner = <><span className="art"><CdnImage src="" width={96} height={96} label={name} /></span><span className="name">{name}</span><small className="prov" /></>;
  return <li className="card gcard" data-provider="">{href ? <LobbyLink href={href} className="play">{inner}</LobbyLink> : <span className="play">{inner}</span>}</li>;
}

export interface LaneRailProps {
  games: Snapshot<LaneGames> | undefined;
  /** The category the tiles launch in: the lane's, or worked out per card (hot games). */
  category: string | ((card: Snapshot<ListedCard>) => string);
  names: ReadonlyMap<string, string>;
  /** Where the provider tiles lead (the lane's category page). */
  pageHref: string | null;
  backUrl: string;
  lite: boolean;
}

/** True when the rail has nothing to show: no games and no named provider to offer instead. */
export function railEmpty(games: Snapshot<LaneGames> | undefined, names: ReadonlyMap<string, string>): boolean {
  const none = games?.status === 'failed' || (games?.status === 'ok' && games.cards.length === 0);
  return none && names.size === 0;
}

/** A lane's row of tiles: skeletons while its games load, the games, or its named providers when they failed. */
export function LaneRail({ games, category, names, pageHref, backUrl, lite }: LaneRailProps) {
  const cards = games?.status === 'ok' ? games.cards : [];
  return (
    <ul className="cards rail">
      {!games || games.status === 'loading' ? SKELETONS.map((i) => <SkeletonTile key={i} />)
        : cards.length === 0 ? [...names].map(([vendor, name]) => <ProviderTile key={vendor} name={name} href={pageHref} />)
          : cards.map((card) => (
            <GameCardView key={card.gameId} card={card} category={typeof category === 'string' ? category : category(card)}
              provider={names.get(card.vendor) ?? ''} backUrl={backUrl} lite={lite} />
          ))}
    </ul>
  );
}

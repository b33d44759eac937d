import type { Snapshot } from 'valtio';
import type { ListedCard } from '../../api/game';
import type { LaneGames } from '../../state/lobby';
import { CdnImage } from './CdnImage';
import { GameCardView } from './GameCardView';
import { LobbyLink } from './LobbyLink';
import { SkeletonTile } from './RailSkeleton';

const SKELETONS = [0, 1, 2, 3];

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

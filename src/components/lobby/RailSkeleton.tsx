import type { CSSProperties } from 'react';
import type { Snapshot } from 'valtio';
import type { LaneGames } from '../../state/lobby';

/** Enough skeleton tiles to fill the rail's 3.3 visible tiles. */
const SKELETONS = [0, 1, 2, 3];
// Inline-block inside the name's line: the line keeps the text's height, so the real tile takes its place exactly.
const NAME_BAR: CSSProperties = { display: 'inline-block', width: '70%', height: '0.9em', verticalAlign: 'middle' };

/** A tile's shape with nothing in it: the same boxes as GameCardView, so the lane's height is held while it loads. */
export function SkeletonTile() {
  return (
    <li className="card gcard" aria-hidden="true" data-skeleton="">
      <span className="play"><span className="art"><i className="skel block" /></span><span className="name"><i className="skel" style={NAME_BAR} /></span><small className="prov" /></span>
    </li>
  );
}

/** A rail of skeleton tiles: a lane's place while its games or its tiles' code are on the way. */
export function SkeletonRail() {
  return <ul className="cards rail">{SKELETONS.map((i) => <SkeletonTile key={i} />)}</ul>;
}

/** True when the rail has nothing to show: no games and no named provider to offer instead. */
export function railEmpty(games: Snapshot<LaneGames> | undefined, names: ReadonlyMap<string, string>): boolean {
  const none = games?.status === 'failed' || (games?.status === 'ok' && games.cards.length === 0);
  return none && names.size === 0;
}

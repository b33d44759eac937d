import { memo } from 'react';
import { type Snapshot } from 'valtio';
import { useSnapshot } from '../../lib/useSnapshot';
import type { GameLane } from '../../../contract/wps';
import type { SavedGame } from '../../lobby/gameList';
import { state as favourites } from '../../state/favourites';
import { useT, type MessageKey } from '../../i18n';
import { providerNames } from '../../lobby/providerNames';
import { GameCardView } from './GameCardView';

function SavedLane({ titleKey, games, lanes, backUrl, lite, id }: {
  titleKey: MessageKey; games: readonly SavedGame[]; lanes: Snapshot<GameLane[]>; backUrl: string; lite: boolean; id: string;
}) {
  const t = useT();
  if (games.length === 0) return null;
  const names = providerNames(...lanes.map((l) => l.gameClassify));
  return (
    <section className="lane" aria-label={t(titleKey)} data-lane={id}>
      <div className="lane-head"><h2>{t(titleKey)}</h2></div>
      <ul className="cards rail">
        {games.map((g) => {
          // The saved entry carries its art and node id; a game not listed today still shows by name.
          return <GameCardView key={g.gameId} card={g} category={g.category} provider={names.get(g.vendor) ?? ''} backUrl={backUrl} lite={lite} />;
        })}
      </ul>
    </section>
  );
}

/** Recently played and favourite games, from this device's storage. */
export const SavedLanes = memo(function SavedLanes({ lanes, backUrl, lite }: { lanes: Snapshot<GameLane[]>; backUrl: string; lite: boolean }) {
  const f = useSnapshot(favourites);
  return (
    <>
      <SavedLane id="recent" titleKey="recently_played" games={f.recent} lanes={lanes} backUrl={backUrl} lite={lite} />
      <SavedLane id="favourites" titleKey="favourites" games={f.favourites} lanes={lanes} backUrl={backUrl} lite={lite} />
    </>
  );
});

import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { GameVendor } from '../../../contract/wps';
import { getGameList, getNewGameVendors } from '../../api/game';
import { useT } from '../../i18n';
import type { CategoryPageDef } from '../../lobby/categoryPages';
import { categoryOrdinals, ordinalOf, sortByCategory } from '../../lobby/ordinals';
import { providerNames } from '../../lobby/providerNames';
import { loadLobby, state as lobby } from '../../state/lobby';
import { GameCardView } from './GameCardView';
import { MatchList } from './MatchList';
import { VendorList } from './VendorList';

const isVendor = (v: unknown): v is GameVendor => {
  const x = v as Partial<GameVendor> | null;
  return typeof x === 'object' && x !== null && typeof x.vendor === 'string' && typeof x.name === 'string' && typeof x.category === 'string';
};

/** Vendors of every category of the page, one GCSGAME_gameList each (the request layer runs 2 at once). */
async function vendorsOf(categories: readonly string[]): Promise<GameVendor[]> {
  const answers = await Promise.all(categories.map((c) => getGameList(c)));
  const all = answers.flatMap((env) => (env.success && Array.isArray(env.value) ? env.value.filter(isVendor) : []));
  return sortByCategory(all, (v) => v.category);
}

/** A game category page: vendors, matches (sports), and the category's games, filterable by vendor. */
export function CategoryGames({ def, backUrl, lite }: { def: CategoryPageDef; backUrl: string; lite: boolean }) {
  const t = useT();
  const l = useSnapshot(lobby);
  const [vendors, setVendors] = useState<GameVendor[]>([]);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSelected(null);
    if (!lobby.loaded) void loadLobby();
    void vendorsOf(def.categories).then((v) => { if (live) setVendors(v); });
    void getNewGameVendors().then((env) => {
      if (live && env.success && Array.isArray(env.value)) setFresh(new Set(env.value.filter(isVendor).map((v) => v.vendor)));
    });
    return () => { live = false; };
  }, [def]);
  const games = useMemo(() => {
    const ordinals = categoryOrdinals();
    return l.lanes.filter((lane) => def.categories.includes(lane.title.toUpperCase()))
      .sort((a, b) => ordinalOf(a.title, ordinals) - ordinalOf(b.title, ordinals))
      .flatMap((lane) => lane.cards.map((card) => ({ card, category: lane.title })));
  }, [l.lanes, def]);
  const names = useMemo(() => providerNames(vendors, ...l.lanes.map((lane) => lane.gameClassify)), [vendors, l.lanes]);
  const shown = selected ? games.filter((g) => g.card.vendor === selected) : games;
  return (
    <>
      <VendorList vendors={vendors} names={names} fresh={fresh} selected={selected} onSelect={setSelected} />
      {def.matches && <MatchList backUrl={backUrl} />}
      <section className="lane" aria-label={t(def.titleKey)}>
        {shown.length > 0 ? (
          <ul className="cards" data-testid="category-games">
            {shown.map(({ card, category }) => <GameCardView key={card.gameId} card={card} category={category} provider={names.get(card.vendor) ?? ''} backUrl={backUrl} lite={lite} />)}
          </ul>
        ) : l.loaded && <p className="muted">{t('category_empty')}</p>}
      </section>
    </>
  );
}

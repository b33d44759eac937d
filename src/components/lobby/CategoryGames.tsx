import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from '../../lib/useSnapshot';
import { getGamePage } from '../../api/gamePages';
import { useT } from '../../i18n';
import { state as i18n } from '../../i18n/state';
import type { CategoryPageDef } from '../../lobby/categoryPages';
import { applyPages, hasMore, pagedGames, pendingPages, startPager, type PagerState } from '../../lobby/gamePages';
import { categoryOrdinals, ordinalOf } from '../../lobby/ordinals';
import { providerNames } from '../../lobby/providerNames';
import { merchantCode } from '../../state/merchant';
import { loadLobby, state as lobby } from '../../state/lobby';
import { GameCardView } from './GameCardView';
import { MatchList } from './MatchList';
import { VendorList, type VendorChip } from './VendorList';

/** Fetches the pager's pending pages (the request layer runs two game-list calls at once). */
async function nextPages(s: PagerState, vendor: string | null): Promise<PagerState> {
  const who = { merchant: merchantCode() ?? '', language: i18n.lang };
  const answers = await Promise.all(pendingPages(s).map(async ({ category, pageNo }) =>
    ({ category, page: await getGamePage({ category, pageNo, ...(vendor ? { vendor } : {}) }, who) })));
  return applyPages(s, answers);
}

/** A game category page: provider chips, matches (sports), and the category's games page by page (GCSGAME_gameList). */
export function CategoryGames({ def, backUrl, lite }: { def: CategoryPageDef; backUrl: string; lite: boolean }) {
  const t = useT();
  const l = useSnapshot(lobby);
  const { lang } = useSnapshot(i18n);
  const [selected, setSelected] = useState<string | null>(null);
  const [pager, setPager] = useState<PagerState | null>(null);
  const [busy, setBusy] = useState(false);
  // The page's categories the merchant has (its lanes), in ordinal order; all of them until the lanes are in.
  const categories = useMemo(() => {
    const ordinals = categoryOrdinals();
    const own = l.lanes.map((lane) => lane.title.toUpperCase()).filter((c) => def.categories.includes(c));
    return (l.loaded ? own : []).sort((a, b) => ordinalOf(a, ordinals) - ordinalOf(b, ordinals));
  }, [l.lanes, l.loaded, def]);
  useEffect(() => { setSelected(null); }, [def]);
  useEffect(() => { if (!lobby.loaded) void loadLobby(); }, []);
  useEffect(() => {
    let live = true;
    setPager(null);
    if (categories.length === 0) return;
    setBusy(true);
    void nextPages(startPager(categories), selected).then((s) => { if (live) setPager(s); }).finally(() => { if (live) setBusy(false); });
    return () => { live = false; };
  }, [categories, selected, lang]);
  const more = (): void => {
    if (!pager || busy) return;
    setBusy(true);
    void nextPages(pager, selected).then(setPager).finally(() => setBusy(false));
  };
  const lanes = l.lanes.filter((lane) => categories.includes(lane.title.toUpperCase()));
  const chips: VendorChip[] = lanes.flatMap((lane) => lane.gameClassify.map((v) => ({ vendor: v.vendor, category: lane.title })));
  const names = useMemo(() => providerNames(...l.lanes.map((lane) => lane.gameClassify)), [l.lanes]);
  const games = pager ? pagedGames(pager) : [];
  return (
    <>
      <VendorList vendors={chips} names={names} selected={selected} onSelect={setSelected} />
      {def.matches && <MatchList backUrl={backUrl} />}
      <section className="lane" aria-label={t(def.titleKey)} aria-busy={busy}>
        {games.length > 0 ? (
          <ul className="cards" data-testid="category-games">
            {games.map(({ category, ...card }) => <GameCardView key={card.gameId} card={card} category={category} provider={names.get(card.vendor) ?? ''} backUrl={backUrl} lite={lite} />)}
          </ul>
        ) : l.loaded && !busy && <p className="muted">{t('category_empty')}</p>}
        {pager && hasMore(pager) && games.length > 0 && (
          <button type="button" className="btn more" data-testid="games-more" disabled={busy} onClick={more}>{t('games_more')}</button>
        )}
      </section>
    </>
  );
}

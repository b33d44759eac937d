import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { state as merchant } from '../state/merchant';
import { HOT_LANE, loadLaneGames, loadLobby, state as lobby } from '../state/lobby';
import { state as i18n } from '../i18n/state';
import { useT } from '../i18n';
import { useProgressiveCount } from '../components/useProgressiveCount';
import { useFirstScreen } from '../components/useFirstScreen';
import { BannerGroup } from '../components/lobby/BannerGroup';
import { CategoryNav } from '../components/lobby/CategoryNav';
import { InviteBanner } from '../components/lobby/InviteBanner';
import { LaneView } from '../components/lobby/LaneView';
import { Marquee } from '../components/lobby/Marquee';
import { SkeletonRail } from '../components/lobby/RailSkeleton';
import { TrialHost } from '../components/lobby/TrialHost';
import { lobbyShellHtml, markLobbyShown } from '../components/ShellSkeleton';
import { useBannerContext } from '../components/lobby/useBannerContext';
import { liteMode } from '../lobby/lite';
import { rememberHomescreen } from '../lobby/launchContext';
import type { Banner, GameLane } from '../../contract/wps';

/** Groups with a place of their own: the top row, the invite banner, and the download popups. */
const OWN_PLACE = new Set(['m_top', 'm_invite', 'm_popup1', 'm_popup2']);
const NONE: readonly Banner[] = [];
/** Lanes whose games load with the page; the others load as they near the screen. */
const EAGER_LANES = 2;
const NO_LANES: readonly GameLane[] = [];

// Saved and hot games are tiles too: they load with the tiles' code, once the first screen is up.
const SavedLanes = lazy(() => import('../components/lobby/SavedLanes').then((m) => ({ default: m.SavedLanes })));
const HotLane = lazy(() => import('../components/lobby/HotLane').then((m) => ({ default: m.HotLane })));

/** How many saved-game lanes this device holds (recent, favourites): their place is kept while their code loads. */
function savedLaneCount(): number {
  try {
    const kinds = new Set<string>();
    for (let i = 0; i < localStorage.length; i += 1) {
      const k = localStorage.key(i) ?? '';
      const m = /^MC_(FAVOURITES|RECENT_GAMES)/.exec(k);
      if (m && (localStorage.getItem(k) ?? '').length > 2) kinds.add(m[1]!);
    }
    return kinds.size;
  } catch {
    return 0;
  }
}

/** Lanes whose code is still on the way: their place is held with skeleton tiles. */
function LanePlaceholder({ titles, lane }: { titles: readonly string[]; lane?: string }) {
  return <>{titles.map((title, i) => <section key={i} className="lane" aria-hidden="true" data-lane={lane}><div className="lane-head"><h2>{title}</h2></div><SkeletonRail /></section>)}</>;
}

/** Banners by group name, in first-seen group order; stable arrays for the memoised rows. */
function byGroup(banners: readonly Banner[]): Map<string, Banner[]> {
  const groups = new Map<string, Banner[]>();
  for (const b of banners) {
    const list = groups.get(b.groupName);
    if (list) list.push(b);
    else groups.set(b.groupName, [b]);
  }
  return groups;
}

/** Home: invite banner, marquee, banners by group, sticky category bar, saved games, game lanes (the header shows the logo). */
export function HomePage() {
  const t = useT();
  const m = useSnapshot(merchant);
  const l = useSnapshot(lobby);
  const ctx = useBannerContext();
  const [lite] = useState(liteMode);
  const [saved] = useState(savedLaneCount);
  // Taken as a transition: the saved and hot lanes swap in without an urgent re-render of the whole lobby.
  const firstScreen = useFirstScreen();
  const { lang } = useSnapshot(i18n);
  // The held lanes carry their real titles, so the lanes' own headers take their places to the pixel.
  const hotTitle = [t('hot_games')];
  const savedTitles: string[] = Array.from({ length: saved }, () => '\u00a0');
  // The hot games are asked for with the page; their lane renders once its code is in.
  useEffect(() => { void loadLaneGames(HOT_LANE); }, [lang]);
  useEffect(() => {
    rememberHomescreen(location.search);
    if (!lobby.loaded) void loadLobby();
  }, []);
  // Lobby answers render as transitions: React splits them into short tasks (the stores' own updates are urgent).
  // On a mount with the lobby already in (a navigation home), the first render is the empty lobby, so the
  // lobby itself renders as a transition too, not inside the navigation's task.
  const lanes = useDeferredValue(l.lanes, NO_LANES);
  const ready = useDeferredValue(l.loaded, false);
  const shown = useProgressiveCount(lanes.length);
  const banners = useMemo(() => byGroup(l.banners), [l.banners]);
  const [shellHtml] = useState(lobbyShellHtml);
  useEffect(() => { if (ready) markLobbyShown(); }, [ready]);
  if (!m.status) return null;
  // One paint with the lobby's answer: the invite banner sits on top, and arriving later it moved the whole page.
  // Until then a first visit keeps the static shell's image and skeleton (the lobby's largest paint stays on screen).
  if (!ready) return <div className="home" aria-busy="true" dangerouslySetInnerHTML={shellHtml ? { __html: shellHtml } : undefined} />;
  const groups = [...banners.keys()].filter((g) => !OWN_PLACE.has(g));
  return (
    <div className="home" data-lite={lite ? '1' : undefined}>
      {/* The page's heading for screen readers and search engines: the logo in the header shows the name. */}
      <h1 className="sr-only">{m.status.merchantName}</h1>
      <InviteBanner banner={banners.get('m_invite')?.[0]} referralEnabled={l.referralEnabled} ctx={ctx} />
      <Marquee lines={l.marquee} label={t('announcements_label')} />
      <BannerGroup group="m_top" banners={banners.get('m_top') ?? NONE} ctx={ctx} label={t('banners_label')} eagerFirst lite={lite} />
      <CategoryNav />
      {groups.map((g) => <BannerGroup key={g} group={g} banners={banners.get(g) ?? NONE} ctx={ctx} label={t('banners_label')} lite={lite} />)}
      {firstScreen
        ? <Suspense fallback={<LanePlaceholder titles={savedTitles} />}><SavedLanes lanes={lanes} backUrl={ctx.backUrl} lite={lite} /></Suspense>
        : <LanePlaceholder titles={savedTitles} />}
      {firstScreen
        ? <Suspense fallback={<LanePlaceholder titles={hotTitle} lane="hot" />}><HotLane backUrl={ctx.backUrl} lite={lite} /></Suspense>
        : <LanePlaceholder titles={hotTitle} lane="hot" />}
      {lanes.slice(0, shown).map((lane, i) => <LaneView key={lane.title} lane={lane} eager={i < EAGER_LANES} backUrl={ctx.backUrl} lite={lite} />)}
      <TrialHost />
    </div>
  );
}

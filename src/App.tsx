import { lazy, Suspense, use, useDeferredValue, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useSnapshot } from './lib/useSnapshot';
import { state as merchant } from './state/merchant';
import { markPageShown, state as ui, untilBooted } from './state/ui';
import { ROUTES } from './routes';
import { Guard } from './components/Guard';
import { Header } from './components/Header';
import { Footer } from './components/Footer';
import { TabBarSlot } from './components/TabBarSlot';
import { ShellSkeleton } from './components/ShellSkeleton';
import { DesktopSide } from './components/DesktopSide';
import { OfflineBanner } from './components/OfflineBanner';
import { SurfacesSlot } from './components/SurfacesSlot';
import { AuthDialogs } from './components/auth/AuthDialogs';
import { ErrorBoundary } from './components/ErrorBoundary';
import { RouteEffects } from './components/RouteEffects';
import { NotFound } from './pages/NotFound';
import { LaterDialogs, LaterDownloadBar } from './components/LaterMounts';
import { PageLoading } from './components/PageLoading';
import { LayerMount } from './content/LayerMount';
import { loadFullCatalog } from './i18n';

// Only a visit that cannot open the lobby (maintenance, access denied, no network) needs it: out of the first screen's
// script, precached for the offline case, with the rest of the catalogue (its texts are not first-screen keys). If even
// its chunk cannot load, a plain retry line stands in.
const StatusScreen = lazy(() => Promise.all([import('./components/StatusScreen'), loadFullCatalog()]).then(([m]) => ({ default: m.StatusScreen }), (err: unknown) => {
  console.warn('[status] screen not loaded', err);
  return { default: () => <main className="screen"><p>Internet lost, please refresh the page</p><button type="button" className="btn" onClick={() => location.reload()}>⟳</button></main> };
}));

/** Inside the page's Suspense boundary: its effect runs once the routed page itself has committed. */
function PageShownMark() {
  useEffect(markPageShown, []);
  return null;
}

function Pages() {
  return (
    <Switch>
      {ROUTES.map(({ path, page: Page, titleKey, heading, lead }) => (
        <Route key={path} path={path}>
          <Suspense fallback={<PageLoading titleKey={titleKey} heading={heading} lead={lead} />}>
            <Guard path={path}>
              <Page titleKey={titleKey} />
            </Guard>
            <PageShownMark />
          </Suspense>
        </Route>
      ))}
      <Route><NotFound /><PageShownMark /></Route>
    </Switch>
  );
}

function Shell() {
  const snap = useSnapshot(merchant);
  const { booted } = useSnapshot(ui);
  // The whole page renders when the status is in: deferred, that render is a transition React splits
  // into short tasks, instead of one long task on a slow phone.
  const phase = useDeferredValue(booted ? snap.phase : 'loading');
  if (phase === 'loading') {
    // Until boot ends nothing commits (the first render is a transition, with no boundary above): index.html's static
    // shell stays as the server sent it, its first image and prompt painted once, not redrawn by a copy of it.
    use(untilBooted());
    // A status loaded again later (from the network error screen): the same boxes as the static shell.
    return <ShellSkeleton />;
  }
  if (phase !== 'ready') return <Suspense fallback={<><header className="bar" /><main /></>}><StatusScreen /></Suspense>;
  return (
    <>
      <LaterDownloadBar />
      <Header />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary>
          <Pages />
        </ErrorBoundary>
      </main>
      <Footer />
      <TabBarSlot />
      <DesktopSide />
      <RouteEffects />
      <LayerMount />
      <LaterDialogs />
    </>
  );
}

/** One router for the whole site, based at /m. */
export function App() {
  return (
    <ErrorBoundary>
      <Router base="/m">
        <Shell />
        <AuthDialogs />
        <SurfacesSlot />
      </Router>
    </ErrorBoundary>
  );
}

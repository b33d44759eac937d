import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useFirstScreen } from '../components/useFirstScreen';

const SiteLayer = lazy(() => import('./SiteLayer'));

/** A failed layer chunk costs the popups and chat, never the page: it is logged and renders nothing. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } { return { failed: true }; }
  componentDidCatch(err: unknown): void { console.error('site layer failed', err); }
  render(): ReactNode { return this.state.failed ? null : this.props.children; }
}

/** Mounts the announcements, customer service and member triggers after the shell's first paint. */
export function LayerMount() {
  const firstScreen = useFirstScreen();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  useEffect(() => {
    // Popups and chat wait for the first screen: the lobby is on display before their code is fetched.
    if (!firstScreen) return;
    const now = performance.now();
    const id = setTimeout(() => setStartedAt(now), 0);
    return () => clearTimeout(id);
  }, [firstScreen]);
  if (startedAt === null) return null;
  return <Quiet><Suspense fallback={null}><SiteLayer startedAt={startedAt} /></Suspense></Quiet>;
}

import { markSplashShown, shouldShowSplash, splashDelay } from '../lib/splash';
import { sessionStore } from '../lib/memoryStorage';

/** The static splash from index.html: kept at least ~1200 + 200 ms on the session's first load, then never again. */
export function hideSplash(): void {
  const el = document.getElementById('splash');
  if (!el) return;
  const first = shouldShowSplash(sessionStore());
  const wait = first ? splashDelay(performance.now(), 0) : 0;
  setTimeout(() => {
    el.hidden = true;
    if (first) markSplashShown(sessionStore());
  }, wait);
}

import { reloadSession } from '../state/session';

/**
 * A page restored from the back/forward cache keeps its old memory: after a logout on a later page
 * of the same tab it would still show the member. Re-read the session from storage on restore.
 */
export function watchRestores(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('pageshow', (e) => {
    if ((e as PageTransitionEvent).persisted) reloadSession();
  });
}

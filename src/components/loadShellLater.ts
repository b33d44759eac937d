import { loadFullCatalog } from '../i18n';

let loading: Promise<typeof import('./shellLater')> | null = null;

/**
 * The shell's later chunk together with the rest of the catalogue: its texts are not in the first screen's keys, and
 * the catalogue's rest arrives without a re-render, so nothing of it may render before that part is in.
 */
export function loadShellLater(): Promise<typeof import('./shellLater')> {
  loading ??= Promise.all([import('./shellLater'), loadFullCatalog()]).then(([m]) => m);
  return loading;
}

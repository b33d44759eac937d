/**
 * Prefetch on intent (pointer, touch or focus on a link), never up front, so a guest's first load
 * stays small; lite mode prefetches nothing.
 */
import { liteMode } from './lite.ts';

const done = new Set<string>();

function once(name: string, load: () => Promise<unknown>): void {
  if (done.has(name) || liteMode()) return;
  done.add(name);
  load().catch(() => done.delete(name));
}

export const prefetchCategoryPage = (): void => once('category', () => import('../pages/CategoryPage'));
export const prefetchLaunchPage = (): void => once('launch', () => import('../pages/LaunchGamePage'));

import type { Page } from 'playwright-core';

export interface Shift { value: number; hadRecentInput: boolean; inBackdrop: boolean; nodes: string }

/**
 * Every layout shift since the page opened, read once the current DOM has been painted. Waits on frames, not on
 * a guessed delay: a shift is recorded with the frame that renders it, and buffered entries are handed over by
 * takeRecords() at once (no timer racing the observer's task).
 */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  // An eager image still on its way could shift the page once it arrives: wait until each has loaded or failed.
  await page.waitForFunction(() => [...document.images].filter((i) => i.loading !== 'lazy').every((i) => i.complete), null, { timeout: 30_000 });
  return page.evaluate(async () => {
    // The frame that paints the current DOM, then one more: its shifts are recorded by then.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }[];
    observer.disconnect();
    return entries.map((e) => ({
      value: e.value,
      hadRecentInput: e.hadRecentInput,
      inBackdrop: e.sources.length > 0 && e.sources.every((x) => x.node instanceof Element && x.node.closest('.backdrop') !== null),
      nodes: e.sources.map((x) => x.node?.nodeName).join(','),
    }));
  });
}

// Offline repeat launch: after one online visit, /m/home is opened again with the network off and the
// CPU slowed 4x (CDP Emulation.setCPUThrottlingRate); the figure is the median time to first paint.
// Also the service worker's gzip size. Goals are reported, never asserted.
import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { sizeOf } from './bytes.ts';
import type { Goal } from './report.ts';

export const CPU_THROTTLING_RATE = 4;
const FIRST_PAINT_GOAL_MS = 500;
const SW_GOAL_BYTES = 15 * 1024;

export interface OfflineFigures {
  cpuThrottlingRate: number;
  /** Median time to first paint of the offline repeat launches, in ms from navigation start. */
  repeatLaunchFirstPaintMs: number | null;
  /** Median time until the app replaced the splash (status and lobby from the last good copy). */
  repeatLaunchAppReadyMs: number | null;
  runs: Array<{ firstPaintMs: number | null; appReadyMs: number }>;
  serviceWorkerGzipBytes: number | null;
  goals: Goal[];
}

const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? null;
};

const splashHidden = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => document.getElementById('splash')?.hidden === true, null, { timeout: 60_000 });

export async function measureOffline(browser: Browser, origin: string, dist = 'dist', runs = 5): Promise<OfflineFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const results: OfflineFigures['runs'] = [];
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/m/home`);
    await splashHidden(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    // A controlled load stores the lobby's last good copies, as a real second visit would.
    await page.reload();
    await splashHidden(page);
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
    for (let i = 0; i < runs; i += 1) {
      await page.goto(`${origin}/m/home`);
      await splashHidden(page);
      results.push(await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-paint')[0] ?? performance.getEntriesByName('first-contentful-paint')[0];
        return { firstPaintMs: paint ? Math.round(paint.startTime) : null, appReadyMs: Math.round(performance.now()) };
      }));
    }
  } finally {
    await context.close();
  }
  const firstPaint = median(results.map((r) => r.firstPaintMs).filter((v): v is number => v !== null));
  const sw = existsSync(`${dist}/sw.js`) ? sizeOf(`${dist}/sw.js`).gzipBytes : null;
  const goal = (name: string, value: number | null, target: number, unit: Goal['unit']): Goal =>
    ({ name, value, op: '<=', target, unit, met: value === null ? null : value <= target });
  return {
    cpuThrottlingRate: CPU_THROTTLING_RATE,
    repeatLaunchFirstPaintMs: firstPaint,
    repeatLaunchAppReadyMs: median(results.map((r) => r.appReadyMs)),
    runs: results,
    serviceWorkerGzipBytes: sw,
    goals: [
      goal(`offline repeat launch, first paint (CPU ${CPU_THROTTLING_RATE}x)`, firstPaint, FIRST_PAINT_GOAL_MS, 'ms'),
      goal('service worker sw.js (gzip)', sw, SW_GOAL_BYTES, 'bytes'),
    ],
  };
}

export function printOffline(o: OfflineFigures): void {
  console.log(`\nOffline repeat launch of /m/home (CPU ${o.cpuThrottlingRate}x, network off, median of ${o.runs.length})`);
  for (const g of o.goals) {
    const value = g.value === null ? '-' : g.unit === 'bytes' ? `${(g.value / 1024).toFixed(1)} KB` : `${g.value} ms`;
    const target = g.unit === 'bytes' ? `${(g.target / 1024).toFixed(0)} KB` : `${g.target} ms`;
    console.log(`${g.name}: ${value} (goal <= ${target}) ${g.met === null ? 'NO DATA' : g.met ? 'ok' : 'MISSED'}`);
  }
  console.log(`app ready (splash replaced): ${o.repeatLaunchAppReadyMs ?? '-'} ms`);
}

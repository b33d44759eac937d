// Crypto figures measured in Debian's Chromium against the built site on the real server:
// the warm encryption time in the real crypto worker chunk (median round trip of a seal call,
// v1 and v2, after warm-up), and the longest main-thread task while a member logs in on /m/login.
import { readdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export interface CryptoFigures {
  /** Median ms of one seal call (main thread → worker → main thread), warm, per version. */
  warmSealMs: { v1: number; v2: number };
  sealRuns: number;
  /** Cold: the first seal on a fresh worker, including its start. */
  coldSealMs: number;
  /** Longest main-thread task (PerformanceObserver longtask, >= 50 ms) from pressing log in to /m/home; 0 when none. */
  loginLongestTaskMs: number;
  loginLongTasks: number[];
  workerChunk: string;
}

const WARMUP = 5;

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * Runs in the page: a minimal Comlink client (APPLY with RAW arguments) on the real worker chunk.
 * Plain JavaScript text, because the TypeScript loader may wrap functions in helpers the page lacks.
 */
const SEAL_TIMINGS = `async ({ workerUrl, runs, warmup }) => {
  const worker = new Worker(workerUrl, { type: 'module' });
  let seq = 0;
  const call = (method, ...args) => new Promise((resolve, reject) => {
    const id = 'bench-' + seq++;
    const onMessage = (e) => {
      if (e.data.id !== id) return;
      worker.removeEventListener('message', onMessage);
      if (e.data.type === 'RAW') resolve(e.data.value);
      else reject(new Error('worker threw: ' + JSON.stringify(e.data.value)));
    };
    worker.addEventListener('message', onMessage);
    worker.postMessage({ id, type: 'APPLY', path: [method], argumentList: args.map((value) => ({ type: 'RAW', value })) });
  });
  const res = await fetch('/wps/session/key/rsa?_=' + Date.now(), { headers: { Merchant: 'demo' } });
  const key = (await res.json()).value;
  const payload = { username: 'player01', password: 'Passw0rd!', type: 'username', device: 'MOBILE', loginDeviceId: crypto.randomUUID() };
  let t = performance.now();
  await call('seal', { ...key, DES: 'v1' }, payload);
  const out = { cold: performance.now() - t, v1: [], v2: [] };
  for (const v of ['v1', 'v2']) {
    for (let i = 0; i < warmup + runs; i += 1) {
      t = performance.now();
      const sealed = await call('seal', { ...key, DES: v }, payload);
      if (!sealed || !sealed.body || typeof sealed.body.value !== 'string') throw new Error('seal gave no value');
      if (i >= warmup) out[v].push(performance.now() - t);
    }
  }
  worker.terminate();
  return out;
}`;

const OBSERVE_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });`;

export async function measureCrypto(browser: Browser, origin: string, distDir: string, runs = 30): Promise<CryptoFigures> {
  const chunk = readdirSync(`${distDir}/assets`).find((f) => f.startsWith('crypto.worker-') && f.endsWith('.js'));
  if (!chunk) throw new Error(`no crypto.worker-*.js in ${distDir}/assets`);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LONG_TASKS);
    await page.goto(`${origin}/m/login`);
    await page.waitForFunction(() => document.getElementById('splash')?.hidden === true, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const args = JSON.stringify({ workerUrl: `/m/assets/${chunk}`, runs, warmup: WARMUP });
    const timings = (await page.evaluate(`(${SEAL_TIMINGS})(${args})`)) as { cold: number; v1: number[]; v2: number[] };

    // The login itself: only tasks that start after the press count.
    await page.fill('input[name="username"]', 'player01');
    await page.fill('input[name="password"]', 'Passw0rd!');
    const pressedAt = (await page.evaluate('performance.now()')) as number;
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/m\/(home|changePsw)/, { timeout: 30_000 });
    await page.waitForTimeout(1000);
    const tasks = (await page.evaluate(`window.__longTasks.filter((t) => t.start >= ${pressedAt}).map((t) => Math.round(t.duration))`)) as number[];
    return {
      warmSealMs: { v1: round(median(timings.v1)), v2: round(median(timings.v2)) },
      sealRuns: runs,
      coldSealMs: round(timings.cold),
      loginLongestTaskMs: tasks.length ? Math.max(...tasks) : 0,
      loginLongTasks: tasks,
      workerChunk: chunk,
    };
  } finally {
    await context.close();
  }
}

const round = (n: number): number => Math.round(n * 100) / 100;

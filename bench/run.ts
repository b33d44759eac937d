// `npm run bench [-- --no-build] [-- --runs=N] [-- --dist=DIR] [-- --crypto-only]`: builds the site
// (into DIR, default dist), starts the real server on a free port with a fresh database, measures bytes,
// the crypto worker and a login in Chromium, and Lighthouse scores, then logins under concurrency and the status
// while one client floods writes (over HTTP, the flooder in its own process), writes bench/results.json and prints
// a table. --crypto-only skips Lighthouse and keeps the previous Lighthouse figures in results.json.
// Goals are reported, never asserted: the exit code is 0 when a goal is missed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { measureBytes } from './bytes.ts';
import { measureCrypto } from './crypto.ts';
import { measureOffline, printOffline } from './offline.ts';
import { measureLogin } from './login.ts';
import { measureFlood } from './flood.ts';
import { launchChromium } from '../tests/support/chromium.ts';
import { lighthousePage, median, stopLighthouse, type PageResult } from './lighthouse.ts';
import { floodGoals, goals, loginGoals, mergeGoals, printReport } from './report.ts';
import { startServer, stopServer } from '../tests/support/referenceServer.ts';

const PAGES = ['/m/home', '/m/login'];
const args = process.argv.slice(2);
const runsArg = args.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length)) || 5) : 5;
const DIST = args.find((a) => a.startsWith('--dist='))?.slice('--dist='.length) || 'dist';
const CRYPTO_ONLY = args.includes('--crypto-only');

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    console.error(`\n${sig}: stopping the server`);
    void stopLighthouse().then(stopServer).finally(() => process.exit(130));
  });
}

const load = (): number[] => loadavg().map((l) => Math.round(l * 100) / 100);

async function main(): Promise<void> {
  const loadAtStart = load();
  if (!args.includes('--no-build')) {
    console.log(`building: npx vite build --outDir ${DIST}`);
    const b = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (b.status !== 0) throw new Error(`vite build failed (${b.status})`);
  }
  process.env.E2E_DIST_DIR = DIST;
  const server = await startServer({ label: 'bench' });
  console.log(`server up on ${server.origin}`);
  try {
    const browser = await launchChromium();
    const chromium = browser.version();
    let bytes;
    let crypto;
    let offline;
    try {
      bytes = await measureBytes(browser, server.origin, DIST);
      crypto = await measureCrypto(browser, server.origin, DIST);
      offline = await measureOffline(browser, server.origin, DIST);
    } finally {
      await browser.close();
    }
    const previous = CRYPTO_ONLY && existsSync('bench/results.json')
      ? (JSON.parse(readFileSync('bench/results.json', 'utf8')) as Record<string, unknown>) : null;
    const pages: Record<string, PageResult> = {};
    if (!CRYPTO_ONLY) for (const path of PAGES) pages[path] = await lighthousePage(server.origin, path, RUNS);

    const all = goals(bytes, pages, crypto);
    const lighthouseVersion = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
    const benchmarks = Object.values(pages).flatMap((p) => p.runs.map((r) => r.benchmarkIndex)).filter((v): v is number => v !== null);
    const results = previous ? { ...previous, cryptoMeasuredAt: new Date().toISOString(), ...bytes, crypto, goals: mergeGoals(previous.goals, all) } : {
      measuredAt: new Date().toISOString(),
      node: process.version,
      chromium,
      lighthouseVersion,
      machine: { cpus: cpus().length, loadAverage: { start: loadAtStart, end: load() }, lighthouseBenchmarkIndex: median(benchmarks) },
      lighthouseSettings: { formFactor: 'mobile', throttling: 'simulated', runsPerPage: RUNS, aggregate: 'median' },
      ...bytes,
      crypto,
      goals: all,
      lighthouseResults: pages,
    };
    const login = await measureLogin();
    const flood = await measureFlood();
    all.push(...loginGoals(login), ...floodGoals(flood));
    Object.assign(results, { offline, login, flood, goals: previous ? mergeGoals(previous.goals, all) : all });
    // The port changes every run; without the origin, results.json diffs show only real changes.
    writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2).split(server.origin).join('')}\n`);
    printReport(bytes, pages, all);
    printOffline(offline);
    console.log('\nwrote bench/results.json (raw Lighthouse reports in bench/lighthouse/)');
  } finally {
    await server.stop();
  }
}

main().then(() => process.exit(0), (e: unknown) => {
  console.error('bench failed:', e instanceof Error ? e.message : e);
  void stopServer().finally(() => process.exit(1));
});

// `npm run bench [-- --no-build] [-- --runs=N]`: builds the site, starts the real server on a free
// port with a fresh database, measures bytes and Lighthouse scores, writes bench/results.json and
// prints a table. Goals are reported, never asserted: the exit code is 0 when a goal is missed.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { measureBytes } from './bytes.ts';
import { launchChromium } from '../tests/support/chromium.ts';
import { lighthousePage, median, stopLighthouse, type PageResult } from './lighthouse.ts';
import { goals, printReport } from './report.ts';
import { startServer, stopServer } from '../tests/support/referenceServer.ts';

const PAGES = ['/m/home', '/m/login'];
const args = process.argv.slice(2);
const runsArg = args.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length)) || 3) : 3;

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
    console.log('building: npx vite build');
    const b = spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (b.status !== 0) throw new Error(`vite build failed (${b.status})`);
  }
  const server = await startServer({ label: 'bench' });
  console.log(`server up on ${server.origin}`);
  try {
    const browser = await launchChromium();
    const chromium = browser.version();
    let bytes;
    try {
      bytes = await measureBytes(browser, server.origin);
    } finally {
      await browser.close();
    }
    const pages: Record<string, PageResult> = {};
    for (const path of PAGES) pages[path] = await lighthousePage(server.origin, path, RUNS);

    const all = goals(bytes, pages);
    const lighthouseVersion = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
    const benchmarks = Object.values(pages).flatMap((p) => p.runs.map((r) => r.benchmarkIndex)).filter((v): v is number => v !== null);
    const results = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      chromium,
      lighthouseVersion,
      machine: { cpus: cpus().length, loadAverage: { start: loadAtStart, end: load() }, lighthouseBenchmarkIndex: median(benchmarks) },
      lighthouseSettings: { formFactor: 'mobile', throttling: 'simulated', runsPerPage: RUNS, aggregate: 'median' },
      ...bytes,
      goals: all,
      lighthouseResults: pages,
    };
    // The port changes every run; without the origin, results.json diffs show only real changes.
    writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2).split(server.origin).join('')}\n`);
    printReport(bytes, pages, all);
    console.log('\nwrote bench/results.json (raw Lighthouse reports in bench/lighthouse/)');
  } finally {
    await server.stop();
  }
}

main().then(() => process.exit(0), (e: unknown) => {
  console.error('bench failed:', e instanceof Error ? e.message : e);
  void stopServer().finally(() => process.exit(1));
});

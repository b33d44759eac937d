// Status latency while one client floods writes: an in-process app on a fresh PGlite, rate limiting off,
// one address posting event reports 50 at a time while another asks for the status, one call after another.
// Measured with the per-client write queue (server/http/client-write-queue.ts) and without it, for comparison.
// Run alone: `node --import tsx bench/flood.ts` (updates results.json).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WPS } from '../contract/wps.ts';
import { createApp } from '../server/app.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDb } from '../server/db/open-db.ts';
import { seed } from '../server/db/seed.ts';

const ORIGIN = 'http://localhost';
const FLOOD_CONCURRENCY = 50;
const SECONDS = 8;

export interface FloodRun {
  writeQueue: boolean;
  statusCalls: number;
  statusP50Ms: number;
  statusP99Ms: number;
  writesOk: number;
  writesRefused: number;
}

export interface FloodFigures { node: string; database: 'pglite'; floodConcurrency: number; seconds: number; loadAverage: number[]; runs: FloodRun[] }

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0) * 10) / 10;
};

async function run(writeQueue: boolean): Promise<FloodRun> {
  const { db } = openDb({});
  try {
    await migrate(db);
    await seed(db);
    const app = createApp({
      db, distDir: join(tmpdir(), 'tessera-no-dist'), rateLimit: false, trustTestIpHeader: true,
      ...(writeQueue ? {} : { writeQueue: false as const }), logError: () => undefined, logWarn: () => undefined,
    });
    const until = performance.now() + SECONDS * 1000;
    let n = 0;
    let writesOk = 0;
    let writesRefused = 0;
    const flooder = async () => {
      while (performance.now() < until) {
        const body = JSON.stringify({ eventID: `flood-${n++}`, event: 'login', value: { n }, domain: 'localhost', affiliateCode: '', channels: [], clickIds: {} });
        const res = await app.request(`${ORIGIN}${WPS.eventReport}`, {
          method: 'POST', body, headers: { Merchant: 'demo', 'Content-Type': 'application/json', 'X-Test-Client-IP': '10.9.9.9' },
        });
        await res.arrayBuffer();
        if (res.status === 200) writesOk += 1;
        else writesRefused += 1;
        // A refused flooder comes straight back, as a hostile one would; yield so the loop is not a busy spin.
        if (res.status !== 200) await new Promise((r) => setImmediate(r));
      }
    };
    const statusMs: number[] = [];
    const visitor = async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const res = await app.request(`${ORIGIN}${WPS.status}?device=bench`, { headers: { 'X-Test-Client-IP': '10.1.1.1' } });
        await res.arrayBuffer();
        statusMs.push(performance.now() - t);
      }
    };
    // Warm the caches first, as a running server would be.
    await app.request(`${ORIGIN}${WPS.status}?device=bench`);
    await Promise.all([...Array.from({ length: FLOOD_CONCURRENCY }, flooder), visitor()]);
    return { writeQueue, statusCalls: statusMs.length, statusP50Ms: percentile(statusMs, 50), statusP99Ms: percentile(statusMs, 99), writesOk, writesRefused };
  } finally {
    await db.destroy();
  }
}

export function printFlood(f: FloodFigures): void {
  console.log(`\nstatus while one client floods writes (${f.floodConcurrency} at a time, ${f.seconds} s, in-process app, PGlite; load average ${f.loadAverage.join(' ')})`);
  console.log('write queue  status calls  p50 ms  p99 ms  writes ok  writes refused');
  for (const r of f.runs) {
    console.log([String(r.writeQueue ? 'on' : 'off').padEnd(12), String(r.statusCalls).padEnd(13), String(r.statusP50Ms).padEnd(7), String(r.statusP99Ms).padEnd(7), String(r.writesOk).padEnd(10), String(r.writesRefused)].join(' '));
  }
}

export async function measureFlood(): Promise<FloodFigures> {
  const runs = [await run(true), await run(false)];
  const figures: FloodFigures = { node: process.version, database: 'pglite', floodConcurrency: FLOOD_CONCURRENCY, seconds: SECONDS, loadAverage: loadavg().map((l) => Math.round(l * 100) / 100), runs };
  printFlood(figures);
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  measureFlood().then((flood) => {
    const previous = existsSync('bench/results.json') ? (JSON.parse(readFileSync('bench/results.json', 'utf8')) as Record<string, unknown>) : {};
    writeFileSync('bench/results.json', `${JSON.stringify({ ...previous, flood: { measuredAt: new Date().toISOString(), ...flood } }, null, 2)}\n`);
    console.log('\nwrote bench/results.json (flood)');
    process.exit(0);
  }, (e: unknown) => {
    console.error('flood bench failed:', e instanceof Error ? e.message : e);
    process.exit(1);
  });
}

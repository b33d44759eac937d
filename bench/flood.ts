// Status latency while one client floods writes, over real HTTP: the reference server (server/main.ts, fresh PGlite)
// in its own process, the flooder (bench/flooder.ts) in another, posting event reports from one address 50 at a
// time, and visitors asking for the status one call after another from this process (each call from its own
// address, as many phones would). Two runs: the production rate limits (300 a minute per address and path) with
// the per-client write queue behind them, and the rate limits lifted so the write queue alone holds the flood; then
// the same status calls with no flood (the flooder process starts but sends nothing): the machine's own floor.
// Run alone: `node --import tsx bench/flood.ts` (updates results.json).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { WPS } from '../contract/wps.ts';
import { startServer } from '../tests/support/referenceServer.ts';
import { floodGoals, mergeGoals } from './report.ts';

const FLOOD_CONCURRENCY = 50;
const SECONDS = 8;

export interface FloodRun {
  /**
   * 'production': the default rate limits in front of the write queue; 'write queue only': rate limits lifted;
   * 'no flood': the same status calls with no flooder, this machine's floor at the time.
   */
  limits: 'production' | 'write queue only' | 'no flood';
  statusCalls: number;
  statusP50Ms: number;
  statusP99Ms: number;
  writesOk: number;
  writesRefused: number;
  /** The flooder's answers by HTTP status. */
  writesByStatus: Record<string, number>;
  /** Load averages (1, 5, 15 min) when the run ended. */
  loadAverage: number[];
}

export interface FloodFigures { node: string; database: 'pglite'; transport: 'http'; floodConcurrency: number; seconds: number; loadAverage: number[]; runs: FloodRun[] }

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0) * 10) / 10;
};
const load = (): number[] => loadavg().map((l) => Math.round(l * 100) / 100);

async function run(limits: FloodRun['limits']): Promise<FloodRun> {
  const env: Record<string, string> = { TRUST_TEST_IP_HEADER: '1', DIST_DIR: join(tmpdir(), 'tessera-no-dist') };
  if (limits === 'production') Object.assign(env, { RATE_LIMIT_PER_MINUTE: '300', RATE_LIMIT_LOGIN_PER_MINUTE: '30' });
  const server = await startServer({ label: 'flood', env });
  try {
    const statusUrl = `${server.origin}${WPS.status}?device=bench`;
    let visitor = 0;
    const ask = async (): Promise<number> => {
      visitor += 1;
      const t = performance.now();
      const res = await fetch(statusUrl, { headers: { Merchant: 'demo', 'X-Test-Client-IP': `10.1.${(visitor >> 8) & 255}.${visitor & 255}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`status answered ${res.status} during the flood`);
      return performance.now() - t;
    };
    // Warm the caches first, as a running server would be.
    for (let i = 0; i < 20; i += 1) await ask();

    const flood = limits !== 'no flood';
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/flooder.ts', server.origin, String(SECONDS), String(flood ? FLOOD_CONCURRENCY : 0)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout! });
    const counts = new Promise<{ ok: number; refused: number; byStatus: Record<string, number> }>((resolve, reject) => {
      lines.on('line', (line) => { if (line.startsWith('{')) resolve(JSON.parse(line)); });
      child.once('exit', (code) => reject(new Error(`flooder exited with ${code} before its counts`)));
    });
    await new Promise<void>((resolve, reject) => {
      lines.on('line', (line) => { if (line === 'flooding') resolve(); });
      child.once('exit', (code) => reject(new Error(`flooder exited with ${code}`)));
    });
    const until = performance.now() + SECONDS * 1000;
    const statusMs: number[] = [];
    while (performance.now() < until) statusMs.push(await ask());
    const writes = await counts;
    return {
      limits, statusCalls: statusMs.length, statusP50Ms: percentile(statusMs, 50), statusP99Ms: percentile(statusMs, 99),
      writesOk: writes.ok, writesRefused: writes.refused, writesByStatus: writes.byStatus, loadAverage: load(),
    };
  } finally {
    await server.stop();
  }
}

export function printFlood(f: FloodFigures): void {
  console.log(`\nstatus while one client floods writes (${f.floodConcurrency} at a time, ${f.seconds} s, over HTTP, server and flooder in their own processes, PGlite)`);
  console.log('limits            status calls  p50 ms  p99 ms  writes ok  writes refused  load average');
  for (const r of f.runs) {
    console.log([r.limits.padEnd(17), String(r.statusCalls).padEnd(13), String(r.statusP50Ms).padEnd(7), String(r.statusP99Ms).padEnd(7), String(r.writesOk).padEnd(10), String(r.writesRefused).padEnd(15), r.loadAverage.join(' ')].join(' '));
  }
}

export async function measureFlood(): Promise<FloodFigures> {
  const runs = [await run('production'), await run('write queue only'), await run('no flood')];
  const figures: FloodFigures = { node: process.version, database: 'pglite', transport: 'http', floodConcurrency: FLOOD_CONCURRENCY, seconds: SECONDS, loadAverage: load(), runs };
  printFlood(figures);
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  measureFlood().then((flood) => {
    const previous = existsSync('bench/results.json') ? (JSON.parse(readFileSync('bench/results.json', 'utf8')) as Record<string, unknown>) : {};
    const goals = floodGoals(flood);
    writeFileSync('bench/results.json', `${JSON.stringify({ ...previous, goals: mergeGoals(previous.goals, goals), flood: { measuredAt: new Date().toISOString(), ...flood } }, null, 2)}\n`);
    for (const g of goals) console.log(`${g.name}: ${g.value} ms (${g.op} ${g.target} ms) ${g.met ? 'met' : 'MISSED'}`);
    console.log('\nwrote bench/results.json (flood)');
    process.exit(0);
  }, (e: unknown) => {
    console.error('flood bench failed:', e instanceof Error ? e.message : e);
    process.exit(1);
  });
}

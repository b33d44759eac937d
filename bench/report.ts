// Goals and the readable table. Goals are reported, never asserted: a miss prints MISSED.
import type { ByteFigures } from './bytes.ts';
import type { CryptoFigures } from './crypto.ts';
import type { FloodFigures } from './flood.ts';
import { CATEGORIES, type PageResult } from './lighthouse.ts';
import type { LoginFigures } from './login.ts';

const KB = 1024;

export interface Goal {
  name: string;
  value: number | null;
  op: '<=' | '>=';
  target: number;
  unit: 'bytes' | 'score' | 'ms';
  met: boolean | null;
  note?: string;
}

function goal(name: string, value: number | null, op: Goal['op'], target: number, unit: Goal['unit'], note?: string): Goal {
  const met = value === null ? null : op === '<=' ? value <= target : value >= target;
  return { name, value, op, target, unit, met, ...(note ? { note } : {}) };
}

export function goals(bytes: ByteFigures, pages: Record<string, PageResult>, crypto: CryptoFigures | null = null): Goal[] {
  const out = [
    goal('guestHomeJsGzipBytes', bytes.guestHomeJsGzipBytes, '<=', 100 * KB, 'bytes'),
    goal('indexHtmlGzipBytes', bytes.indexHtmlGzipBytes, '<=', 14 * KB, 'bytes'),
    goal('serviceWorkerGzipBytes', bytes.serviceWorkerGzipBytes, '<=', 15 * KB, 'bytes', 'precache list included; also tested'),
    goal('workerChunkGzipBytes', bytes.workerChunkGzipBytes, '<=', 24 * KB, 'bytes', 'node-forge jsbn + crypto-js DES, loaded off first paint'),
  ];
  if (crypto) {
    out.push(goal('warm seal v1 (median, Chromium worker)', crypto.warmSealMs.v1, '<=', 15, 'ms'));
    out.push(goal('warm seal v2 (median, Chromium worker)', crypto.warmSealMs.v2, '<=', 15, 'ms'));
    out.push(goal('longest main-thread task during a login', crypto.loginLongestTaskMs, '<=', 50, 'ms', '0 = no task of 50 ms or more'));
  }
  for (const [path, page] of Object.entries(pages))
    for (const c of CATEGORIES) out.push(goal(`lighthouse ${path} ${c}`, page.scores[c], '>=', 95, 'score'));
  return out;
}

/** Issue 17's goal: the admitted logins at concurrency 200 answer within 2 s (p99); the refused get a 503 at once. */
export function loginGoals(login: LoginFigures): Goal[] {
  const c200 = login.levels.find((l) => l.concurrency === 200);
  return [goal('login p99 at concurrency 200 (admitted)', c200?.okP99Ms ?? null, '<=', 2_000, 'ms',
    c200 ? `${c200.ok} of ${c200.requests} admitted, ${c200.refused} refused with 503 at once (p99 ${c200.p99Ms} ms over all); load average ${login.loadAverage.join(' ')}` : undefined)];
}

/** Issue 17's goal: status p99 while one client floods writes, over HTTP with the production rate limits and write queue. */
export function floodGoals(flood: FloodFigures): Goal[] {
  const run = flood.runs.find((r) => r.limits === 'production');
  return [goal('status p99 under a write flood', run?.statusP99Ms ?? null, '<=', 50, 'ms',
    run ? `over HTTP, ${flood.floodConcurrency} writes at a time from one address, production rate limits and write queue; load average ${run.loadAverage.join(' ')}` : undefined)];
}

/** The fresh goals, then the earlier ones not measured again (a partial run keeps the rest of results.json). */
export function mergeGoals(old: unknown, fresh: Goal[]): unknown[] {
  const names = new Set(fresh.map((g) => g.name));
  return [...fresh, ...(Array.isArray(old) ? old : []).filter((g: { name?: string }) => !names.has(g.name ?? ''))];
}

const fmtKb = (n: number | null): string => (n === null ? '-' : `${(n / KB).toFixed(1)} KB`);
const status = (g: Goal): string => (g.met === null ? 'NO DATA' : g.met ? 'ok' : 'MISSED');

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}

export function printReport(bytes: ByteFigures, pages: Record<string, PageResult>, all: Goal[]): void {
  console.log('\nBytes (gzip level 9)');
  const byteRows = [['figure', 'value', 'goal', 'status']];
  for (const g of all.filter((x) => x.unit === 'bytes'))
    byteRows.push([g.name, fmtKb(g.value), `${g.op} ${fmtKb(g.target)}${g.note ? ` (${g.note})` : ''}`, status(g)]);
  console.log(table(byteRows));
  console.log(`guest /m/home scripts before the first screen: ${bytes.guestHomeJsFiles.map((f) => `${f.file} ${fmtKb(f.gzipBytes)}`).join(', ')}`);
  console.log(`guest /m/home scripts after it (deferred features): ${fmtKb(bytes.guestHomeLaterJsGzipBytes)}`);

  const msGoals = all.filter((x) => x.unit === 'ms');
  if (msGoals.length) {
    console.log('\nTimings: the crypto worker and a login in Chromium, logins under concurrency, status under a write flood');
    const msRows = [['figure', 'value', 'goal', 'status']];
    for (const g of msGoals) msRows.push([g.name, g.value === null ? '-' : `${g.value} ms`, `${g.op} ${g.target} ms${g.note ? ` (${g.note})` : ''}`, status(g)]);
    console.log(table(msRows));
  }
  if (Object.keys(pages).length === 0) {
    const missed = all.filter((g) => g.met === false).length;
    console.log(`\n${all.length - missed} of ${all.length} goals met${missed ? `, ${missed} MISSED` : ''} (Lighthouse not run).`);
    return;
  }

  const runs = Math.max(...Object.values(pages).map((p) => p.runs.length));
  console.log(`\nLighthouse, mobile, simulated throttling (median of ${runs} run(s)); goal >= 95 each`);
  const rows = [['page', ...CATEGORIES, 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'transfer']];
  for (const [path, p] of Object.entries(pages)) {
    const ms = (v: number | null) => (v === null ? '-' : `${(v / 1000).toFixed(2)} s`);
    rows.push([path, ...CATEGORIES.map((c) => {
      const s = p.scores[c];
      return s === null ? 'NO DATA' : `${s}${s < 95 ? ' MISSED' : ''}`;
    }), ms(p.metrics.fcpMs), ms(p.metrics.lcpMs), p.metrics.tbtMs === null ? '-' : `${Math.round(p.metrics.tbtMs)} ms`,
    p.metrics.cls === null ? '-' : p.metrics.cls.toFixed(3), ms(p.metrics.siMs), fmtKb(p.metrics.transferBytes)]);
  }
  console.log(table(rows));
  for (const [path, p] of Object.entries(pages)) {
    const last = p.runs[p.runs.length - 1];
    if (!last) continue;
    const x = last.extras;
    console.log(`${path}: LCP element ${x.lcpElement ?? '-'}; ${Object.entries(x.lcpBreakdownMs).map(([k, v]) => `${k} ${v} ms`).join(', ')}`);
    if (x.longTasks.length) console.log(`${path}: longest tasks: ${x.longTasks.join(', ')}`);
    if (x.uncompressedText.length) console.log(`${path}: sent without compression: ${x.uncompressedText.join(', ')}`);
    for (const w of new Set(p.runs.flatMap((r) => r.warnings))) console.log(`${path}: lighthouse warning: ${w}`);
  }

  for (const [path, p] of Object.entries(pages)) {
    for (const f of p.failedRuns) console.log(`${path}: ${f}`);
    for (const c of CATEGORIES) {
      const failing = p.failingAudits[c];
      if (!failing.length) continue;
      console.log(`\n${path} · ${c}: failing audits (score < 0.9 in any run; value and details from the last failing run)`);
      for (const a of failing) {
        console.log(`  - ${a.id} (weight ${a.weight}, score ${a.medianScore}, failed ${a.failedInRuns}): ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
        for (const d of a.details) console.log(`      ${d}`);
      }
    }
  }
  const missed = all.filter((g) => g.met === false).length;
  console.log(`\n${all.length - missed} of ${all.length} goals met${missed ? `, ${missed} MISSED` : ''}.`);
}

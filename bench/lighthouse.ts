// Runs the Lighthouse CLI from node_modules against Debian's Chromium (never a downloaded browser),
// mobile form factor with simulated throttling (Lighthouse's defaults), and keeps the raw JSON
// reports in bench/lighthouse/ (gitignored).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM } from '../tests/support/chromium.ts';
import { extras, failingAudits, type FailingAudit, type Lhr, type RunExtras } from './audits.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  siMs: 'speed-index',
  transferBytes: 'total-byte-weight',
} as const;
export type Metric = keyof typeof METRICS;

const REPORT_DIR = 'bench/lighthouse';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking '
  + '--disable-component-update --disable-sync --no-first-run';

export interface RunResult {
  report: string;
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  benchmarkIndex: number | null;
  warnings: string[];
  extras: RunExtras;
}

export interface PageResult {
  url: string;
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  runs: RunResult[];
  failedRuns: string[];
  failingAudits: Record<Category, FailingAudit[]>;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

let active: ChildProcess | undefined;

/** Interrupts a running Lighthouse (its own SIGINT handler closes the Chromium it launched). */
export function stopLighthouse(): Promise<void> {
  const child = active;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); resolve(); }, 5_000);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    child.kill('SIGINT');
  });
}

function lighthouse(url: string, output: string): Promise<void> {
  const args = [url, '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=${CHROME_FLAGS}`,
    `--only-categories=${CATEGORIES.join(',')}`];
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/lighthouse', args, {
      // CHROME_PATH makes chrome-launcher use Debian's Chromium; nothing may fetch a browser.
      env: { ...process.env, CHROME_PATH: CHROMIUM, PUPPETEER_SKIP_DOWNLOAD: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    active = child;
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.once('error', (e) => { clearTimeout(timer); reject(e); });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited with ${code ?? signal}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}

function readRun(report: string): { run: RunResult; lhr: Lhr } {
  const lhr = JSON.parse(readFileSync(report, 'utf8')) as Lhr;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => {
    const s = lhr.categories[c]?.score;
    return [c, typeof s === 'number' ? Math.round(s * 100) : null];
  })) as Record<Category, number | null>;
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => {
    const v = lhr.audits[id]?.numericValue;
    return [k, typeof v === 'number' ? v : null];
  })) as Record<Metric, number | null>;
  const run = { report, scores, metrics, benchmarkIndex: lhr.environment?.benchmarkIndex ?? null, warnings: lhr.runWarnings ?? [], extras: extras(lhr) };
  return { run, lhr };
}

export async function lighthousePage(origin: string, path: string, runs: number): Promise<PageResult> {
  mkdirSync(REPORT_DIR, { recursive: true });
  const url = `${origin}${path}`;
  const slug = path.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-');
  const done: { run: RunResult; lhr: Lhr }[] = [];
  const failedRuns: string[] = [];
  for (let i = 1; i <= runs; i += 1) {
    const report = join(REPORT_DIR, `${slug}-${i}.json`);
    rmSync(report, { force: true });
    const started = Date.now();
    try {
      await lighthouse(url, report);
      const r = readRun(report);
      done.push(r);
      console.log(`  lighthouse ${path} run ${i}/${runs}: ${CATEGORIES.map((c) => `${c} ${r.run.scores[c] ?? '-'}`).join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      failedRuns.push(`run ${i}: ${msg}`);
      console.log(`  lighthouse ${path} run ${i}/${runs} FAILED: ${msg}`);
    }
  }
  const med = <K extends string>(keys: readonly K[], pick: (r: RunResult, k: K) => number | null) =>
    Object.fromEntries(keys.map((k) => [k, median(done.map((d) => pick(d.run, k)).filter((v): v is number => v !== null))])) as Record<K, number | null>;
  return {
    url,
    scores: med(CATEGORIES, (r, c) => r.scores[c]),
    metrics: med(Object.keys(METRICS) as Metric[], (r, m) => r.metrics[m]),
    runs: done.map((d) => d.run),
    failedRuns,
    failingAudits: Object.fromEntries(CATEGORIES.map((c) => [c, failingAudits(done.map((d) => d.lhr), c)])) as Record<Category, FailingAudit[]>,
  };
}

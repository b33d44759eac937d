// Login throughput: username logins against an in-process app on a fresh PGlite, rate limiting off, at
// concurrency 10 and 200 (one member and one address per concurrent client, so neither the per-account throttle
// nor the per-address write queue meets itself).
// Bodies are sealed before the clock starts, as the site would send them; a 503 is the hashing gate's
// refusal (server/http/credential-admission.ts, server/auth/hash-gate.ts). Run alone: `node --import tsx bench/login.ts` (updates results.json).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WPS } from '../contract/wps.ts';
import { createApp } from '../server/app.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDb } from '../server/db/open-db.ts';
import type { Db } from '../server/db/schema.ts';
import { seed } from '../server/db/seed.ts';
import { SEED_PASSWORD } from '../server/merchants/seed/merchant-seed.ts';
import { fetchRsaKey, sealJsonInit, type Fetcher, type SealedInit } from '../tests/support/secureRequest.ts';
import { loginGoals, mergeGoals } from './report.ts';

const ORIGIN = 'http://localhost';
const LEVELS = [{ concurrency: 10, rounds: 20 }, { concurrency: 200, rounds: 2 }] as const;

export interface LoginLevel {
  concurrency: number;
  requests: number;
  ok: number;
  /** 503 system.unavailable: refused at once by the admission bound or the hashing gate. */
  refused: number;
  other: number;
  seconds: number;
  /** Successful logins per second of wall time. */
  okPerSecond: number;
  /** Over every answer (refusals included), ms. */
  p50Ms: number;
  p99Ms: number;
  /** Over the successful logins only, ms. */
  okP50Ms: number | null;
  okP99Ms: number | null;
}

export interface LoginFigures {
  node: string;
  database: 'pglite';
  /** The machine's 1, 5 and 15 minute load averages when the run ended (a 2-core box shared with other work). */
  loadAverage: number[];
  levels: LoginLevel[];
}

const percentile = (xs: number[], p: number): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! * 10) / 10;
};

/** Bench members bench001.., each with the seed members' password hash (one hash, copied). */
async function addMembers(db: Db, count: number): Promise<string[]> {
  const model = await db.selectFrom('members').select(['password_hash', 'language']).where('merchant', '=', 'demo').where('username', '=', 'player01').executeTakeFirstOrThrow();
  const names = Array.from({ length: count }, (_, i) => `bench${String(i + 1).padStart(3, '0')}`);
  await db.insertInto('members').values(names.map((username) => ({
    merchant: 'demo', username, password_hash: model.password_hash, type: 0, language: model.language,
    first_time_login: false, password_expired: false, club_label: null,
  }))).execute();
  return names;
}

async function runLevel(fetcher: Fetcher, names: string[], concurrency: number, rounds: number): Promise<LoginLevel> {
  const key = await fetchRsaKey(fetcher, ORIGIN, 'demo');
  const bodies: SealedInit[][] = [];
  for (let w = 0; w < concurrency; w += 1) {
    const payload = { username: names[w], password: SEED_PASSWORD, type: 'username' };
    bodies.push(await Promise.all(Array.from({ length: rounds }, () => sealJsonInit(key, payload))));
  }
  const all: number[] = [];
  const okMs: number[] = [];
  let refused = 0;
  let other = 0;
  const start = performance.now();
  await Promise.all(bodies.map(async (mine, w) => {
    const ip = `10.7.${w >> 8}.${w & 255}`;
    for (const sealed of mine) {
      const t = performance.now();
      const res = await fetcher(`${ORIGIN}${WPS.login}`, { method: 'POST', headers: { Merchant: 'demo', 'X-Test-Client-IP': ip, ...sealed.headers }, body: sealed.body });
      const env = (await res.json()) as { success?: boolean };
      const ms = performance.now() - t;
      all.push(ms);
      if (res.status === 200 && env.success) okMs.push(ms);
      else if (res.status === 503) refused += 1;
      else other += 1;
    }
  }));
  const seconds = (performance.now() - start) / 1000;
  return {
    concurrency, requests: all.length, ok: okMs.length, refused, other,
    seconds: Math.round(seconds * 100) / 100,
    okPerSecond: Math.round((okMs.length / seconds) * 10) / 10,
    p50Ms: percentile(all, 50) ?? 0, p99Ms: percentile(all, 99) ?? 0,
    okP50Ms: percentile(okMs, 50), okP99Ms: percentile(okMs, 99),
  };
}

export function printLogin(f: LoginFigures): void {
  console.log(`\nlogin throughput (in-process app, PGlite, rate limiting off; load average ${f.loadAverage.join(' ')})`);
  console.log('concurrency  requests  ok   503  other  ok/s    p50 ms   p99 ms   ok p50  ok p99');
  for (const l of f.levels) {
    console.log([
      String(l.concurrency).padEnd(11), String(l.requests).padEnd(9), String(l.ok).padEnd(4), String(l.refused).padEnd(4),
      String(l.other).padEnd(6), String(l.okPerSecond).padEnd(7), String(l.p50Ms).padEnd(8), String(l.p99Ms).padEnd(8),
      String(l.okP50Ms ?? '-').padEnd(7), String(l.okP99Ms ?? '-'),
    ].join(' '));
  }
}

/** Measures every level on one fresh database, then prints the table. */
export async function measureLogin(): Promise<LoginFigures> {
  const { db } = openDb({});
  try {
    await migrate(db);
    await seed(db);
    const names = await addMembers(db, Math.max(...LEVELS.map((l) => l.concurrency)));
    const app = createApp({ db, distDir: join(tmpdir(), 'tessera-no-dist'), rateLimit: false, trustTestIpHeader: true, logError: () => undefined, logWarn: () => undefined });
    const fetcher: Fetcher = (url, init) => app.request(url, init);
    const levels: LoginLevel[] = [];
    for (const l of LEVELS) levels.push(await runLevel(fetcher, names, l.concurrency, l.rounds));
    const figures: LoginFigures = { node: process.version, database: 'pglite', loadAverage: loadavg().map((l) => Math.round(l * 100) / 100), levels };
    printLogin(figures);
    return figures;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  measureLogin().then((login) => {
    const previous = existsSync('bench/results.json') ? (JSON.parse(readFileSync('bench/results.json', 'utf8')) as Record<string, unknown>) : {};
    const goals = loginGoals(login);
    writeFileSync('bench/results.json', `${JSON.stringify({ ...previous, goals: mergeGoals(previous.goals, goals), login: { measuredAt: new Date().toISOString(), ...login } }, null, 2)}\n`);
    for (const g of goals) console.log(`${g.name}: ${g.value} ms (${g.op} ${g.target} ms) ${g.met ? 'met' : 'MISSED'}`);
    console.log('\nwrote bench/results.json (login)');
    process.exit(0);
  }, (e: unknown) => {
    console.error('login bench failed:', e instanceof Error ? e.message : e);
    process.exit(1);
  });
}

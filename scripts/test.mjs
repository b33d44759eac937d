#!/usr/bin/env node
// The one test command: type-check every runtime, build, run unit, server and end-to-end tests,
// then repeat the server tests on PostgreSQL when TEST_DATABASE_URL is set. Last line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';

let passed = 0;
let failed = 0;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function step(label, cmd, args) {
  if (run(label, cmd, args)) passed += 1;
  else { failed += 1; console.log(`FAILED step: ${label}`); }
}

function vitest(label, projects, env = {}) {
  mkdirSync('test-results', { recursive: true });
  const out = `test-results/${label}.json`;
  rmSync(out, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const okRun = run(label, 'npx', args, env);
  try {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    // A suite that fails to load has no tests counted; count it so it can't hide.
    const brokenFiles = (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
    failed += brokenFiles;
    if (!okRun && r.numFailedTests === 0 && brokenFiles === 0) failed += 1;
  } catch {
    failed += 1;
    console.log(`FAILED: ${label} wrote no report`);
  }
}

/** The end-to-end tests drive Debian's Chromium; install it when missing (never a browser download). */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  console.log(`\n=== ${path} is missing: installing Debian's chromium with apt-get`);
  const apt = (...args) => {
    const [cmd, pre] = process.getuid?.() === 0 ? ['apt-get', []] : ['sudo', ['apt-get']];
    spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
}

const only = process.argv[2];
if (!only || only === 'e2e') ensureChromium();
if (!only || only === 'types') step('typecheck', 'npx', ['tsc', '-b']);
if (!only || only === 'e2e') step('build', 'npx', ['vite', 'build']);
if (!only || only === 'unit') vitest('unit', ['unit', 'server', 'tooling']);
if ((!only || only === 'pg') && process.env.TEST_DATABASE_URL) vitest('server-postgres', ['server'], { DATABASE_URL: process.env.TEST_DATABASE_URL });
if (!only || only === 'e2e') vitest('e2e', ['e2e']);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

// Every public page, every member page and the agent's page, for the three merchants: no serious or critical axe-core
// violation, and no horizontal overflow on a phone. In each merchant's default or English, and in Urdu (right to
// left, where a physical left/right shows first) for every merchant that offers it: only demo does (the seed's
// languages: lotto TH, EN, VI; club EN, TH).
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RTL_LANGUAGES } from '../../contract/languages.ts';
import { PATHS } from '../../contract/routes.ts';
import { clubSeed } from '../../server/merchants/seed/club.ts';
import { demoSeed } from '../../server/merchants/seed/demo.ts';
import { lottoSeed } from '../../server/merchants/seed/lotto.ts';
import { dismissPopups, launch, ready, url } from './browser.ts';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

// Each merchant in a language it offers; the first test below checks that every merchant offering Urdu has a run in it.
const RUNS = [
  { name: 'demo', host: 'localhost', member: 'player01', agent: 'agent01', game: 'PG-fortune-tiger', lang: 'EN' },
  { name: 'demo', host: 'localhost', member: 'player01', agent: 'agent01', game: 'PG-fortune-tiger', lang: 'UR' },
  { name: 'lotto', host: 'www.lotto.localhost', member: 'lottoplayer', agent: 'lottoagent', game: 'PG-fortune-ox', lang: 'TH' },
  { name: 'club', host: 'www.club.localhost', member: 'clubplayer', agent: 'clubagent', game: 'PG-fortune-tiger', lang: 'EN' },
] as const;
const URDU_RUNS = RUNS.filter((r) => r.lang === 'UR').map((r) => r.name);

const GUEST_PAGES = [
  PATHS.home, PATHS.login, PATHS.register, PATHS.activity, `${PATHS.activity}?id=promo-1001`, PATHS.inviteFriends,
  PATHS.sports, PATHS.live, PATHS.rng, PATHS.table, PATHS.fish, PATHS.pvp, PATHS.crash, PATHS.arcade, PATHS.elott,
  PATHS.news, PATHS.download, PATHS.app,
].map((p) => `/m${p}`);
/** A member page, where it lands when that is another path (a valid launch opens the game viewer), and what shows it is up. */
interface MemberPage { path: string; lands?: string; ready?: string }
const memberPages = (game: string): MemberPage[] => [
  ...[PATHS.memberHome, PATHS.deposit, PATHS.inbox, PATHS.lotteryOrders, PATHS.feedback, PATHS.inviteFriends, PATHS.home, PATHS.changePsw]
    .map((p) => ({ path: `/m${p}` })),
  // The launch page's own screen (a broken link's message), a launch into the viewer, and the viewer opened again.
  { path: `/m${PATHS.launchGame}?vendor=%3Cscript%3E&code=`, lands: `/m${PATHS.launchGame}`, ready: '[data-testid="launch-game"][data-state="invalid"]' },
  { path: `/m${PATHS.launchGame}?vendor=PG&code=${game}&backUrl=%2Fm%2Fhome`, lands: `/m${PATHS.game}`, ready: '[data-testid="game-frame"]' },
  { path: `/m${PATHS.game}`, ready: '[data-testid="game-frame"]' },
];
const AGENT_PAGES = [PATHS.agentRegister].map((p) => `/m${p}`);

interface Finding { page: string; issue: string }

/** axe-core's serious and critical violations on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } };
    const r = await w.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  return found;
}

/** Opens a page and waits until the app has rendered it and the network has settled. */
async function open(page: Page, path: string, host: string): Promise<void> {
  await page.goto(url(path, host));
  await ready(page);
  await page.waitForLoadState('networkidle');
}

async function check(page: Page, path: string, lang: string, findings: Finding[]): Promise<void> {
  if (lang === 'UR') expect(await page.evaluate(() => document.documentElement.dir), path).toBe('rtl');
  for (const issue of await axeViolations(page)) findings.push({ page: path, issue });
  const [inner, scroll] = await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]);
  if (scroll > inner) findings.push({ page: path, issue: `horizontal overflow: ${scroll} px wide on a ${inner} px screen` });
}

/** A phone in the given language. Axe is injected by the test: the site's CSP (scripts from self, inline by hash) would refuse it. */
async function newContext(lang: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  await dismissPopups(context);
  await context.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), lang);
  return context;
}

/** Logs in through the login page; club's local captcha is answered when it asks. */
async function logIn(page: Page, host: string, username: string): Promise<void> {
  await open(page, '/m/login', host);
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[type="password"]').first().fill('Passw0rd!');
  await page.locator('form button[type="submit"]').first().click();
  const robot = page.getByRole('dialog').getByRole('button', { name: /robot/i });
  await Promise.race([robot.click().catch(() => undefined), page.waitForURL((u) => !u.pathname.endsWith('/login'))]);
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
}

describe('accessibility and layout of every page', () => {
  it('a right-to-left run for every merchant whose seed offers a right-to-left language (today: demo, in Urdu)', () => {
    const offering = [demoSeed, lottoSeed, clubSeed].filter((m) => m.config.languages.some((l) => RTL_LANGUAGES.includes(l))).map((m) => m.code);
    expect(RUNS.map((r) => r.name).sort()).toEqual(['club', 'demo', 'demo', 'lotto']);
    expect(URDU_RUNS).toEqual(offering);
  });

  it.each(RUNS)('$name in $lang, as a guest, a member and an agent', async ({ name, host, member, agent, game, lang }) => {
    const context = await newContext(lang);
    const page = await context.newPage();
    const findings: Finding[] = [];
    for (const path of GUEST_PAGES) {
      await open(page, path, host);
      await check(page, path, lang, findings);
    }
    // The member logs in through the page (club asks for its local captcha), then every member page in the same tab.
    await logIn(page, host, member);
    for (const { path, lands, ready: shown } of memberPages(game)) {
      await open(page, path, host);
      if (shown) await page.locator(shown).waitFor();
      expect(new URL(page.url()).pathname, `${name}: ${path} opened for the member`).toBe(lands ?? path.split('?')[0]);
      await check(page, path, lang, findings);
    }
    await context.close();
    // The agent in a fresh context: the agent's registration page (ordinary members are sent to the invite page).
    const agentContext = await newContext(lang);
    const agentPage = await agentContext.newPage();
    await logIn(agentPage, host, agent);
    for (const path of AGENT_PAGES) {
      await open(agentPage, path, host);
      await agentPage.getByTestId('agent-page').waitFor();
      await check(agentPage, path, lang, findings);
    }
    await agentContext.close();
    expect(findings, `${name} ${lang}`).toEqual([]);
  }, 420_000);
});

// Every public page and every member page, for the three merchants: no serious or critical axe-core violation, and
// no horizontal overflow on a phone. In EN and in Urdu (right to left), where a physical left/right shows first.
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../contract/routes.ts';
import { dismissPopups, launch, ready, url } from './browser.ts';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

// Urdu is offered by demo only (lotto: TH, EN, VI; club: EN, TH): each merchant in a language it offers.
const RUNS = [
  { name: 'demo', host: 'localhost', member: 'player01', lang: 'EN' },
  { name: 'demo', host: 'localhost', member: 'player01', lang: 'UR' },
  { name: 'lotto', host: 'www.lotto.localhost', member: 'lottoplayer', lang: 'TH' },
  { name: 'club', host: 'www.club.localhost', member: 'clubplayer', lang: 'EN' },
] as const;

const GUEST_PAGES = [
  PATHS.home, PATHS.login, PATHS.register, PATHS.activity, `${PATHS.activity}?id=promo-1001`, PATHS.inviteFriends,
  PATHS.sports, PATHS.live, PATHS.rng, PATHS.table, PATHS.fish, PATHS.pvp, PATHS.crash, PATHS.arcade, PATHS.elott,
  PATHS.news, PATHS.download, PATHS.app,
].map((p) => `/m${p}`);
const MEMBER_PAGES = [PATHS.memberHome, PATHS.deposit, PATHS.inbox, PATHS.lotteryOrders, PATHS.feedback, PATHS.inviteFriends, PATHS.home].map((p) => `/m${p}`);

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

describe('accessibility and layout of every page', () => {
  it.each(RUNS)('$name in $lang, as a guest and as a member', async ({ name, host, member, lang }) => {
    // Axe is injected by the test: the site's CSP (scripts from self, inline by hash) would refuse it.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
    await dismissPopups(context);
    await context.addInitScript((code) => localStorage.setItem('MC_LANGUAGE', code), lang);
    const page = await context.newPage();
    const findings: Finding[] = [];
    for (const path of GUEST_PAGES) {
      await open(page, path, host);
      await check(page, path, lang, findings);
    }
    // The member logs in through the page (club asks for its local captcha), then every member page in the same tab.
    await open(page, '/m/login', host);
    await page.locator('input[autocomplete="username"]').fill(member);
    await page.locator('input[type="password"]').first().fill('Passw0rd!');
    await page.locator('form button[type="submit"]').first().click();
    const robot = page.getByRole('dialog').getByRole('button', { name: /robot/i });
    await Promise.race([robot.click().catch(() => undefined), page.waitForURL((u) => !u.pathname.endsWith('/login'))]);
    await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    for (const path of MEMBER_PAGES) {
      await open(page, path, host);
      expect(new URL(page.url()).pathname, `${name}: ${path} opened for the member`).toBe(path);
      await check(page, path, lang, findings);
    }
    await context.close();
    expect(findings, `${name} ${lang}`).toEqual([]);
  }, 300_000);
});

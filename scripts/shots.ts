// `npm run shots`: every route of the spec's table, for the three demo merchants in EN, TH and UR, on a phone
// (390x844), from the built site on the real reference server. Guest pages as a guest, member pages logged in.
// Options: --out DIR (default shots), --only SUBSTRING (route filter), --merchants demo,lotto --langs EN,UR,
// --full (the whole page, not only the first screen a player sees), --failures (the failure and give-up states of
// scripts/failureScenes.ts instead of the routes; --only then filters scene names; --jobs N scenes at once, default 3).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../tests/support/chromium.ts';
import { viaLoopback } from '../tests/support/loopback.ts';
import { startServer } from '../tests/support/referenceServer.ts';
import { securePost } from '../tests/support/secureRequest.ts';
import { PATHS, PUBLIC_PATHS } from '../contract/routes.ts';
import { FAILURE_SCENES, installFailures, type FailureScene } from './failureScenes.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const { values } = parseArgs({ options: {
  out: { type: 'string', default: 'shots' },
  only: { type: 'string', default: '' },
  merchants: { type: 'string', default: 'demo,lotto,club' },
  langs: { type: 'string', default: 'EN,TH,UR' },
  full: { type: 'boolean', default: false },
  failures: { type: 'boolean', default: false },
  jobs: { type: 'string', default: '3' },
} });

/** Each merchant's host, member and a game of its own catalogue (lotto has no PG Fortune Tiger). */
const MERCHANTS: Record<string, { host: string; member: string; game: string }> = {
  demo: { host: 'localhost', member: 'player01', game: 'PG-fortune-tiger' },
  lotto: { host: 'www.lotto.localhost', member: 'lottoplayer', game: 'PG-fortune-ox' },
  club: { host: 'www.club.localhost', member: 'clubplayer', game: 'PG-fortune-tiger' },
};

/** A state of a page reached by the player's own taps (a dialog, a message opened), shot under its own name. */
interface Scene { name: string; act: (page: Page) => Promise<void> }

/** Each route once, with the query a player would arrive with; some with the states a player opens on them. */
const ROUTES: { path: string; member: boolean; scenes?: Scene[] }[] = [
  ...PUBLIC_PATHS.filter((p) => p !== PATHS.indexHtml && p !== PATHS.registerHtml && p !== PATHS.index)
    .map((p) => ({ path: p === PATHS.activity ? `${p}?id=promo-1001` : p, member: false })),
  { path: PATHS.memberHome, member: true, scenes: [{ name: 'logout-dialog', act: async (page) => {
    await page.locator('.logout-btn').click();
    await page.getByTestId('logout-confirm').waitFor();
  } }] },
  { path: PATHS.deposit, member: true },
  { path: PATHS.inbox, member: true, scenes: [{ name: 'message', act: async (page) => {
    await page.getByTestId('inbox-list').locator('button').first().click();
    await page.getByTestId('inbox-message').locator('[data-content]').waitFor();
  } }] },
  { path: PATHS.lotteryOrders, member: true },
  { path: PATHS.changePsw, member: true },
  { path: PATHS.agentRegister, member: true },
  { path: PATHS.inviteFriends, member: true },
  { path: PATHS.feedback, member: true },
  { path: `${PATHS.launchGame}?vendor=PG&code={game}`, member: true },
  { path: PATHS.game, member: true },
  { path: PATHS.home, member: true },
];

/** A merchant that asks for a captcha at login (club) is logged in through its page, as a player does. */
async function tokenViaPage(browser: Browser, origin: string, username: string): Promise<string | null> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/m/login?go=%2Fm%2Fmember%2Fhome`, { waitUntil: 'load' });
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Security check' }).getByRole('button', { name: "I'm not a robot" }).click();
    await page.waitForURL((u) => u.pathname === '/m/member/home', { timeout: 30_000 });
    return await page.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { token?: string } | null)?.token ?? null);
  } catch (e) {
    console.warn(`[shots] ${username} could not log in through the page: ${(e as Error).message}`);
    return null;
  } finally {
    await context.close();
  }
}

const tokens = new Map<string, Promise<string | null>>();

/** One login per merchant: each route's context then opens with the token in its address. */
function memberToken(browser: Browser, origin: string, host: string, merchant: string, username: string): Promise<string | null> {
  const known = tokens.get(merchant);
  if (known) return known;
  const site = origin.replace('localhost', host);
  const token = (async () => {
    const r = await securePost(viaLoopback, `${site}/wps/session/login`, { username, password: 'Passw0rd!', type: 'username' }, { merchant });
    const env = (await r.json()) as { success: boolean; value?: { token?: string }; code?: string };
    if (env.success && env.value?.token) return env.value.token;
    const viaPage = env.code === 'captcha.required' ? await tokenViaPage(browser, site, username) : null;
    if (!viaPage) console.warn(`[shots] ${merchant}: ${username} could not log in (${env.code ?? 'no token'}); member pages skipped`);
    return viaPage;
  })();
  tokens.set(merchant, token);
  return token;
}

/** A phone in the player's language, with today's popup already seen: the page itself is what is shown. */
async function phone(browser: Browser, lang: string, serviceWorkers: 'allow' | 'block' = 'allow'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, serviceWorkers });
  await context.addInitScript((code) => {
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    localStorage.setItem('MC_LANGUAGE', code);
    localStorage.setItem('MC_ANNOUNCEMENT_HIDDEN', JSON.stringify({ demo: day, lotto: day, club: day }));
  }, lang);
  return context;
}

/** The address of a page on a merchant's host, with the member's token when it needs one. */
function address(host: string, port: number, path: string, token: string | null): string {
  const sep = path.includes('?') ? '&' : '?';
  return `http://${host}:${port}/m${path === '/' ? '/' : path}${token ? `${sep}token=${token}` : ''}`;
}

/** One failure scene: its calls fail from the first request, the taps that reach it, then the state once shown. */
async function shootFailure(context: BrowserContext, scene: FailureScene, target: string, file: string): Promise<void> {
  const page = await context.newPage();
  await installFailures(page, scene.fail);
  await page.goto(target, { waitUntil: 'load', timeout: 30_000 });
  await page.waitForFunction(() => document.getElementById('splash')?.hidden !== false, null, { timeout: 20_000 }).catch(() => undefined);
  if (scene.act) await scene.act(page);
  const shown = scene.shown(page);
  await shown.waitFor({ timeout: 25_000 });
  // In the middle of the screen: a notice near the bottom edge would hide under the tab bar.
  await shown.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // The state's own fonts (Thai, Urdu) before the picture.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: file, fullPage: values.full });
}

/** Runs `work` over `items`, at most `jobs` at a time. */
async function inTurns<T>(items: readonly T[], jobs: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  }));
}

const server = await startServer({ label: 'shots' });
const browser = await launchChromium();
const written: string[] = [];
try {
  for (const merchant of values.merchants.split(',')) {
    const m = MERCHANTS[merchant];
    if (!m) continue;
    for (const lang of values.langs.split(',')) {
      const dir = join(values.out, merchant, lang);
      mkdirSync(dir, { recursive: true });
      if (values.failures) {
        const scenes = FAILURE_SCENES.filter((s) => s.name.includes(values.only) && (!s.merchants || s.merchants.includes(merchant)));
        // Most of a scene is waiting for its give-up: a few at once, each in its own context.
        await inTurns(scenes, Number(values.jobs), async (scene) => {
          const token = scene.member ? await memberToken(browser, server.origin, m.host, merchant, m.member) : null;
          if (scene.member && !token) return;
          // page.route does not see what a service worker answers: failures are shot without one.
          const context = await phone(browser, lang, 'block');
          const file = join(dir, `${scene.name}.png`);
          try {
            await shootFailure(context, scene, address(m.host, server.port, scene.path, token), file);
            written.push(file);
          } catch (e) {
            console.warn(`[shots] ${merchant} ${lang} ${scene.name}: ${(e as Error).message}`);
          }
          await context.close();
        });
        continue;
      }
      for (const route of ROUTES.filter((r) => r.path.includes(values.only))) {
        const token = route.member ? await memberToken(browser, server.origin, m.host, merchant, m.member) : null;
        if (route.member && !token) continue;
        const context = await phone(browser, lang);
        const page = await context.newPage();
        const path = route.path.replace('{game}', m.game);
        const target = address(m.host, server.port, path, token);
        try {
          await page.goto(target, { waitUntil: 'load', timeout: 30_000 });
          await page.waitForFunction(() => document.getElementById('splash')?.hidden !== false, null, { timeout: 20_000 }).catch(() => undefined);
          await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
          const name = `${(route.member ? 'member-' : '') + (path.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'root')}.png`;
          await page.screenshot({ path: join(dir, name), fullPage: values.full });
          written.push(join(dir, name));
          for (const scene of route.scenes ?? []) {
            await scene.act(page);
            const sceneName = name.replace(/\.png$/, `-${scene.name}.png`);
            await page.screenshot({ path: join(dir, sceneName), fullPage: values.full });
            written.push(join(dir, sceneName));
          }
        } catch (e) {
          console.warn(`[shots] ${merchant} ${lang} ${route.path}: ${(e as Error).message}`);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
writeFileSync(join(values.out, 'index.txt'), `${written.join('\n')}\n`);
console.log(`[shots] ${written.length} screenshots in ${values.out}/`);

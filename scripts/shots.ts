// `npm run shots`: every route of the spec's table, for the three demo merchants in EN, TH and UR, on a phone
// (390x844), from the built site on the real reference server. Guest pages as a guest, member pages logged in.
// Options: --out DIR (default shots), --only SUBSTRING (route filter), --merchants demo,lotto --langs EN,UR,
// --full (the whole page, not only the first screen a player sees).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../tests/support/chromium.ts';
import { viaLoopback } from '../tests/support/loopback.ts';
import { startServer } from '../tests/support/referenceServer.ts';
import { securePost } from '../tests/support/secureRequest.ts';
import { PATHS, PUBLIC_PATHS } from '../contract/routes.ts';

const { values } = parseArgs({ options: {
  out: { type: 'string', default: 'shots' },
  only: { type: 'string', default: '' },
  merchants: { type: 'string', default: 'demo,lotto,club' },
  langs: { type: 'string', default: 'EN,TH,UR' },
  full: { type: 'boolean', default: false },
} });

const MERCHANTS: Record<string, { host: string; member: string }> = {
  demo: { host: 'localhost', member: 'player01' },
  lotto: { host: 'www.lotto.localhost', member: 'lottoplayer' },
  club: { host: 'www.club.localhost', member: 'clubplayer' },
};

/** Each route once, with the query a player would arrive with. */
const ROUTES: { path: string; member: boolean }[] = [
  ...PUBLIC_PATHS.filter((p) => p !== PATHS.indexHtml && p !== PATHS.registerHtml && p !== PATHS.index)
    .map((p) => ({ path: p === PATHS.activity ? `${p}?id=promo-1001` : p, member: false })),
  { path: PATHS.memberHome, member: true },
  { path: PATHS.deposit, member: true },
  { path: PATHS.inbox, member: true },
  { path: PATHS.changePsw, member: true },
  { path: PATHS.agentRegister, member: true },
  { path: PATHS.inviteFriends, member: true },
  { path: PATHS.feedback, member: true },
  { path: `${PATHS.launchGame}?vendor=PG&code=PG-fortune-tiger`, member: true },
  { path: PATHS.game, member: true },
  { path: PATHS.home, member: true },
];

async function memberToken(origin: string, host: string, merchant: string, username: string): Promise<string | null> {
  const r = await securePost(viaLoopback, `${origin.replace('localhost', host)}/wps/session/login`, { username, password: 'Passw0rd!', type: 'username' }, { merchant });
  const env = (await r.json()) as { success: boolean; value?: { token?: string }; code?: string };
  if (!env.success || !env.value?.token) console.warn(`[shots] ${merchant}: ${username} could not log in (${env.code ?? 'no token'}); member pages skipped`);
  return env.value?.token ?? null;
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
      for (const route of ROUTES.filter((r) => r.path.includes(values.only))) {
        const token = route.member ? await memberToken(server.origin, m.host, merchant, m.member) : null;
        if (route.member && !token) continue;
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
        // The player's language choice, and today's popup already seen: the page itself is what is shown.
        await context.addInitScript((code) => {
          const d = new Date();
          const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
          localStorage.setItem('MC_LANGUAGE', code);
          localStorage.setItem('MC_ANNOUNCEMENT_HIDDEN', JSON.stringify({ demo: day, lotto: day, club: day }));
        }, lang);
        const page = await context.newPage();
        const sep = route.path.includes('?') ? '&' : '?';
        const target = `http://${m.host}:${server.port}/m${route.path === '/' ? '/' : route.path}${token ? `${sep}token=${token}` : ''}`;
        try {
          await page.goto(target, { waitUntil: 'load', timeout: 30_000 });
          await page.waitForFunction(() => document.getElementById('splash')?.hidden !== false, null, { timeout: 20_000 }).catch(() => undefined);
          await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
          const name = `${(route.member ? 'member-' : '') + (route.path.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'root')}.png`;
          await page.screenshot({ path: join(dir, name), fullPage: values.full });
          written.push(join(dir, name));
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

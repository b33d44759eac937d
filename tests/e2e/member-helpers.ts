/** Shared steps of the member and content end-to-end tests (member-*.test.ts, content-*.test.ts). */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { securePost } from '../support/secureRequest.ts';
import { viaLoopback } from '../support/loopback.ts';

export { viaLoopback };
import { dismissPopups, ready, url } from './browser';

export type Who = 'guest' | 'member' | 'agent';
export const DEMO = 'localhost';
export const CLUB = 'www.club.localhost';
const MERCHANT: Record<string, string> = { [DEMO]: 'demo', [CLUB]: 'club' };
export const USERS: Record<string, Record<Exclude<Who, 'guest'>, string>> = {
  [DEMO]: { member: 'player01', agent: 'agent01' },
  [CLUB]: { member: 'clubplayer', agent: 'clubagent' },
};


export async function tokenFor(username: string, host: string): Promise<string> {
  const res = await securePost(viaLoopback, url('/wps/session/login', host), { username, password: 'Passw0rd!', type: 'username' }, { merchant: MERCHANT[host] ?? 'demo' });
  const env = (await res.json()) as { success: boolean; value: { token: string } | null };
  if (!env.success || !env.value) throw new Error(`login failed for ${username} on ${host}`);
  return env.value.token;
}

export interface Opened { context: BrowserContext; page: Page; dialogs: string[]; userName: string; seen: Request[] }

/**
 * A fresh phone context WITHOUT the popups dismissed (unlike browser.ts phone()), as a guest or logged in
 * through the real API with the token handed over in the URL; records every JavaScript dialog.
 */
export async function openFresh(browser: Browser, who: Who, host: string, path: string, opts: { popups?: boolean } = {}): Promise<Opened> {
  const userName = who === 'guest' ? '' : USERS[host]![who];
  // Club asks for a captcha at login, so its members log in through the page (the local captcha's button).
  const token = who === 'guest' || host === CLUB ? null : await tokenFor(userName, host);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // A test about something else can ask for the welcome popup to be hidden for today, as a player who ticked it.
  if (opts.popups === false) await dismissPopups(context);
  // The push permission dialog (10 s after start, its own tests in push-delivery) would cover a slow test's clicks.
  await context.addInitScript(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    localStorage.setItem('MC_PUSH_PROMPT_DAY', `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  const seen: Request[] = [];
  context.on('request', (r) => seen.push(r));
  page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  if (who !== 'guest' && host === CLUB) {
    await page.goto(url(`/m/login?go=${encodeURIComponent(path)}`, host));
    await ready(page);
    await page.getByLabel('Username', { exact: true }).fill(userName);
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Security check' }).getByRole('button', { name: "I'm not a robot" }).click();
    await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  } else {
    const sep = path.includes('?') ? '&' : '?';
    await page.goto(url(token ? `${path}${sep}token=${token}` : path, host));
    await ready(page);
  }
  if (userName) await page.waitForFunction((n) => sessionStorage.getItem('MC_SESSION_INFO')?.includes(`"userName":"${n}"`) === true, userName);
  return { context, page, dialogs, userName, seen };
}

/** What hostile content would have set if any of it had run. */
export const pwned = (page: Page): Promise<unknown> => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned ?? null);

/** Marketing events the server stored for this merchant, of one name, for one customer. */
export async function storedEvents(host: string, event: string, customerId: string): Promise<number> {
  const res = await viaLoopback(url(`/wps/testhooks/events?event=${event}`, host));
  const env = (await res.json()) as { value: { events: { body: unknown }[] } };
  return env.value.events.filter((e) => {
    const body = (typeof e.body === 'string' ? JSON.parse(e.body) : e.body) as { eventValue?: { customerId?: string } };
    return body.eventValue?.customerId === customerId;
  }).length;
}

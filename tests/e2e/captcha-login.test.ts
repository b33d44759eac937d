import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, phone } from './browser';
import { alertText, fillLogin, openLogin, posts, recordRequests, submitButton } from './auth-helpers';

/** Club Royale shows the GeeTest v4 captcha (the reference server's local provider) on login. */
const CLUB = 'www.club.localhost';

describe('captcha on login (local GeeTest v4 provider)', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(); });
  afterAll(async () => { await browser?.close(); });

  const session = (page: import('playwright-core').Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { userName: string } | null);

  it('asks for the captcha before sending the login, and logs in once it is passed', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await openLogin(page, '/m/login', CLUB);
    await fillLogin(page, 'clubplayer');
    await submitButton(page).click();
    const check = page.getByRole('dialog', { name: 'Security check' });
    await check.waitFor();
    expect(posts(seen, '/wps/session/login')).toHaveLength(0);
    expect(seen.some((r) => new URL(r.url()).pathname === '/captcha/gt4.js')).toBe(true);
    await check.getByRole('button', { name: "I'm not a robot" }).click();
    await page.waitForURL(/\/m\/home/);
    expect((await session(page))?.userName).toBe('clubplayer');
    expect(posts(seen, '/wps/captcha/local/verify')).toHaveLength(1);
    await context.close();
  });

  it('closing the captcha means verify first: nothing is sent', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await openLogin(page, '/m/login', CLUB);
    await fillLogin(page, 'clubplayer');
    await submitButton(page).click();
    await page.getByRole('button', { name: 'Close security check' }).click();
    expect(await alertText(page)).toContain('Please complete the verification first.');
    expect(posts(seen, '/wps/session/login')).toHaveLength(0);
    expect(await session(page)).toBeNull();
    await context.close();
  });
});

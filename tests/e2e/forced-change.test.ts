import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { WPS_GAME } from '../../contract/games.ts';
import { demoSeed } from '../../server/merchants/seed/demo.ts';
import { lottoSeed } from '../../server/merchants/seed/lotto.ts';
import { launch, phone, ready, url } from './browser';
import { PASSWORD, fillLogin, fillLottoMobileRegistration, openLogin, recordRequests, sessionInfo, submitButton } from './auth-helpers.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const NEW_PASSWORD = 'N3w-Secure-Pass!';
const onChangePage = (u: URL) => u.pathname === '/m/changePsw';
const TYPED = ['/m/home', '/m/member/home', '/m/sports', '/m/login', `/m/launchGame?vendor=PG&code=PG-fortune-tiger&backUrl=${encodeURIComponent('/m/home')}`];

/** Every typed address, and a reload, ends on the change form; no game is launched meanwhile. */
async function expectHeld(page: Page, host = 'localhost'): Promise<void> {
  const seen = recordRequests(page);
  for (const path of TYPED) {
    await page.goto(url(path, host));
    await page.waitForURL(onChangePage);
    await page.getByLabel('Current password').waitFor();
  }
  await page.reload();
  await ready(page);
  await page.waitForURL(onChangePage);
  await page.getByLabel('Current password').waitFor();
  expect(seen.filter((r) => new URL(r.url()).pathname === WPS_GAME.launchGame)).toEqual([]);
}

async function changePassword(page: Page, current: string): Promise<void> {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL((u) => u.pathname === '/m/home');
}

describe('forced password change: the member stays on /m/changePsw until the password is changed', () => {
  it.each([
    ['a first login', 'newbie01', PASSWORD],
    ['an expired password', 'expired01', PASSWORD],
    // The merchant's default password lives in the server's config only; the test reads the seed.
    ['the default password', 'default01', demoSeed.config.server.defaultRegistrationPassword],
  ])('%s (%s) is held on /m/changePsw whatever address is typed, across a reload', async (_label, username, password) => {
    const { context, page } = await phone(browser);
    await openLogin(page, `/m/login?go=${encodeURIComponent('/m/member/home')}`);
    await fillLogin(page, username, password);
    await submitButton(page).click();
    await page.waitForURL(onChangePage);
    await expectHeld(page);
    expect((await sessionInfo(page))?.userName).toBe(username);
    await context.close();
  });

  it('a mobile registration with the merchant\'s default password lands on /m/changePsw, stays there, and is free once changed', async () => {
    const { context, page } = await phone(browser);
    // Lotto opens in Thai; the forms are found by their English labels, so the player picks English.
    await context.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'EN'));
    const host = 'www.lotto.localhost';
    await page.goto(url('/m/register', host));
    await ready(page);
    await fillLottoMobileRegistration(page);
    await page.getByTestId('register-form').locator('button[type="submit"]').click();
    await page.waitForURL(onChangePage);
    await expectHeld(page, host);

    await changePassword(page, lottoSeed.config.server.defaultRegistrationPassword);
    await page.goto(url('/m/member/home', host));
    await ready(page);
    await page.getByTestId('member-account').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/member/home');
    await page.reload();
    await ready(page);
    await page.getByTestId('member-account').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/member/home');
    await context.close();
  });
});

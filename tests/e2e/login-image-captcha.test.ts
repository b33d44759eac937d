import { errors, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WPS } from '../../contract/wps.ts';
import { launch, phone, url } from './browser';
import { alertText, fillLogin, openLogin, PASSWORD, posts, recordRequests, sessionInfo, submitButton } from './auth-helpers';

/** A seeded demo account no other end-to-end test logs in with, so its failure counter is this test's alone. */
const ACCOUNT = 'forgot02';

/** The code of the picture this browser was last shown, read through the end-to-end server's test hook. */
async function pictureCode(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(url('/wps/captcha'))).find((c) => c.name === 'wps_captcha');
  if (!cookie) throw new Error('no wps_captcha cookie: the page never fetched a picture');
  const res = await fetch(url('/wps/testhooks/captcha'), { headers: { Merchant: 'demo', Cookie: `wps_captcha=${cookie.value}` } });
  const env = (await res.json()) as { value: { code: string } | null };
  if (!env.value) throw new Error(`test hook found no picture (${res.status})`);
  return env.value.code;
}

const picture = (page: Page) => page.getByTestId('image-captcha').locator('img');

/**
 * Submits once the login's re-entry cool-down (500 ms after each answer, invisible on the page) lets a tap through:
 * taps inside it send nothing, so it taps until the login request leaves, which the guard keeps to exactly one.
 * A tap can start before the request is seen and meet the answer's alert over the button: it gives up after a
 * second instead of waiting for an alert only this test can close.
 */
async function submit(page: Page, seen: Request[]): Promise<void> {
  const before = posts(seen, WPS.login).length;
  await expect.poll(async () => {
    if (posts(seen, WPS.login).length === before) {
      await submitButton(page).click({ timeout: 1_000 }).catch((e: unknown) => {
        if (!(e instanceof errors.TimeoutError)) throw e;
      });
    }
    return posts(seen, WPS.login).length;
  }).toBe(before + 1);
}

async function dismissAlert(page: Page): Promise<void> {
  const dialog = page.getByTestId('alert');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('image captcha after repeated wrong passwords (production wire A2, A19)', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(); });
  afterAll(async () => { await browser?.close(); });

  it('three wrong passwords show the picture; a wrong code is refused; the right code with the right password logs in', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await openLogin(page);
    for (let i = 1; i <= 3; i += 1) {
      expect(await page.getByTestId('image-captcha').count()).toBe(0);
      await fillLogin(page, ACCOUNT, `WrongPass${i}`);
      await submit(page, seen);
      expect(await alertText(page)).toContain('wrong username or password');
      await dismissAlert(page);
    }
    // The third refusal carried value.captcha: the form fetched GET /wps/captcha and shows a real PNG.
    await picture(page).waitFor();
    const first = await picture(page).getAttribute('src');
    expect(first).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(await picture(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const right = await pictureCode(context);
    await fillLogin(page, ACCOUNT, PASSWORD);
    await page.getByLabel('Picture code').fill(right === 'AAAA' ? 'BBBB' : 'AAAA');
    await submit(page, seen);
    await page.getByText('That code did not match. Type the code in the new picture.').waitFor();
    await expect.poll(() => picture(page).getAttribute('src')).not.toBe(first);
    expect(await sessionInfo(page)).toBeNull();

    await fillLogin(page, ACCOUNT, PASSWORD);
    await page.getByLabel('Picture code').fill(await pictureCode(context));
    await submit(page, seen);
    await page.waitForURL((u) => u.pathname === '/m/home');
    expect((await sessionInfo(page))?.userName).toBe(ACCOUNT);
    expect(posts(seen, WPS.login)).toHaveLength(5);
    await context.close();
  });

  it('the success cleared the counter: one wrong password is a plain refusal again, without a picture', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await openLogin(page);
    await fillLogin(page, ACCOUNT, 'WrongPass9');
    await submit(page, seen);
    expect(await alertText(page)).toContain('wrong username or password');
    expect(await page.getByTestId('image-captcha').count()).toBe(0);
    await dismissAlert(page);
    await fillLogin(page, ACCOUNT, PASSWORD);
    await submit(page, seen);
    await page.waitForURL((u) => u.pathname === '/m/home');
    await context.close();
  });
});

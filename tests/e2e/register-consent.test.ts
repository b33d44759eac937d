// Issue 15 on a phone: lotto asks for its terms and an age of 18. The boxes show, a submit without them is held
// back with the errors under the boxes (no request, no dialog), and with them the registration goes through.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AUTH_PATHS } from '../../contract/auth.ts';
import { launch, phone, ready, url } from './browser';
import { acceptLottoConsent, posts, recordRequests, sessionInfo } from './auth-helpers.ts';

const th = JSON.parse(readFileSync('src/i18n/locales/th.json', 'utf8')) as Record<string, string>;
const LOTTO = 'www.lotto.localhost';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const unique = () => `con${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);

describe('registration consent on lotto (register.consent: terms, minAge 18)', () => {
  it('shows both boxes, holds a submit without them with the Thai errors under them, and registers with them', async () => {
    const { context, page } = await phone(browser);
    const seen = recordRequests(page);
    await page.goto(url('/m/register', LOTTO));
    await ready(page);
    const form = page.getByTestId('register-form');
    const consent = form.getByTestId('register-consent');
    await consent.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    // The age box names the merchant's age; the terms link is the configured page.
    expect(await consent.textContent()).toContain('18');
    expect(await consent.getByRole('link').getAttribute('href')).toBe('/m/news');
    // Each box's row is a 44 px target inside the phone's width.
    for (const name of ['terms', 'age']) {
      const row = (await consent.locator(`label:has(input[name="${name}"])`).boundingBox())!;
      expect(row.height).toBeGreaterThanOrEqual(44);
      expect(row.x + row.width).toBeLessThanOrEqual(390);
    }

    const username = unique();
    await form.locator('input[name="username"]').fill(username);
    await form.locator('input[name="password"]').fill('Regist3rMe9');
    await form.locator('input[name="confirmPassword"]').fill('Regist3rMe9');
    await form.locator('button[type="submit"]').click();
    await consent.getByText(th.field_terms_required!, { exact: true }).waitFor();
    await consent.getByText(th.field_age_required!, { exact: true }).waitFor();
    expect(await consent.locator('input[name="terms"]').getAttribute('aria-invalid')).toBe('true');
    expect(posts(seen, AUTH_PATHS.register)).toEqual([]);
    expect(await page.getByTestId('alert').count()).toBe(0);

    await acceptLottoConsent(page);
    // A ticked box drops its error at once.
    await expect.poll(() => consent.getByRole('alert').count()).toBe(0);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.register);
    await form.locator('button[type="submit"]').click();
    expect(((await (await answered).json()) as { success: boolean }).success).toBe(true);
    await page.waitForURL((u) => u.pathname === '/m/home');
    expect((await sessionInfo(page))?.userName).toBe(username);
    await context.close();
  });
});

/** Shared steps of the authentication end-to-end tests (auth-*.test.ts). */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth.ts';
import { storageHolds } from '../unit/auth/leaks.ts';
import { ready, url } from './browser';

export const PASSWORD = 'Passw0rd!';

/** Every request the page sends, kept in order. */
export function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

/** The writes to a path: POST, or PUT as production registers (production wire A10). */
export const posts = (seen: Request[], path: string): Request[] =>
  seen.filter((r) => (r.method() === 'POST' || r.method() === 'PUT') && new URL(r.url()).pathname === path);

export async function openLogin(page: Page, path = '/m/login', host = 'localhost'): Promise<void> {
  await page.goto(url(path, host));
  await ready(page);
  await page.getByTestId('login-form').waitFor();
}

export async function fillLogin(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

export const submitButton = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });

/** The alert dialog's text once it shows. */
export async function alertText(page: Page): Promise<string> {
  const dialog = page.getByTestId('alert');
  await dialog.waitFor();
  return (await dialog.textContent()) ?? '';
}

/** localStorage, sessionStorage, cookies and every IndexedDB record of the page's origin, as one text. */
export async function storageDump(page: Page, context: BrowserContext): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const out: Record<string, unknown> = { local: { ...localStorage }, session: { ...sessionStorage } };
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((res, rej) => { const r = indexedDB.open(info.name!); r.onsuccess = () => res(r.result); r.onerror = () => rej(r.error); });
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((res, rej) => {
          const r = db.transaction(store).objectStore(store).getAll();
          r.onsuccess = () => res(r.result); r.onerror = () => rej(r.error);
        });
        out[`idb:${info.name}:${store}`] = all;
      }
      db.close();
    }
    return JSON.stringify(out);
  });
  return inPage + JSON.stringify(await context.cookies());
}

/** No request body and no storage entry holds the password in plain or base64 form. */
export async function expectNoPasswordLeak(page: Page, context: BrowserContext, seen: Request[], password: string): Promise<void> {
  const bodies = seen.map((r) => r.postData() ?? '').join('\n');
  if (storageHolds(bodies, password)) throw new Error('a request body holds the password');
  if (storageHolds(decodeURIComponent(seen.map((r) => r.url()).join('\n')), password)) throw new Error('a request URL holds the password');
  if (storageHolds(await storageDump(page, context), password)) throw new Error('storage holds the password');
}

export const sessionInfo = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { token: string; userName: string } | null);

/** Lotto's register.consent asks for the terms and an age of 18: both boxes ticked (issue 15). */
export async function acceptLottoConsent(page: Page): Promise<void> {
  const consent = page.getByTestId('register-form').getByTestId('register-consent');
  await consent.locator('input[name="terms"]').check();
  await consent.locator('input[name="age"]').check();
}

/**
 * On lotto's register page (open and ready): the mobile tab, a fresh number and the SMS code the development
 * server reveals, filled in, and the consent boxes ticked; the form is left to submit. Lotto's mobile registration
 * asks no password.
 */
export async function fillLottoMobileRegistration(page: Page): Promise<void> {
  const form = page.getByTestId('register-form');
  await form.getByRole('tab').nth(1).click();
  await expect.poll(() => form.locator('select[name="countryDialingCode"]').inputValue()).toBe('66');
  await form.locator('input[name="mobileNum"]').fill(`8${String(Date.now()).slice(-8)}`);
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === AUTH_PATHS.smsNoLogin);
  await form.getByTestId('sms-send').click();
  const code = ((await (await sent).json()) as { value: { devCode: string } }).value.devCode;
  await form.locator('input[name="smsCode"]').fill(code);
  await acceptLottoConsent(page);
}

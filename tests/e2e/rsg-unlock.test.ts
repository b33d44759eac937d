// Production-wire D10 end to end: a guest on a home path of a merchant with SELFEXCLUSION3 (club) posts the
// self-exclusion unlock check once; a member there, and a guest of a merchant without the flag (demo), never do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launch } from './browser';
import { CLUB, DEMO, openFresh } from './member-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const isRsg = (r: Request): boolean => new URL(r.url()).pathname === '/wps/relay/MCSFE_checkRsgUnlockEvent';

/** The home page's gates have run (the popup gate leaves 'waiting' in the same commit) and the network has gone quiet. */
async function homeSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-testid="announcements-state"]')?.getAttribute('data-state') !== 'waiting');
  await page.waitForLoadState('networkidle');
}

describe('self-exclusion unlock check (MCSFE_checkRsgUnlockEvent)', () => {
  it('club guest on /m/home: one POST without Authorization, answered; none again on a second home path', async () => {
    const { context, page, seen } = await openFresh(browser, 'guest', CLUB, '/m/home', { popups: false });
    const req = seen.find(isRsg) ?? await page.waitForRequest(isRsg);
    expect(req.method()).toBe('POST');
    expect(await req.headerValue('authorization')).toBeNull();
    const res = await req.response();
    expect(res?.status()).toBe(200);
    expect(((await res!.json()) as { success: boolean }).success).toBe(true);
    await homeSettled(page);
    await page.evaluate(() => { history.pushState(null, '', '/m/'); dispatchEvent(new PopStateEvent('popstate')); });
    await homeSettled(page);
    expect(seen.filter(isRsg)).toHaveLength(1);
    await context.close();
  });

  it('club member on /m/home and demo guest on /m/home: never sent', async () => {
    for (const [who, host] of [['member', CLUB], ['guest', DEMO]] as const) {
      const { context, page, seen } = await openFresh(browser, who, host, '/m/home', { popups: false });
      await homeSettled(page);
      expect(seen.filter(isRsg), `${who} on ${host}`).toHaveLength(0);
      await context.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { firstScreenUp, launch, phone, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** Holds every script of the build until released: the page can show only what the server's HTML has. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => { release = r; });
  await page.route(/\/m\/assets\/[^/]+\.js$/, async (route) => { await released; await route.continue(); });
  return release;
}

/**
 * Watches, from before the page's first byte, whether `selector` once in the page ever leaves it without a
 * replacement in the same change (React swaps a tree in one commit; an observer sees the commit's end state).
 */
async function watchStays(page: Page, selector: string): Promise<() => Promise<{ seen: boolean; gaps: number }>> {
  await page.addInitScript((sel) => {
    const w = window as unknown as { __stays: { seen: boolean; gaps: number } };
    w.__stays = { seen: false, gaps: 0 };
    new MutationObserver(() => {
      const here = document.querySelector(sel) !== null;
      if (here) w.__stays.seen = true;
      else if (w.__stays.seen) w.__stays.gaps += 1;
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __stays: { seen: boolean; gaps: number } }).__stays);
}

/** The largest-paint candidates the page has reported so far (buffered), oldest first. */
const lcpEntries = (page: Page) => page.evaluate(() => new Promise<{ size: number; startTime: number; url: string; inShell: boolean }[]>((resolve) => {
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    resolve(list.getEntries().map((e) => {
      const lcp = e as LargestContentfulPaint;
      // While the scripts are held nothing replaces the static shell, so its element is still in the page.
      return { size: lcp.size, startTime: lcp.startTime, url: lcp.url, inShell: lcp.element?.closest('#sp, #st') != null };
    }));
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}));
const samePaint = (e: { size: number; startTime: number } | undefined) => e && { size: e.size, startTime: e.startTime };

describe('the login page\'s static shell', () => {
  it('shows the merchant\'s prompt before any script runs, where the page then keeps it, and stays the largest paint', async () => {
    const { context, page } = await phone(browser);
    const stays = await watchStays(page, '.login-prompt');
    const release = await holdScripts(page);
    await page.goto(url('/m/login'), { waitUntil: 'commit' });
    const shell = page.locator('#sp');
    await shell.getByText('Log in to claim your daily bonus.').waitFor();
    expect(await page.locator('section.shell-login').getAttribute('lang')).toBe('en');
    expect(await page.locator('section.shell-login .shell-field').count()).toBe(3);
    // The lobby's skeleton is not what a login page shows.
    expect(await page.locator('.shell-grid').count()).toBe(0);
    // Measured from the header: the download bar may open above it by the time the form is in.
    const fromHeader = async (box: { x: number; y: number; width: number; height: number }) =>
      ({ ...box, y: box.y - (await page.locator('header.bar').first().boundingBox())!.y });
    const early = await fromHeader((await shell.locator('.login-prompt').boundingBox())!);
    // The header's name or the splash may paint a frame earlier; the prompt, once painted, is the largest.
    await expect.poll(async () => (await lcpEntries(page)).at(-1)?.inShell).toBe(true);
    const shellPaint = samePaint((await lcpEntries(page)).at(-1));

    release();
    await page.getByTestId('login-form').waitFor();
    expect(await shell.count()).toBe(0);
    const late = await fromHeader((await page.getByTestId('login-form').getByTestId('login-prompt').boundingBox())!);
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(late[k] - early[k])).toBeLessThanOrEqual(1);
    // Nothing the scripts drew outgrew the shell's prompt: the page's largest paint is still the one the HTML made.
    expect(samePaint((await lcpEntries(page)).at(-1))).toEqual(shellPaint);
    expect(await stays()).toEqual({ seen: true, gaps: 0 });
    await context.close();
  });

  it('speaks the merchant\'s default language, and leaves the prompt out for a visitor who chose another', async () => {
    const thai = await phone(browser);
    const releaseThai = await holdScripts(thai.page);
    await thai.page.goto(url('/m/login', 'www.lotto.localhost'), { waitUntil: 'commit' });
    await thai.page.locator('#sp').getByText('เข้าสู่ระบบเพื่อซื้อหวย').waitFor();
    expect(await thai.page.locator('section.shell-login').getAttribute('lang')).toBe('th');
    releaseThai();
    await thai.context.close();

    const english = await phone(browser);
    await english.context.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'EN'));
    const releaseEnglish = await holdScripts(english.page);
    await english.page.goto(url('/m/login', 'www.lotto.localhost'), { waitUntil: 'commit' });
    // The shell's own inline script removed the Thai prompt (it runs under the page's script policy), the skeleton stays.
    await english.page.locator('section.shell-login .shell-field').first().waitFor();
    await english.page.waitForFunction(() => document.readyState !== 'loading');
    expect(await english.page.locator('#sp').count()).toBe(0);
    releaseEnglish();
    await english.page.getByTestId('login-form').getByTestId('login-prompt').getByText('Log in to buy your tickets.').waitFor();
    await english.context.close();
  });

  it('is the login page\'s alone: other pages keep the lobby\'s skeleton', async () => {
    const { context, page } = await phone(browser);
    const release = await holdScripts(page);
    for (const path of ['/m/home', '/m/register']) {
      await page.goto(url(path), { waitUntil: 'commit' });
      await page.locator('.shell-grid').waitFor();
      expect(await page.locator('section.shell-login').count()).toBe(0);
    }
    release();
    await context.close();
  });
});

describe('the lobby\'s static shell', () => {
  it('shows the invite banner before any script runs, and it stays the lobby\'s largest paint', async () => {
    const { context, page } = await phone(browser);
    const stays = await watchStays(page, 'img[src$="/banners/invite-friends.png"]');
    const release = await holdScripts(page);
    await page.goto(url('/m/home'), { waitUntil: 'commit' });
    const shellImage = page.locator('#st img');
    await shellImage.waitFor();
    await page.waitForFunction(() => (document.querySelector('#st img') as HTMLImageElement | null)?.complete === true);
    expect(await shellImage.getAttribute('src')).toMatch(/\/cdn\/demo\/banners\/invite-friends\.png$/);
    await expect.poll(async () => (await lcpEntries(page)).at(-1)?.inShell).toBe(true);
    const last = (await lcpEntries(page)).at(-1)!;
    expect(last.url).toMatch(/invite-friends\.png$/);
    const shellPaint = samePaint(last);

    release();
    await page.getByTestId('invite-banner').locator('img').waitFor();
    await firstScreenUp(page);
    expect(await page.locator('#st').count()).toBe(0);
    // The page's own banner, lanes, popups and bars came after it and none outgrew it.
    expect(samePaint((await lcpEntries(page)).at(-1))).toEqual(shellPaint);
    // From the shell to the page's own banner the image never left the screen (the loading states keep it).
    expect(await stays()).toEqual({ seen: true, gaps: 0 });
    await context.close();
  });

  it('leaves out an invite banner this session closed', async () => {
    const { context, page } = await phone(browser);
    await context.addInitScript(() => sessionStorage.setItem('MC_INVITE_BANNER_CLOSED', '1'));
    const release = await holdScripts(page);
    await page.goto(url('/m/home'), { waitUntil: 'commit' });
    await page.locator('.shell-grid').waitFor();
    expect(await page.locator('#st').count()).toBe(0);
    release();
    await firstScreenUp(page);
    expect(await page.getByTestId('invite-banner').count()).toBe(0);
    await context.close();
  });
});

describe('the page\'s scripts', () => {
  it('start with the response\'s headers (the Link header), each fetched once and used by its module tag', async () => {
    const { context, page } = await phone(browser);
    const requested: string[] = [];
    page.on('request', (r) => { if (/\/m\/assets\/[^/]+\.js$/.test(r.url())) requested.push(new URL(r.url()).pathname); });
    const res = await page.goto(url('/m/home'));
    await firstScreenUp(page);
    const linked = [...(res!.headers().link ?? '').matchAll(/<([^>]+)>; rel=preload; as=script; crossorigin/g)].map((m) => m[1]!);
    const tags = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((s) => new URL(s.src).pathname));
    expect(linked).toEqual(tags);
    expect(linked.length).toBeGreaterThanOrEqual(2);
    const timing = await page.evaluate((paths) => paths.map((p) => performance.getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname === p).map((e) => (e as PerformanceResourceTiming).initiatorType)), linked);
    // Fetched by the header's preload (not by the parser reaching the tag), and never a second time for the module.
    expect(timing).toEqual(linked.map(() => ['link']));
    for (const p of linked) expect(requested.filter((r) => r === p), p).toHaveLength(1);
    await context.close();
  });
});

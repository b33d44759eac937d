import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phone, ready, url } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe('service worker', () => {
  it('registers /m/sw.js with env and merchant, scoped to /m/, and controls the page after a reload', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/home'));
    await ready(page);
    const reg = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      return { scope: r.scope, script: r.active?.scriptURL ?? '' };
    });
    expect(new URL(reg.scope).pathname).toBe('/m/');
    const script = new URL(reg.script);
    expect(script.pathname).toBe('/m/sw.js');
    expect(script.searchParams.get('merchant')).toBe('demo');
    expect(script.searchParams.get('env')).toBe('production');
    await page.reload();
    await ready(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toContain('/m/sw.js');
    await context.close();
  });

  it('registers only once the first visit has settled: after load and the deferred features, with the marquee still', async () => {
    const { context, page } = await phone(browser);
    // What the page looked like when it asked for its worker.
    await page.addInitScript(() => {
      const w = window as unknown as { atRegister?: { at: number; loaded: boolean } };
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
        w.atRegister = { at: performance.now(), loaded: document.readyState === 'complete' };
        return register.apply(this, args);
      };
    });
    await page.goto(url('/m/home'));
    await ready(page);
    // Before the page settles, the marquee stands still and no worker is asked for.
    expect(await page.locator('.marquee span').evaluate((e) => (e as HTMLElement).style.animationPlayState)).toBe('paused');
    expect(await page.evaluate(() => 'atRegister' in window)).toBe(false);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const { atRegister, chunks } = await page.evaluate(() => ({
      atRegister: (window as unknown as { atRegister: { at: number; loaded: boolean } }).atRegister,
      chunks: performance.getEntriesByType('resource').map((e) => ({ name: new URL(e.name).pathname, end: (e as PerformanceResourceTiming).responseEnd })),
    }));
    expect(atRegister.loaded).toBe(true);
    expect(await page.locator('.marquee span').evaluate((e) => (e as HTMLElement).style.animationPlayState)).toBe('running');
    // The deferred wave's code (metrics, downloads, install, and marketing's start-) was in before the worker was asked for.
    for (const chunk of ['/startLater-', '/startDownloads-', '/startInstall-', '/start-']) {
      const hit = chunks.find((c) => c.name.includes(chunk));
      expect(hit, chunk).toBeDefined();
      expect(hit!.end, chunk).toBeLessThan(atRegister.at);
    }
    await context.close();
  });

  it('never answers a missing hashed chunk with HTML, even through the service worker', async () => {
    const { context, page } = await phone(browser);
    await page.goto(url('/m/home'));
    await ready(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await ready(page);
    const result = await page.evaluate(async () => {
      const r = await fetch('/m/assets/gone-0123abcd.js');
      return { status: r.status, type: r.headers.get('content-type') ?? '', body: (await r.text()).slice(0, 200) };
    });
    expect(result.status).toBe(404);
    expect(result.type).not.toContain('text/html');
    expect(result.body).not.toContain('<!doctype html>');
    await context.close();
  });
});

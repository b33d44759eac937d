import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.ts';

/**
 * A persistent (non-incognito) phone profile: Chromium reports every incognito context as
 * not installable ("in-incognito"), so the installability check needs a real profile.
 */
export async function persistentPhone(): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-install-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  return { context, page, close: async () => { await context.close(); rmSync(dir, { recursive: true, force: true }); } };
}

/**
 * Installs a fake beforeinstallprompt that fires before the app mounts (DOMContentLoaded follows the
 * module script), with prompt() counted and the user's choice given by `outcome`.
 */
export async function fakeInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.addInitScript((choice) => {
    const w = window as unknown as { __prompted: number };
    w.__prompted = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const e = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(e, {
        prompt: async () => { w.__prompted += 1; },
        userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
      });
      window.dispatchEvent(e);
    });
  }, outcome);
}

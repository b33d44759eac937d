import type { Page } from 'playwright-core';

/**
 * Records, per document, the storage keys the page reads and writes ("get KEY", "set KEY"). A feature's decision
 * reads its inputs from storage, so the read of its last input marks the moment it decided: tests wait on that
 * instead of a guessed pause. Install before the navigation it should watch.
 */
export async function recordStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { storageTrace: string[] }).storageTrace = seen;
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.getItem = function (this: Storage, key: string) { seen.push(`get ${key}`); return getItem.call(this, key); };
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) { seen.push(`set ${key}`); setItem.call(this, key, value); };
  });
}

/** Waits until the page has touched storage as `trace` says, then for a rendered frame: what that decision started has begun. */
export async function storageTouched(page: Page, trace: string): Promise<void> {
  await page.waitForFunction((t) => (window as unknown as { storageTrace?: string[] }).storageTrace?.includes(t) === true, trace, { timeout: 30_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Whether the page has asked for a lazy chunk (by its name before the hash). A surface that loads its code only
 * when a rule shows it is asked for as soon as the rule says yes: no request, no surface, however slow its download.
 */
export function chunkAsked(page: Page, name: string): () => boolean {
  let asked = false;
  const pattern = new RegExp(`/${name}-[^/]*\\.js$`);
  page.on('request', (r) => { if (pattern.test(new URL(r.url()).pathname)) asked = true; });
  return () => asked;
}

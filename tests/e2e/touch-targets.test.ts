// Issue 15: on a phone every control takes a finger: at least 44×44 px, or a 44 px hit area around a smaller one
// (a link's padding, a checkbox's label row). Measured where the finger lands: the control's middle must reach it, and
// its box (or its label's) must be 44 px both ways, or every point of a 44 px circle around its middle must reach it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, firstScreenUp, phone, launch, ready, url } from './browser.ts';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const MIN = 44;

/** Every visible control on the page whose 44 px square is not all its own: `tag.class "name" w×h`. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const owns = (el: Element, hit: Element | null): boolean => {
      if (!hit) return false;
      if (el === hit || el.contains(hit)) return true;
      // A checkbox or radio is taken through its label.
      const labels = (el as HTMLInputElement).labels;
      return labels ? [...labels].some((l) => l === hit || l.contains(hit)) : false;
    };
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, [role=button]');
    for (const el of controls) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      // Visually hidden until focused (the skip link): no finger lands on it.
      if (el.closest('[inert], [aria-hidden=true]')) continue;
      let r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const at = (x: number, y: number) => owns(el, document.elementFromPoint(Math.max(0, Math.min(innerWidth - 1, x)), Math.max(0, Math.min(innerHeight - 1, y))));
      // Its own box, or a checkbox's label row, is 44 px both ways and nothing covers the middle of the control...
      const area = [r, ...[...((el as HTMLInputElement).labels ?? [])].map((l) => l.getBoundingClientRect())];
      const big = area.some((b) => b.width >= min - 0.5 && b.height >= min - 0.5);
      // ...or a smaller control answers a finger anywhere on a 44 px circle around its middle (padding, a pseudo-element).
      const around = Array.from({ length: 8 }, (_, i) => [Math.cos((i * Math.PI) / 4), Math.sin((i * Math.PI) / 4)] as const)
        .every(([dx, dy]) => at(cx + dx * (min / 2 - 1), cy + dy * (min / 2 - 1)));
      const ok = at(cx, cy) && (big || around);
      if (!ok) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 30);
        out.push(`${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  }, MIN);
}

describe('touch targets on a phone', () => {
  it.each([
    ['/m/home', null],
    ['/m/login', null],
    ['/m/member/home', 'player01'],
  ] as const)('%s: every visible control has a 44×44 px hit area', async (path, member) => {
    const token = member ? await apiLogin(member) : null;
    const { context, page } = await phone(browser);
    await page.goto(url(`${path}${token ? `?token=${token}` : ''}`));
    await ready(page);
    await firstScreenUp(page);
    if (path === '/m/home') await page.locator('[data-lane] [data-game]').first().waitFor();
    if (path === '/m/login') await page.locator('form button[type="submit"]').first().waitFor();
    if (member) await page.getByTestId('rank-progress').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await smallTargets(page)).toEqual([]);
    await context.close();
  });
});

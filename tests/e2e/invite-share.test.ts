import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { renderSVG } from 'uqr';
import { launch } from './browser';
import { openAs } from './lobby-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

/** The modules of a QR code: the path uqr draws for this text, read from the page and from uqr itself. */
const modulesOf = (svg: string): string | null => /<path[^>]* d="([^"]+)"/.exec(svg)?.[1] ?? null;
const pageModules = async (qr: Locator): Promise<string | null> => modulesOf(await qr.innerHTML());

describe('invite page', () => {
  it('member: link with copy feedback, share links carrying it encoded, a QR code of it, the invited count', async () => {
    const { context, page } = await openAs(browser, 'member', 'demo', '/m/inviteFriends');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const link = await page.getByTestId('share-url').inputValue();
    expect(new URL(link).searchParams.get('r')).toBe('player01');

    const qr = page.getByTestId('qr');
    expect(await qr.getAttribute('role')).toBe('img');
    expect(await qr.getAttribute('aria-label')).toBe('QR code of your invite link');
    expect(await pageModules(qr)).toBe(modulesOf(renderSVG(link, { border: 2 })));
    expect(await pageModules(qr)).not.toBe(modulesOf(renderSVG(`${link}x`, { border: 2 })));

    for (const app of ['LINE', 'WhatsApp', 'Telegram']) {
      const href = await page.getByRole('link', { name: `Share on ${app}` }).getAttribute('href');
      expect(href).toContain(encodeURIComponent(link));
    }
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.getByTestId('share-link').getByRole('status').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect.poll(() => page.getByTestId('referral-invited').textContent()).toMatch(/^\d+ friends? joined through your link$/);
    await context.close();
  });

  it('guest: the programme and a register call to action, no link or QR code', async () => {
    const { context, page } = await openAs(browser, 'guest', 'demo', '/m/inviteFriends');
    await page.getByTestId('invite-page').waitFor();
    expect(await page.getByRole('heading', { name: 'How it works' }).count()).toBe(1);
    expect(await page.locator('.share-steps li').count()).toBe(3);
    const register = page.getByTestId('invite-guest').getByRole('link', { name: 'Register' });
    expect(new URL(await register.getAttribute('href') ?? '', 'http://x').pathname).toBe('/m/register');
    expect(await page.getByTestId('qr').count()).toBe(0);
    expect(await page.getByTestId('share-link').count()).toBe(0);
    await context.close();
  });

  it('agent: the agent link as a QR code and share links', async () => {
    const { context, page } = await openAs(browser, 'agent', 'demo', '/m/agentRegister');
    const link = await page.getByTestId('share-url').inputValue();
    expect(new URL(link).searchParams.get('affiliateCode')).toBe('agent01');
    expect(await page.getByTestId('qr').getAttribute('aria-label')).toBe('QR code of your agent link');
    expect(await pageModules(page.getByTestId('qr'))).toBe(modulesOf(renderSVG(link, { border: 2 })));
    expect(await page.getByRole('link', { name: 'Share on Telegram' }).getAttribute('href')).toContain(encodeURIComponent(link));
    await expect.poll(() => page.getByTestId('agent-team').textContent()).toMatch(/^\d+ players? registered through your link$/);
    await context.close();
  });
});

import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFullCatalog, setLanguage } from '../../../src/i18n/index.ts';
import { showPrompt } from '../../../src/push/showPrompt.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The prompt opens after the first screen, when the whole catalogue is in.
beforeAll(async () => { await setLanguage('EN', ['EN']); await loadFullCatalog(); });
afterEach(() => vi.unstubAllGlobals());

const dialog = () => document.querySelector<HTMLElement>('[data-testid="push-prompt"]');
const buttonNamed = (name: string) => [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === name)!;

/** Wrapped: an async function returning the answer promise would wait for the answer itself. */
async function open(): Promise<{ answer: Promise<string> }> {
  let answer!: Promise<string>;
  await act(async () => { answer = showPrompt(); });
  return { answer };
}

describe('push permission dialog', () => {
  it('shows a titled dialog whose allow button asks the browser inside the click, then removes itself', async () => {
    const requestPermission = vi.fn(async () => 'granted' as const);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    const { answer } = await open();
    expect(dialog()?.getAttribute('role')).toBe('dialog');
    expect(dialog()?.textContent).toContain('Stay in the loop');
    expect(document.activeElement?.textContent).toBe('Allow');
    await act(async () => { buttonNamed('Allow').click(); });
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(await answer).toBe('granted');
    expect(dialog()).toBeNull();
  });

  it("answers 'later' without asking the browser", async () => {
    const requestPermission = vi.fn();
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    const { answer } = await open();
    await act(async () => { buttonNamed('Not now').click(); });
    expect(await answer).toBe('later');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it("answers 'default' (logged) when the browser request throws", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: () => { throw new TypeError('blocked'); } });
    const { answer } = await open();
    await act(async () => { buttonNamed('Allow').click(); });
    expect(await answer).toBe('default');
  });
});

import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUrl, testRoot } from '../ui/helpers.ts';

const m = vi.hoisted(() => ({ submitRegister: vi.fn(async () => ({ status: 'success', target: '/m/game' })), goTo: vi.fn() }));
vi.mock('../../../src/auth/registerMachine.ts', () => ({ submitRegister: m.submitRegister }));
vi.mock('../../../src/social/goTo.ts', () => ({ goTo: m.goTo }));

const { LinkAccountDialog } = await import('../../../src/social/LinkAccountDialog.tsx');

const identity = { provider: 'line' as const, token: 'line-tok-2' };

async function registerThrough(host: HTMLElement): Promise<void> {
  host.querySelector<HTMLInputElement>('input[name="username"]')!.value = 'newplayer1';
  host.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Passw0rd!';
  await act(async () => { host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); });
}

describe('LinkAccountDialog and the go target', () => {
  const root = testRoot();
  beforeEach(() => { vi.clearAllMocks(); setUrl('http://localhost/m/home'); });
  afterEach(async () => { await root.render(null); });

  it('registers with the go target it was given (a redirect sign-in has none left in the address)', async () => {
    await root.render(<LinkAccountDialog identity={identity} mode="register" go="/m/game" onClose={() => undefined} />);
    await registerThrough(root.host);
    expect(m.submitRegister).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ go: '/m/game' }));
    expect(m.goTo).toHaveBeenCalledWith('/m/game');
  });

  it("without one it falls back to the page's own go", async () => {
    setUrl('http://localhost/m/login?go=%2Fm%2Fsports');
    await root.render(<LinkAccountDialog identity={identity} mode="register" onClose={() => undefined} />);
    await registerThrough(root.host);
    expect(m.submitRegister).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ go: '/m/sports' }));
  });
});

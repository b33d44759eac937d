import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUrl, testRoot } from '../ui/helpers.ts';

// Only the footer with the link to the other page matters here.
const footerOnly = ({ footer }: { footer?: ReactNode }) => <div>{footer}</div>;
vi.mock('../../../src/components/auth/LoginForm.tsx', () => ({ LoginForm: footerOnly }));
vi.mock('../../../src/components/auth/RegisterForm.tsx', () => ({ RegisterForm: footerOnly }));

const { default: LoginPage } = await import('../../../src/pages/LoginPage.tsx');
const { default: RegisterPage } = await import('../../../src/pages/RegisterPage.tsx');
const { LoginModal } = await import('../../../src/components/auth/LoginModal.tsx');
const { RegisterModal } = await import('../../../src/components/auth/RegisterModal.tsx');
const { state: auth, closeAuthDialogs } = await import('../../../src/state/auth.ts');

const href = (host: HTMLElement): string => host.querySelector('a')?.getAttribute('href') ?? '';

describe('the links between /m/login and /m/register keep the go target', () => {
  const root = testRoot();
  afterEach(async () => { await root.render(null); });

  it('login → register carries go', async () => {
    setUrl('http://localhost/m/login?go=%2Fm%2Fgame%3Fx%3D1');
    await root.render(<LoginPage />);
    expect(href(root.host)).toBe('/m/register?go=%2Fm%2Fgame%3Fx%3D1');
  });

  it('register → login carries go', async () => {
    setUrl('http://localhost/m/register?go=%2Fm%2Fgame');
    await root.render(<RegisterPage />);
    expect(href(root.host)).toBe('/m/login?go=%2Fm%2Fgame');
  });

  it('a refused go is not passed on, and no go means a plain link', async () => {
    setUrl(`http://localhost/m/login?go=${encodeURIComponent('http://localhost/m/game')}`);
    await root.render(<LoginPage />);
    expect(href(root.host)).toBe('/m/register');
    setUrl('http://localhost/m/register');
    await root.render(<RegisterPage />);
    expect(href(root.host)).toBe('/m/login');
  });
});

describe("the dialogs' switch keeps the page's own go when they were opened without one", () => {
  const root = testRoot();
  afterEach(async () => { await root.render(null); closeAuthDialogs(); });
  const press = async (host: HTMLElement, text: string) => {
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent === text);
    await act(async () => { button!.click(); });
  };

  it('login dialog → register dialog → login dialog', async () => {
    setUrl('http://localhost/m/member/home?go=%2Fm%2Fgame');
    closeAuthDialogs();
    await root.render(<LoginModal />);
    await press(root.host, 'nav_register');
    expect(auth).toMatchObject({ registerOpen: true, go: '/m/game' });
    auth.go = null;
    await root.render(<RegisterModal />);
    await press(root.host, 'nav_login');
    expect(auth).toMatchObject({ loginOpen: true, go: '/m/game' });
  });
});

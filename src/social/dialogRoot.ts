/**
 * Social dialogs (link account, second factor) get a React root of their own: a URL result can need
 * them on any page, where no login form is mounted. One dialog at a time.
 */
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

let current: { root: Root; host: HTMLElement } | null = null;

export function closeSocialDialog(): void {
  if (!current) return;
  const { root, host } = current;
  current = null;
  root.unmount();
  host.remove();
}

export function showSocialDialog(element: ReactElement): void {
  closeSocialDialog();
  const host = document.createElement('div');
  host.className = 'social-dialog-root';
  document.body.append(host);
  const root = createRoot(host);
  current = { root, host };
  root.render(element);
}

/**
 * Spec section 2: login and registration open as modals where the page offers them (a lottery banner or game
 * that needs a login, the header's link, a download bar that asks for one); the standalone /m/login and
 * /m/register pages are for when the modal is unavailable: a typed or shared address, a new tab, no script yet.
 * One click listener turns same-site links to those pages into the modal, keeping their go target.
 */
import { openLogin, openRegister } from '../../state/auth.ts';

const TARGETS: Readonly<Record<string, (go: string | null) => void>> = {
  '/m/login': openLogin, '/m/register': openRegister, '/m/register.html': openRegister,
};

/** Which modal a click should open instead of following the link, or null to let the browser navigate. */
export function modalFor(e: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'target'>, here: Location): { open: (go: string | null) => void; go: string | null } | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const a = (e.target as Element | null)?.closest?.('a[href]');
  if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download') || a.origin !== here.origin) return null;
  const open = TARGETS[a.pathname];
  // On the standalone pages themselves the link is the switch between them.
  if (!open || TARGETS[here.pathname]) return null;
  return { open, go: new URLSearchParams(a.search).get('go') };
}

let installed = false;

export function interceptAuthLinks(): void {
  if (installed) return;
  installed = true;
  // Capture: ahead of the router's own link handler, which then sees the click handled.
  document.addEventListener('click', (e) => {
    const m = modalFor(e, location);
    if (!m) return;
    e.preventDefault();
    m.open(m.go);
  }, true);
  document.documentElement.dataset.authModals = 'on';
}

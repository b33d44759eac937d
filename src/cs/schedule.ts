import { CHAT_LOAD_MS, CHAT_REBIND_MS } from '../../contract/constants';

type Timer = (fn: () => void, ms: number) => unknown;

/**
 * Spec section 9: chat and help load after 500 ms, and the chat entries are bound again at 1 s and 3 s
 * (entries that render late still open the chat). Times count from startedAt (the shell's first render).
 * Returns a cancel function.
 */
export function scheduleCustomerService(
  run: { load: () => void; bind: () => void },
  startedAt: number,
  now: number,
  timer: Timer = setTimeout,
  clear: (id: unknown) => void = (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
): () => void {
  const after = (ms: number): number => Math.max(0, ms - (now - startedAt));
  const ids = [timer(run.load, after(CHAT_LOAD_MS)), ...CHAT_REBIND_MS.map((ms) => timer(run.bind, after(ms)))];
  return () => ids.forEach(clear);
}

/** Binds every not yet bound [data-cs-open] element under root to open the chat; returns how many it bound. */
export function bindChatEntries(root: ParentNode, open: () => void): number {
  let bound = 0;
  root.querySelectorAll<HTMLElement>('[data-cs-open]').forEach((el) => {
    if (el.dataset.csBound === '1') return;
    el.dataset.csBound = '1';
    el.addEventListener('click', (e) => {
      e.preventDefault();
      open();
    });
    bound++;
  });
  return bound;
}

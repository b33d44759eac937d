import type { CsType } from '../../contract/member';

/**
 * One adapter per provider (spec section 3 csTypes): what to set before its script runs, how to tell the
 * script is ready (its global API exists), and how to open the chat through that API.
 */
export interface CsAdapter {
  /** Settings the provider reads from the page before its script runs (taken from the widget URL's query). */
  prepare(url: URL, w: Window): void;
  ready(w: Window): boolean;
  open(w: Window): void;
}

type Api = Record<string, unknown>;
const global = (w: Window, name: string): unknown => (w as unknown as Api)[name];
/** Calls obj[method](...args) with obj as this, as the providers' APIs expect. */
const invoke = (obj: unknown, method: string, ...args: unknown[]): void => {
  const fn = typeof obj === 'object' && obj !== null ? (obj as Api)[method] : undefined;
  if (typeof fn === 'function') fn.apply(obj, args);
};
const hasMethod = (obj: unknown, method: string): boolean =>
  typeof obj === 'object' && obj !== null && typeof (obj as Api)[method] === 'function';
const none = (): void => {};

const comm100: CsAdapter = {
  prepare: none,
  ready: (w) => hasMethod(global(w, 'Comm100API'), 'open_chat_window'),
  open: (w) => invoke(global(w, 'Comm100API'), 'open_chat_window'),
};

export const ADAPTERS: Record<CsType, CsAdapter> = {
  LIVECHAT: {
    // LiveChat reads its licence from window.__lc before tracking.js runs.
    prepare: (url, w) => { (w as unknown as Api).__lc = { license: url.searchParams.get('license') ?? '' }; },
    ready: (w) => hasMethod(global(w, 'LiveChatWidget'), 'call'),
    open: (w) => invoke(global(w, 'LiveChatWidget'), 'call', 'maximize'),
  },
  COMM100: comm100,
  COMM100VIP: comm100,
  'TX-CHAT': { prepare: none, ready: (w) => hasMethod(global(w, 'TXChat'), 'open'), open: (w) => invoke(global(w, 'TXChat'), 'open') },
  AICAN: { prepare: none, ready: (w) => hasMethod(global(w, 'AicanChat'), 'open'), open: (w) => invoke(global(w, 'AicanChat'), 'open') },
  // Queue-style API: the global itself is the function that takes commands.
  MIDUOKE: {
    prepare: none,
    ready: (w) => typeof global(w, 'MIDUOKE') === 'function',
    open: (w) => { const fn = global(w, 'MIDUOKE'); if (typeof fn === 'function') fn('showPanel'); },
  },
};

export function adapterFor(csType: string): CsAdapter | null {
  return Object.prototype.hasOwnProperty.call(ADAPTERS, csType) ? ADAPTERS[csType as CsType] : null;
}

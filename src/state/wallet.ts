import { proxy } from 'valtio';
import { state as session } from './session';

/** The member's wallet balance (GET /wps/wallets/gcs); null until read, cleared on logout. failed: the last read got none. */
export const state = proxy({ balance: null as number | null, currency: null as string | null, loaded: false, failed: false });

/** Reads the logged-in member's balance; the wallet module is fetched lazily (this store may be on the first screen). */
export async function loadWallet(): Promise<void> {
  const token = session.info?.token;
  if (!token) {
    resetWallet();
    return;
  }
  // Not precached (a balance needs the network anyway): offline, the balance simply stays unknown.
  const api = await import('../member/walletApi').catch((e: unknown) => { console.warn('[wallet] not loaded', e); return null; });
  const w = api ? await api.fetchWallet() : null;
  // The answer belongs to the session that asked: after a logout or a new login it is dropped.
  if (session.info?.token !== token) return;
  // A balance that cannot be read says so: a skeleton must not wait for an answer that will not come.
  state.failed = !w;
  if (!w) return;
  state.balance = w.balance;
  state.currency = w.currency;
  state.loaded = true;
}

export function resetWallet(): void {
  state.balance = null;
  state.currency = null;
  state.loaded = false;
  state.failed = false;
}

/** The wallet read (lazy chunk of src/state/wallet.ts): the balance and the country's money display. */
import { WALLET_PATH, type Wallet } from '../../contract/wallet';
import { request } from '../api/client';
import { getCountry } from '../api/system';
import { normalizeCurrency, setCurrencyDisplay } from '../lib/currency';

let display: Promise<void> | null = null;

/** The country info gives the merchant's symbol and its position; read once per page, every caller awaits it. */
function loadDisplay(): Promise<void> {
  display ??= getCountry().then((env) => {
    if (env.success && env.value) setCurrencyDisplay(env.value);
    else display = null;
  });
  return display;
}

export function isWallet(v: unknown): v is Wallet {
  const w = v as Wallet | null;
  return typeof w === 'object' && w !== null && typeof w.balance === 'number' && Number.isFinite(w.balance)
    && typeof w.currency === 'string' && /^[A-Za-z]{3,8}$/.test(w.currency);
}

/** The balance, never cached (it changes in the cashier); a failure or a malformed answer is logged and gives null. */
export async function fetchWallet(): Promise<Wallet | null> {
  const [env] = await Promise.all([
    request<Wallet>({ method: 'GET', path: WALLET_PATH, silent: true }),
    loadDisplay().catch((e: unknown) => { display = null; console.warn('wallet: country display not read', e); }),
  ]);
  if (!env.success) return null;
  if (!isWallet(env.value)) {
    console.warn('wallet: answer ignored', env.value);
    return null;
  }
  return { balance: env.value.balance, currency: normalizeCurrency(env.value.currency) };
}

/**
 * The member's wallet. The live platform reads GET /wps/wallets/gcs (production-wire C19, shape not seen):
 * the value shape below is our assumption (docs/decisions.md). The stand-in cashier changes it.
 */
export const WALLET_PATH = '/wps/wallets/gcs';

/** value of GET /wps/wallets/gcs: the balance in major units (2 decimals) and the wallet's currency code. */
export interface Wallet { balance: number; currency: string }

/** Cashier movements the stand-in cashier accepts; amounts are in major units, at most 2 decimals. */
export const CASHIER_KINDS = ['deposit', 'withdraw'] as const;
export type CashierKind = (typeof CASHIER_KINDS)[number];
export const CASHIER_MIN_AMOUNT = 1;
export const CASHIER_MAX_AMOUNT = 1_000_000;

/** A positive amount with at most two decimals, within the cashier's limits. */
export function isCashierAmount(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n >= CASHIER_MIN_AMOUNT && n <= CASHIER_MAX_AMOUNT
    && Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
}

/** Error codes of the wallet and the stand-in cashier (the envelope's code). */
export const WALLET_CODES = {
  badAmount: 'wallet.amount.invalid',
  insufficient: 'wallet.balance.insufficient',
} as const;

import { useCallback } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { formatMoney } from '../lib/currency';
import { state as wallet } from '../state/wallet';

/**
 * Amounts in the wallet's currency by spec section 5 (TLB is PHP, codes cut to three letters, pt-BR for BRL, else zh).
 * While the wallet's currency is unknown they go through the same formatter, never as raw numbers.
 */
export function useMoney(): (amount: number) => string {
  const { currency } = useSnapshot(wallet);
  return useCallback((amount: number): string => formatMoney(amount, currency), [currency]);
}

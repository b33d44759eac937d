/** Reports deposits as they arrive: every read of the member's deposit settings is compared with the last one. */
import { subscribe } from 'valtio';
import { localStore } from '../lib/memoryStorage';
import { state as deposit } from '../state/deposit';
import { state as session } from '../state/session';
import { reportDepositGrowth } from './depositArrival.ts';
import type { Track } from './onceRules.ts';

/**
 * Reacts to deposit-settings reads only (each is written for the session token it was asked with), not to
 * session changes: a new member's id must never be paired with the previous member's count.
 */
export function watchDepositArrivals(track: Track): () => void {
  let last: string | null = null;
  const check = (): void => {
    const count = deposit.totalDepositSuccessCount;
    const info = session.info;
    if (count === null || !info?.token || !info.id) return;
    const key = `${info.id}:${count}`;
    if (key === last) return;
    last = key;
    void reportDepositGrowth({ local: localStore(), track }, { customerId: info.id, customerName: info.userName }, count);
  };
  check();
  return subscribe(deposit, check);
}

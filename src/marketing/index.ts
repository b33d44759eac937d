/**
 * What other features call: track(event, payload) for the marketing events of spec section 3, and
 * pixelTrack() for registration payloads. The outbox code loads on first use.
 */
import type { MarketingEvent, MarketingPayload } from '../../contract/marketing.ts';
import { localStore } from '../lib/memoryStorage';

export { pixelTrack } from './collect.ts';
export type { PixelTrack } from './pixelTrack.ts';
export type { MarketingEvent, MarketingPayload } from '../../contract/marketing.ts';

/** Stores the event durably and sends it; resolves false only when it could not be stored (logged). */
export async function track(event: MarketingEvent, payload?: MarketingPayload): Promise<boolean> {
  return (await import('./track.ts')).track(event, payload);
}

/** depositSubmit, and firstDeposit on this customer's first one. */
export async function trackDepositSubmit(payload: MarketingPayload & { customerId: string }): Promise<MarketingEvent[]> {
  const [{ trackDepositSubmit: run }, { track: send }] = await Promise.all([import('./onceRules.ts'), import('./track.ts')]);
  return run({ local: localStore(), track: send }, payload);
}

export async function startMarketing(): Promise<void> {
  return (await import('./start.ts')).startMarketing();
}

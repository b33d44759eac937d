import type { CollectEvent } from '../../../contract/marketing.ts';

/** A minimal marketing event in production's collect shape (production-wire B9); pad grows it for size tests. */
export const collectEvent = (eventID: string, pad = 0): CollectEvent => ({
  domain: 'http://localhost/m/home', affiliateCode: '', eventName: 'login',
  eventValue: { eventID, domain: 'http://localhost/m/home', channels: [], ...(pad > 0 && { pad: 'x'.repeat(pad) }) },
});

/**
 * The device id every marketing event carries (contract/marketing.ts CollectEvent.deviceId): the server limits events
 * per phone with it, since a beacon cannot set headers. Its module loads with the first event, after the first screen.
 */
let known: Promise<string> | null = null;

/** The device id, or '' when it cannot be had (the event then counts per address). Never throws. */
export function eventDeviceId(): Promise<string> {
  known ??= import('../lib/deviceId.ts').then((m) => m.getDeviceId()).catch((error: unknown) => {
    console.warn('[marketing] events go without a device id', error);
    known = null;
    return '';
  });
  return known;
}

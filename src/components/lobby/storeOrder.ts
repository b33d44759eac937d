/** Which app links a device sees first on the download pages: its own store, then the other platform's. */
import type { Resource, ResourceType } from '../../../contract/wps';
import { downloadLinks } from '../../download/rules';
import { isSafeLink } from '../../download/settings';

export interface StoreOrder {
  /** The links for this device, best first; every link when the device is neither iOS nor Android. */
  mine: Resource[];
  /** The other platform's links (offered with a QR code for that phone). */
  others: Resource[];
}

const IOS_TYPES: readonly ResourceType[] = ['IOS', 'MOBILECONFIG'];

/** iOS: App Store, then the iOS lite profile; Android: the apk; a computer: all of them in the merchant's order. */
export function storeOrder(resources: readonly Resource[], device: { ios: boolean; android: boolean }): StoreOrder {
  const links = downloadLinks(resources).filter((r) => isSafeLink(r.url));
  const rank = (r: Resource): number => IOS_TYPES.indexOf(r.resourceType);
  const ios = links.filter((r) => IOS_TYPES.includes(r.resourceType)).sort((a, b) => rank(a) - rank(b));
  const android = links.filter((r) => r.resourceType === 'Android');
  if (device.ios) return { mine: ios, others: android };
  if (device.android) return { mine: android, others: ios };
  return { mine: links, others: [] };
}

/** The app icon of the download pages (resource AppDownloadIcon), or null. */
export function appIcon(resources: readonly Resource[]): string | null {
  const icon = resources.find((r) => r.resourceType === 'AppDownloadIcon');
  return icon && isSafeLink(icon.url) ? icon.url : null;
}

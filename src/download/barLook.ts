/** What the download bar shows: its image and its title, from the merchant's data. */
import type { Banner, Resource } from '../../contract/wps.ts';
import { isSafeLink } from './settings.ts';

export interface BarLookInput {
  resources: readonly Resource[];
  /** The bar's banner group (m_top by default), null until asked or when it failed. */
  banners: readonly Pick<Banner, 'url'>[] | null;
  pwaTitle: string | undefined;
  pwaIcon: string | undefined;
  merchantName: string | undefined;
}

/**
 * The image: the merchant's app-download icon, else the first banner of the bar's group, else the install
 * icon. The title: the app's name (the PWA title), else the merchant's name; never another merchant's.
 */
export function barLook(i: BarLookInput): { image: string | undefined; title: string } {
  const icon = i.resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url;
  const banner = i.banners?.find((b) => isSafeLink(b.url))?.url;
  const image = isSafeLink(icon) ? icon : banner ?? i.pwaIcon;
  return { image, title: (i.pwaTitle ?? '').trim() || (i.merchantName ?? '').trim() };
}

/** Whether the bar needs its banner group at all: only without an app-download icon. */
export const needsBanner = (resources: readonly Resource[]): boolean =>
  !resources.some((r) => r.resourceType === 'AppDownloadIcon' && isSafeLink(r.url));

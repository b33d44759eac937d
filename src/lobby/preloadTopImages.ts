/**
 * The lobby's first images (the invite banner, the first top banner) start downloading with the lobby's answer:
 * as `<img>`s they were only requested once React had rendered the whole lobby, and one of them is usually the
 * page's largest paint. The tags then find them in the memory cache.
 */
import type { Banner } from '../../contract/wps';
import { sessionStore } from '../lib/memoryStorage';
import { safeGetItem } from '../lib/storage';
import { INVITE_CLOSED_KEY, showInvite } from './invite';
import { safeHttpUrl } from './safeUrl';

/** The URLs the home page shows first: the invite banner when it will show, then the top row's first banner. */
export function topImageUrls(banners: readonly Banner[], referralEnabled: boolean, inviteClosed: boolean): string[] {
  const invite = banners.find((b) => b.groupName === 'm_invite');
  const top = banners.find((b) => b.groupName === 'm_top');
  const urls = [showInvite(referralEnabled, invite, inviteClosed) ? invite.url : null, top?.url ?? null];
  return urls.map((u) => safeHttpUrl(u)).filter((u): u is string => u !== null);
}

/** Adds a high-priority image preload for each of them (once per URL); returns the URLs preloaded. */
export function preloadTopImages(banners: readonly Banner[], referralEnabled: boolean): string[] {
  if (typeof document === 'undefined') return [];
  const closed = safeGetItem(sessionStore(), INVITE_CLOSED_KEY) === '1';
  const have = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href')));
  const added: string[] = [];
  for (const url of topImageUrls(banners, referralEnabled, closed)) {
    if (have.has(url)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = url;
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
    have.add(url);
    added.push(url);
  }
  return added;
}

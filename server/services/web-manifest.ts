import { BASE, PATHS } from '../../contract/routes.ts';
import type { ResourceType, WebManifest } from '../../contract/wps.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { absoluteResources, cdnBase, cdnUrl } from './cdn-url.ts';

const STORE_PLATFORM: Partial<Record<ResourceType, string>> = { IOS: 'itunes', Android: 'play' };
const ICON_SIZES = ['192', '256', '384', '512'] as const;

/**
 * The merchant's install manifest: scope /m/, starts on /m/home, brand colours, absolute icon URLs on
 * the request's origin. The icons keep their mark inside the safe zone, so each is "any maskable".
 */
export function buildWebManifest(m: Merchant, origin: string): WebManifest {
  const c = m.config;
  const base = cdnBase(origin, m.code);
  const short = m.name.length > 12 ? (m.name.split(' ')[0] ?? m.name) : m.name;
  return {
    name: c.mobileTemplate.params.pwa.title || m.name,
    short_name: short,
    description: c.mobileTemplate.params.app_desc,
    display: 'standalone',
    orientation: 'portrait',
    scope: `${BASE}/`,
    start_url: `${BASE}${PATHS.home}`,
    // One id per merchant, so two merchants sharing an origin stay two installed apps.
    id: `${BASE}${PATHS.home}?merchant=${encodeURIComponent(m.code)}`,
    theme_color: c.mobileTemplate.colors.primary,
    background_color: c.mobileTemplate.colors.background,
    icons: ICON_SIZES.map((size) => ({
      src: cdnUrl(base, c.mobileTemplate.params.pwa.icons[size]),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any maskable',
    })),
    // A listed store app must not suppress the web app's own install prompt.
    prefer_related_applications: false,
    related_applications: absoluteResources(c.resources, base).flatMap((r) => {
      const platform = STORE_PLATFORM[r.resourceType];
      return platform ? [{ platform, url: r.url }] : [];
    }),
  };
}

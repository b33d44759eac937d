/** Precaching of the build's hashed files, and the build version derived from the injected manifest. */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { fnv1a } from '../contract/fnv1a.ts';

type ManifestEntry = PrecacheEntry | string;

// vite-plugin-pwa (injectManifest) replaces `self.__WB_MANIFEST` with the list; it must appear once.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

let version = 'unset';

/**
 * A stable 8-hex build version: FNV-1a over the sorted url and revision pairs, so it changes
 * whenever any precached file changes and needs no build-time define.
 */
export function manifestVersion(entries: readonly ManifestEntry[]): string {
  const lines = entries
    .map((e) => (typeof e === 'string' ? e : `${e.url}|${e.revision ?? ''}`))
    .sort();
  return fnv1a(lines.join('\n')).toString(16).padStart(8, '0');
}

/** The version GET_VERSION answers with ('unset' before wirePrecache ran). */
export function buildVersion(): string {
  return version;
}

/** Must be wired before every other route: precached files win over the asset and navigation routes. */
export function wirePrecache(): void {
  const manifest = self.__WB_MANIFEST;
  version = manifestVersion(manifest);
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLE_ICON_WAIT_MS, MANIFEST_WAIT_MS } from '../../../contract/constants.ts';
import { appleIconReady, manifestReady, waitForAppleIcon, waitForManifest, within } from '../../../src/install/assetWaits.ts';

afterEach(() => { document.head.innerHTML = ''; });
const link = (rel: string, href: string) => {
  const l = document.createElement('link');
  l.rel = rel;
  l.href = href;
  document.head.append(l);
};

describe('install waits (spec section 9: manifest 10000 ms, apple icon 5000 ms)', () => {
  it('uses the spec figures', () => {
    expect(MANIFEST_WAIT_MS).toBe(10_000);
    expect(APPLE_ICON_WAIT_MS).toBe(5000);
  });

  it('the manifest is ready once the linked one loads with a name and icons', async () => {
    expect(await manifestReady(document, vi.fn())).toBe(false);
    link('manifest', '/wps/system/manifest.json?merchantCode=demo');
    const good = vi.fn(async () => new Response(JSON.stringify({ name: 'Demo', icons: [{ src: '/i.png' }] })));
    expect(await manifestReady(document, good as unknown as typeof fetch)).toBe(true);
    const empty = vi.fn(async () => new Response(JSON.stringify({ name: 'Demo', icons: [] })));
    expect(await manifestReady(document, empty as unknown as typeof fetch)).toBe(false);
  });

  it('gives up at the bound: a manifest that never answers resolves false after MANIFEST_WAIT_MS', async () => {
    link('manifest', '/m.json');
    const waits: number[] = [];
    const hang = (() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    expect(await waitForManifest(document, hang, async (ms) => { waits.push(ms); })).toBe(false);
    expect(waits).toEqual([MANIFEST_WAIT_MS]);
  });

  it('the apple icon is ready once its image loads; a failed or missing one is not', async () => {
    expect(await appleIconReady(document)).toBe(false);
    link('apple-touch-icon', '/icon.png');
    const img = () => {
      const el = { onload: null as null | (() => void), onerror: null as null | (() => void), set src(_v: string) { queueMicrotask(() => this.onload?.()); } };
      return el as unknown as HTMLImageElement;
    };
    expect(await appleIconReady(document, img)).toBe(true);
    const waits: number[] = [];
    document.head.innerHTML = '';
    expect(await waitForAppleIcon(document, async (ms) => { waits.push(ms); })).toBe(false);
    expect(await within(new Promise(() => {}), 5, async () => {})).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { StatusInfo, WebManifest } from '../../contract/wps.ts';
import { toStatusInfo } from '../../src/api/statusWire.ts';
import { call, DEMO, envelope, LOTTO, useApp } from './helpers.ts';
import { decodePng, hexRgb } from './install-png.ts';

const s = useApp();

const manifestOf = async (origin: string, code: string): Promise<WebManifest> => {
  const res = await call(s.app, `${origin}/wps/system/manifest.json?_=1&merchantCode=${code}`);
  expect(res.status).toBe(200);
  return (await res.json()) as WebManifest;
};

/** The status as the client reads it (production's nesting mapped to the flat StatusInfo). */
const statusOf = async (origin: string): Promise<StatusInfo> =>
  toStatusInfo((await envelope(await call(s.app, `${origin}/wps/v2/system/status?device=MOBILE`))).value)!;

const pngAt = async (url: string) => {
  const res = await call(s.app, url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  return decodePng(Buffer.from(await res.arrayBuffer()));
};

describe.each([
  { origin: DEMO, code: 'demo', name: 'Demo Casino' },
  { origin: LOTTO, code: 'lotto', name: 'Lotto Star' },
])('install manifest of $code', ({ origin, code, name }) => {
  it('has what Chromium requires to install: name, standalone, start_url inside scope /m/, an id', async () => {
    const m = await manifestOf(origin, code);
    expect(m.name).toBe(name);
    expect(m.short_name.length).toBeGreaterThan(0);
    expect(m.display).toBe('standalone');
    expect(m.scope).toBe('/m/');
    expect(m.start_url.startsWith(m.scope)).toBe(true);
    expect(m.id).toBe(`/m/home?merchant=${code}`);
    expect(m.prefer_related_applications).toBe(false);
  });

  it('lists real PNG icons of 192, 256, 384 and 512 on the request origin, each any and maskable', async () => {
    const m = await manifestOf(origin, code);
    const status = await statusOf(origin);
    expect(m.icons.map((i) => i.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512']);
    for (const icon of m.icons) {
      expect(new URL(icon.src).origin).toBe(origin);
      expect(icon.purpose?.split(' ').sort()).toEqual(['any', 'maskable']);
      const png = await pngAt(icon.src);
      const size = Number(icon.sizes.split('x')[0]);
      expect([png.width, png.height]).toEqual([size, size]);
      // Maskable: the corners are plain brand colour, the mark sits in the centre (the safe zone).
      expect(png.pixel(0, 0)).toEqual(hexRgb(status.mobileTemplate.colors.primary));
      expect(png.pixel(size - 1, size - 1)).toEqual(hexRgb(status.mobileTemplate.colors.primary));
      expect(png.pixel(size / 2, size / 2)).toEqual(hexRgb(status.mobileTemplate.colors.text));
      expect(png.pixel(Math.round(size * 0.25), size / 2)).toEqual(hexRgb(status.mobileTemplate.colors.primary));
    }
    // The manifest and the template parameters name the same icons.
    expect(m.icons.map((i) => i.src)).toEqual(Object.values(status.mobileTemplate.params.pwa.icons));
  });

  it('serves the apple touch icon of the template parameters as a 180 px PNG', async () => {
    const status = await statusOf(origin);
    const png = await pngAt(status.mobileTemplate.params.apple_touch_icon);
    expect([png.width, png.height]).toEqual([180, 180]);
  });
});

describe('install manifest on an affiliate host', () => {
  it('points its icons at the affiliate host itself, so they stay same-origin', async () => {
    const m = await manifestOf('http://aff42.demo.localhost', 'demo');
    expect(m.icons.every((i) => i.src.startsWith('http://aff42.demo.localhost/cdn/demo/icon-'))).toBe(true);
  });
});

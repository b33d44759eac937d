import { describe, expect, it } from 'vitest';
import { fitText, textWidth } from '../../server/cdn/bitmap-font.ts';
import { bannerPng, gameCardPng, iconPng } from '../../server/cdn/demo-art.ts';
import { encodePng } from '../../server/cdn/png.ts';
import { Raster } from '../../server/cdn/raster.ts';
import { decodePng as decode, hexRgb as hex } from './install-png.ts';
import { renderMerchantImage } from '../../server/cdn/render-image.ts';
import type { Merchant } from '../../server/merchants/merchant-config.ts';
import { clubSeed } from '../../server/merchants/seed/club.ts';
import { demoSeed } from '../../server/merchants/seed/demo.ts';
import { lottoSeed } from '../../server/merchants/seed/lotto.ts';

type Rgb = [number, number, number];
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bit-by-bit CRC-32, independent of the server's table version. */
function crc(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

interface Chunk { type: string; data: Buffer; crcOk: boolean }

function chunks(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    out.push({ type: typeAndData.subarray(0, 4).toString('ascii'), data: typeAndData.subarray(4), crcOk: crc(typeAndData) === png.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

const merchant = (seed = demoSeed, colors: Partial<typeof demoSeed.config.mobileTemplate.colors> = {}): Merchant => ({
  code: seed.code, name: seed.name,
  config: { ...seed.config, mobileTemplate: { ...seed.config.mobileTemplate, colors: { ...seed.config.mobileTemplate.colors, ...colors } } },
});

/** Pixels equal to the colour inside the box. */
function count(img: ReturnType<typeof decode>, colour: Rgb, x0: number, y0: number, x1: number, y1: number): number {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (img.pixel(x, y).every((v, i) => v === colour[i])) n++;
  return n;
}

describe('PNG encoder', () => {
  it('writes the signature, an 8-bit truecolour IHDR, valid chunk CRCs and IEND last', () => {
    const png = encodePng(3, 2, new Uint8Array(18));
    expect(png.subarray(0, 8)).toEqual(SIGNATURE);
    const all = chunks(png);
    expect(all.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(all.every((c) => c.crcOk)).toBe(true);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([3, 2]);
    // One flipped byte inside a chunk must break its CRC.
    const broken = Buffer.from(png);
    broken.writeUInt8(broken.readUInt8(20) ^ 0xff, 20);
    expect(chunks(broken)[0]!.crcOk).toBe(false);
  });

  it('round-trips every pixel', () => {
    const rgb = Uint8Array.from({ length: 7 * 5 * 3 }, (_, i) => (i * 37 + (i >> 2) * 11) & 0xff);
    const img = decode(encodePng(7, 5, rgb));
    for (let y = 0; y < 5; y++) for (let x = 0; x < 7; x++) expect(img.pixel(x, y)).toEqual([...rgb.subarray((y * 7 + x) * 3, (y * 7 + x) * 3 + 3)]);
  });

  it('refuses pixel data of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow();
  });

  it('keeps the install icon: brand colour at the corner, disc colour at the centre', () => {
    const img = decode(iconPng(merchant(demoSeed, { primary: '#1e6fd9', text: '#ffffff' }), 48));
    expect(img.pixel(0, 0)).toEqual(hex('#1e6fd9'));
    expect(img.pixel(24, 24)).toEqual([255, 255, 255]);
    // The disc spans 40 % of the icon: inside the maskable safe zone, clear of the edges.
    expect(img.pixel(24, 6)).toEqual(hex('#1e6fd9'));
  });
});

describe('raster and bitmap font', () => {
  it('anti-aliases a disc edge and leaves the outside alone', () => {
    const r = new Raster(20, 20);
    r.fill([0, 0, 0]);
    r.disc(10, 10, 6, [200, 100, 50]);
    expect(r.pixel(10, 10)).toEqual([200, 100, 50]);
    expect(r.pixel(0, 0)).toEqual([0, 0, 0]);
    const edge = r.pixel(14, 14); // its centre is 6.36 px from the middle: the circle crosses it
    expect(edge[0]).toBeGreaterThan(0);
    expect(edge[0]).toBeLessThan(200);
  });

  it('shrinks text to fit, then cuts it short', () => {
    expect(textWidth('AB', 2)).toBe(22);
    expect(fitText('WELCOME', 1000, 8)).toEqual({ text: 'WELCOME', scale: 8 });
    expect(fitText('WELCOME', 100, 8).scale).toBe(2);
    const cut = fitText('A VERY LONG GAME TITLE INDEED', 60, 3, 1);
    expect(cut.scale).toBe(1);
    expect(cut.text.endsWith('..')).toBe(true);
    expect(textWidth(cut.text, 1)).toBeLessThanOrEqual(60);
  });
});

describe('demo artwork', () => {
  const demo = merchant();
  const ink = hex(demoSeed.config.mobileTemplate.colors.text);

  it('draws a 750x250 banner in the brand colour with the title in the text colour', () => {
    const img = decode(bannerPng(demo, 'Welcome Bonus'));
    expect([img.width, img.height]).toEqual([750, 250]);
    expect(img.pixel(40, 125)).toEqual(hex('#1e6fd9'));
    expect(img.pixel(2, 2)).not.toEqual(hex('#1e6fd9'));
    // The title band holds text-coloured pixels; the same band of an untitled banner has none.
    expect(count(img, ink, 40, 60, 710, 150)).toBeGreaterThan(2000);
    expect(count(decode(bannerPng(demo, ' ')), ink, 40, 60, 710, 150)).toBe(0);
  });

  it('draws a 300x300 card: brand colour on the disc, initials and title in the text colour', () => {
    const img = decode(gameCardPng(demo, 'Fortune Tiger', 'PG'));
    expect([img.width, img.height]).toEqual([300, 300]);
    expect(img.pixel(100, 140)).toEqual(hex('#1e6fd9'));
    expect(count(img, ink, 100, 90, 200, 155)).toBeGreaterThan(500);
    expect(count(img, ink, 10, 205, 290, 245)).toBeGreaterThan(300);
    expect(count(decode(gameCardPng(demo, ' ', '')), ink, 10, 90, 290, 245)).toBe(0);
  });

  it('gives different titles, vendors and colours different bytes', () => {
    expect(bannerPng(demo, 'Welcome Bonus').equals(bannerPng(demo, 'Sports Week'))).toBe(false);
    expect(gameCardPng(demo, 'Aviator', 'SPRIBE').equals(gameCardPng(demo, 'Mines', 'SPRIBE'))).toBe(false);
    expect(gameCardPng(demo, 'Aviator', 'SPRIBE').equals(gameCardPng(demo, 'Aviator', 'JILI'))).toBe(false);
    expect(bannerPng(demo, 'Welcome Bonus').equals(bannerPng(merchant(demoSeed, { primary: '#00aa00' }), 'Welcome Bonus'))).toBe(false);
  });

  it('memoises an image and still redraws when the colours change', () => {
    expect(bannerPng(demo, 'Daily Tips')).toBe(bannerPng(merchant(), 'Daily Tips'));
    const green = decode(bannerPng(merchant(demoSeed, { text: '#00ff00' }), 'Daily Tips'));
    expect(count(green, [0, 255, 0], 40, 60, 710, 150)).toBeGreaterThan(1000);
  });

  it('takes only hex colours from config and falls back for anything else', () => {
    const img = decode(gameCardPng(merchant(demoSeed, { primary: 'red"/><script>', text: 'url(x)' }), 'Mines', 'SPRIBE'));
    expect(img.pixel(100, 140)).toEqual([0x33, 0x33, 0x66]);
    expect(count(img, [255, 255, 255], 100, 90, 200, 155)).toBeGreaterThan(500);
  });

  it('keeps every seeded banner and card under 30 KB and above the low-entropy LCP floor', () => {
    for (const seed of [demoSeed, lottoSeed, clubSeed]) {
      const m = merchant(seed);
      const images = [
        ...seed.config.relay.banners.map((b) => ({ path: b.url, shown: 370 * 123 })),
        ...seed.config.relay.gameLanes.flatMap((l) => l.cards.map((c) => ({ path: c.image, shown: 120 * 120 }))),
      ];
      for (const { path, shown } of images) {
        const body = renderMerchantImage(m, path)?.body as Buffer;
        expect(body.length, path).toBeLessThan(30 * 1024);
        expect((body.length * 8) / shown, path).toBeGreaterThanOrEqual(0.05);
      }
    }
  });
});

describe('renderMerchantImage', () => {
  const demo = merchant();

  it('serves the logo, referenced banners, cards and vendor images as PNG and the background as SVG', () => {
    const banner = demoSeed.config.relay.banners[0]!.url;
    const card = demoSeed.config.relay.gameLanes[0]!.cards[0]!.image;
    const vendor = demoSeed.config.relay.vendors[0]!.image;
    expect(banner).toMatch(/^banners\/.+\.png$/);
    expect(card).toMatch(/^games\/.+\.png$/);
    for (const path of [banner, card, vendor, demoSeed.config.mobileTemplate.params.desktop_app_feature]) {
      expect(renderMerchantImage(demo, path)?.type, path).toBe('image/png');
    }
    expect(renderMerchantImage(demo, 'logo.png')?.type).toBe('image/png');
    expect(renderMerchantImage(demo, 'background.svg')?.type).toBe('image/svg+xml');
    expect(renderMerchantImage(demo, 'logo.svg')).toBeNull();
  });

  it('draws a vendor image that is no game card with the vendor name', () => {
    const config = { ...demo.config, relay: { ...demo.config.relay, vendors: [{ vendor: 'ZZ', name: 'Zed Games', category: 'RNG', gameCount: 0, image: 'vendors/zz.png' }] } };
    const img = renderMerchantImage({ ...demo, config }, 'vendors/zz.png');
    expect(img?.type).toBe('image/png');
    expect((img?.body as Buffer).equals(gameCardPng(demo, 'Zed Games', 'ZZ'))).toBe(true);
  });

  it('draws nothing for a path the config does not reference', () => {
    expect(renderMerchantImage(demo, 'banners/not-a-banner.png')).toBeNull();
    expect(renderMerchantImage(demo, 'banners/welcome-bonus.svg')).toBeNull();
    expect(renderMerchantImage(demo, 'games/PG-not-a-game.png')).toBeNull();
  });
});

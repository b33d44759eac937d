import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bannerTitle } from '../../server/cdn/banner-art.ts';
import { ImageCache } from '../../server/cdn/image-cache.ts';
import { motifFor } from '../../server/cdn/motifs.ts';
import { contrast, parseHexColor, readableOn } from '../../server/cdn/palette.ts';
import { rasterise } from '../../server/cdn/rasterise.ts';
import { cache, type ImageAnswer, renderMerchantImage } from '../../server/cdn/render-image.ts';
import { escapeXml, fitLines, svgDoc, titleFromSlug } from '../../server/cdn/svg.ts';
import type { Merchant } from '../../server/merchants/merchant-config.ts';
import { demoSeed } from '../../server/merchants/seed/demo.ts';
import { lottoSeed } from '../../server/merchants/seed/lotto.ts';

const merchant = (seed = demoSeed, patch: { name?: string; colors?: Partial<typeof demoSeed.config.mobileTemplate.colors> } = {}): Merchant => ({
  code: seed.code, name: patch.name ?? seed.name,
  config: { ...seed.config, mobileTemplate: { ...seed.config.mobileTemplate, colors: { ...seed.config.mobileTemplate.colors, ...patch.colors } } },
});

const ok = (a: ImageAnswer) => {
  if (a.status !== 200) throw new Error(`expected an image, got ${JSON.stringify(a)}`);
  return a.image;
};

/** Decoded pixels' hash: equal only when the two images look the same. */
const pixelHash = async (body: Buffer): Promise<string> =>
  createHash('sha256').update(await sharp(body).removeAlpha().raw().toBuffer()).digest('hex');

const demo = merchant();
const firstCard = demoSeed.config.relay.gameLanes[0]!.cards[0]!.image;

describe('demo art renderer', () => {
  it.each([
    ['icon-192.png', 'png', 192, 192], ['icon-512.png', 'png', 512, 512], ['apple-touch-icon.png', 'png', 180, 180],
    ['logo.png', 'png', 240, 64], ['logo.webp', 'webp', 240, 64],
    ['banners/welcome-bonus.webp', 'webp', 750, 250], ['banners/download-app.webp', 'webp', 750, 250],
    ['banners/invite-friends.png', 'png', 750, 250], [firstCard.replace(/\.png$/, '.webp'), 'webp', 300, 300],
  ])('draws %s as %s, %ix%i', async (path, format, width, height) => {
    const image = ok(await renderMerchantImage(demo, path));
    expect(image.type).toBe(`image/${format}`);
    expect(await sharp(image.body).metadata()).toMatchObject({ format, width, height });
  });

  it('keeps install icons opaque 8-bit RGB PNG in the brand colour, with the mark in the safe zone', async () => {
    const image = ok(await renderMerchantImage(merchant(demoSeed, { colors: { primary: '#1e6fd9', text: '#ffffff' } }), 'icon-192.png'));
    const { data, info } = await sharp(image.body).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    const at = (x: number, y: number) => [...data.subarray((y * 192 + x) * 3, (y * 192 + x) * 3 + 3)];
    expect(at(0, 0)).toEqual([0x1e, 0x6f, 0xd9]);
    expect(at(96, 96)).toEqual([255, 255, 255]);
    expect(at(96, 12)).toEqual([0x1e, 0x6f, 0xd9]);
    expect(at(48, 96)).toEqual([0x1e, 0x6f, 0xd9]);
  });

  it('answers a .png banner with WebP only to a client that accepts it', async () => {
    const png = ok(await renderMerchantImage(demo, 'banners/welcome-bonus.png'));
    const webp = ok(await renderMerchantImage(demo, 'banners/welcome-bonus.png', { acceptsWebp: true }));
    expect([png.type, png.negotiated, webp.type, webp.negotiated]).toEqual(['image/png', true, 'image/webp', true]);
    // Install icons stay PNG whatever the client accepts: the manifest declares image/png.
    expect(ok(await renderMerchantImage(demo, 'icon-192.png', { acceptsWebp: true })).type).toBe('image/png');
  });

  it('resizes to an allowed ?w= width', async () => {
    const image = ok(await renderMerchantImage(demo, 'banners/welcome-bonus.webp', { width: '375' }));
    expect(await sharp(image.body).metadata()).toMatchObject({ width: 375, height: 125 });
  });

  it('gives two games of one kind, and two merchants\' banners, different pictures', async () => {
    const cards = demoSeed.config.relay.gameLanes.find((l) => l.title === 'LIVE')!.cards;
    const [a, b] = await Promise.all(cards.slice(0, 2).map(async (c) => pixelHash(ok(await renderMerchantImage(demo, c.image)).body)));
    expect(a).not.toBe(b);
    const lotto = merchant(lottoSeed);
    const path = 'banners/play-responsibly.png';
    expect(await pixelHash(ok(await renderMerchantImage(demo, path)).body)).not.toBe(await pixelHash(ok(await renderMerchantImage(lotto, path)).body));
  });

  it('renders once: a second request is a cache hit with the same bytes', async () => {
    const path = demoSeed.config.relay.gameLanes[1]!.cards[1]!.image;
    const first = ok(await renderMerchantImage(demo, path));
    const renders = cache.renders;
    const again = await Promise.all([renderMerchantImage(demo, path), renderMerchantImage(demo, path)]);
    expect(cache.renders).toBe(renders);
    expect(again.map((x) => ok(x).body)).toEqual([first.body, first.body]);
    // A colour change is a new drawing.
    await renderMerchantImage(merchant(demoSeed, { colors: { primary: '#00aa44' } }), path);
    expect(cache.renders).toBe(renders + 1);
  });

  it.each([
    ['../logo.png'], ['banners/../logo.png'], ['/etc/passwd'], ['logo.png/'], ['logo.gif'], ['logo'], ['banners//x.png'],
    [`banners/${'a'.repeat(300)}.png`], ['banners/x%2e%2e.png'], ['logo.png\u0000'],
  ])('refuses the hostile path %j with 400', async (path) => {
    expect((await renderMerchantImage(demo, path)).status).toBe(400);
  });

  it.each([['5000'], ['0'], ['-1'], ['1e3'], ['abc'], ['100'], ['750']])('refuses w=%s (not an allowed width up to the image\'s own) with 400', async (w) => {
    const answer = await renderMerchantImage(demo, 'logo.webp', { width: w });
    expect(answer.status).toBe(400);
  });

  it('404s images the merchant does not reference', async () => {
    for (const path of ['banners/not-a-banner.png', 'games/nothing.webp', 'icon-100.png', 'background.svg.png', 'other.svg']) {
      expect((await renderMerchantImage(demo, path)).status, path).toBe(404);
    }
    expect(ok(await renderMerchantImage(demo, 'background.svg')).type).toMatch(/^image\/svg\+xml/);
  });

  it('draws a hostile merchant name and colours as text, never as markup', async () => {
    const hostile = merchant(demoSeed, { name: 'A<script>"&\'</svg>', colors: { primary: 'red"/><image href="x', text: 'url(#x)' } });
    const image = ok(await renderMerchantImage(hostile, 'logo.webp'));
    expect(await sharp(image.body).metadata()).toMatchObject({ format: 'webp', width: 240, height: 64 });
    expect(escapeXml('<a href="x">&\'')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    expect(parseHexColor('red"/>', [1, 2, 3])).toEqual([1, 2, 3]);
  });
});

describe('typeface', () => {
  it('draws text with the bundled font and no system font', async () => {
    const blank = svgDoc(120, 40, '<rect width="120" height="40" fill="#000"/>');
    const withText = svgDoc(120, 40, '<rect width="120" height="40" fill="#000"/><text x="4" y="30" font-family="Inter" font-size="28" font-weight="800" fill="#fff">Ace</text>');
    const lit = async (svg: string) => [...(await sharp(await rasterise(svg, 'png', 120)).raw().toBuffer())].filter((v) => v > 128).length;
    expect(await lit(blank)).toBe(0);
    expect(await lit(withText)).toBeGreaterThan(300);
  });

  it('splits a long game name over two balanced lines instead of shrinking it', () => {
    expect(fitLines('Roulette', 264, 34, 28)).toEqual({ lines: ['Roulette'], size: 34 });
    expect(fitLines('Treasures of Aztec Gold', 264, 34, 28).lines).toEqual(['Treasures of', 'Aztec Gold']);
    expect(titleFromSlug('popup-ios')).toBe('Popup iOS');
    expect(['lotto-invite', 'lotto-download', 'popup-ios', 'mega-draw'].map(bannerTitle)).toEqual(['Invite Friends', 'Download the App', 'Get the iOS App', 'Mega Draw']);
  });

  it('keeps text readable: the merchant\'s ink where it has 4.5:1, else the better of white and near-black', () => {
    expect(readableOn([0x10, 0x10, 0x30], [255, 255, 255])).toBe('#ffffff');
    const gold = [0xe8, 0xa3, 0x17] as const;
    expect(contrast(gold, parseHexColor(readableOn(gold, [0xff, 0xf7, 0xe6])))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('illustrations and cache', () => {
  it('picks an illustration from the game\'s name, then its lane', () => {
    expect(['Football', 'Baccarat Classic', 'Aviator', 'Mega 6/45', 'Ocean King', 'Fortune Ox', 'Hi-Lo', 'Download App', 'Lotto Invite']
      .map((n) => motifFor(n))).toEqual(['football', 'cards', 'crash', 'lottery', 'fish', 'paw', 'dice', 'phone', 'friends']);
    expect(motifFor('Zeta', 'FISH')).toBe('fish');
    expect(motifFor('Boxing Night')).not.toBe('paw');
  });

  it('evicts the least recently used entry past its limit and retries a failed render', async () => {
    const c = new ImageCache<string>(2);
    await c.get('a', async () => 'A');
    await c.get('b', async () => 'B');
    await c.get('a', async () => 'A2'); // a is now the most recent
    await c.get('c', async () => 'C'); // evicts b
    expect(await c.get('a', async () => 'A3')).toBe('A');
    expect(await c.get('b', async () => 'B2')).toBe('B2');
    expect(c.size).toBe(2);
    await expect(c.get('x', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await c.get('x', async () => 'X')).toBe('X');
  });
});

import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';

/** Inter (SIL Open Font License, fonts/OFL.txt), shipped with the server: no system font is ever needed. */
const FONT_FILES = ['Inter-ExtraBold.ttf', 'Inter-SemiBold.ttf'].map((f) => fileURLToPath(new URL(`./fonts/${f}`, import.meta.url)));

export type Format = 'png' | 'webp';

export const MIME: Record<Format, string> = { png: 'image/png', webp: 'image/webp' };

/**
 * SVG -> image bytes, width px wide. resvg renders on a worker thread and sharp encodes on libuv's pool, so
 * the event loop only waits. PNG is opaque 8-bit RGB (install icons and touch icons must not be transparent).
 */
export async function rasterise(svg: string, format: Format, width: number): Promise<Buffer> {
  const rendered = await renderAsync(svg, {
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'Inter', sansSerifFamily: 'Inter' },
    fitTo: { mode: 'width', value: width },
    logLevel: 'off',
  });
  const image = sharp(rendered.asPng());
  return format === 'webp'
    ? image.webp({ quality: 82, alphaQuality: 90, effort: 4 }).toBuffer()
    : image.flatten({ background: '#000000' }).removeAlpha().png({ compressionLevel: 9, palette: false }).toBuffer();
}

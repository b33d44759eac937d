import { SUIT } from './motifs.ts';
import { type Palette, readableOn, toHex } from './palette.ts';
import { clipText, escapeXml, fitFontSize, svgDoc } from './svg.ts';

/** A spade, the casino's mark, h px tall centred on (cx, cy): solid at its centre, narrower than it is tall. */
const spade = (cx: number, cy: number, h: number, fill: string): string =>
  `<path transform="translate(${cx} ${cy}) scale(${h / 38})" d="${SUIT.spade}" fill="${fill}"/>`;

/**
 * A size x size install icon: plain brand colour to the edges (maskable launchers crop it) with a spade in the
 * text colour inside the safe zone (44 % of the size tall, 40 % across), so one icon serves "any" and "maskable".
 */
export function iconArtSvg(p: Palette, size: number): string {
  const k = size / 100;
  // A sparkle at the spade's shoulder, still well inside the safe zone's circle (radius 40 %).
  const sparkle = `<path transform="translate(${68 * k} ${32 * k}) scale(${k})" d="M0-8C1-2 2-1 8 0 2 1 1 2 0 8-1 2-2 1-8 0-2-1-1-2 0-8z" fill="${toHex(p.ink)}"/>`;
  return svgDoc(size, size, `<rect width="${size}" height="${size}" fill="${toHex(p.primary)}"/>` + spade(size / 2, size / 2, size * 0.44, toHex(p.ink)) + sparkle);
}

export const LOGO_WIDTH = 240;
export const LOGO_HEIGHT = 64;

/** The header logo: the install icon's mark on a rounded tile, then the merchant's name as a wordmark, on a transparent ground. */
export function logoArtSvg(p: Palette, name: string, onColour = p.surface): string {
  const ink = readableOn(onColour, p.ink);
  const size = fitFontSize(name, 170, 32, 16, 0.6);
  return svgDoc(LOGO_WIDTH, LOGO_HEIGHT, `<rect x="4" y="6" width="52" height="52" rx="14" fill="${toHex(p.primary)}"/>` + spade(30, 32, 24, readableOn(p.primary, p.ink))
    + `<text x="66" y="${32 + size * 0.36}" font-family="Inter" font-size="${size}" font-weight="800" fill="${ink}" letter-spacing="-.5">${escapeXml(clipText(name, 170, size, 0.6))}</text>`);
}

import { hashOf, mix, type Palette, readableOn, rotateHue, shade, toHex } from './palette.ts';
import { motifFor, motifSvg } from './motifs.ts';
import { clipText, escapeXml, fitFontSize, svgDoc, titleFromSlug } from './svg.ts';

/** Headlines for banner names a slug does not spell as a player would read them. */
const HEADLINES: [RegExp, string][] = [
  [/popup-ios$/, 'Get the iOS App'], [/popup-android$/, 'Get the Android App'], [/popup$/, 'Get the App'],
  [/-download$/, 'Download the App'], [/-invite$/, 'Invite Friends'], [/^desktop-app$/, 'Play on Desktop'],
];
export const bannerTitle = (slug: string): string => HEADLINES.find(([re]) => re.test(slug))?.[1] ?? titleFromSlug(slug);

export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 250;

/**
 * A 3:1 promotion banner in the merchant's colours: a deep brand gradient with light rings, the title and
 * the merchant's name on the left (in a colour that reads on it), the promotion's illustration on the right.
 */
export function bannerArtSvg(p: Palette, merchantName: string, title: string): string {
  const h = hashOf(title);
  const left = mix(p.surface, p.primary, 0.25);
  const right = p.primary;
  const accent = toHex(rotateHue(p.primary, 30 + (h % 60)));
  const ink = readableOn(mix(left, right, 0.3), p.ink);
  const size = fitFontSize(title, 440, 54, 30);
  const lines = clipText(title, 440, size);
  const ringX = 560 + (h % 80);
  return svgDoc(BANNER_WIDTH, BANNER_HEIGHT, `<defs>`
    + `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${toHex(left)}"/><stop offset=".55" stop-color="${shade(right, -0.15)}"/><stop offset="1" stop-color="${toHex(right)}"/></linearGradient>`
    + `<radialGradient id="spot"><stop offset="0" stop-color="${accent}" stop-opacity=".9"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>`
    + `<rect width="750" height="250" fill="url(#bg)"/>`
    + `<circle cx="${ringX}" cy="125" r="150" fill="url(#spot)"/>`
    + `<g fill="none" stroke="#fff" opacity=".12"><circle cx="${ringX}" cy="125" r="120" stroke-width="18"/><circle cx="${ringX}" cy="125" r="190" stroke-width="6"/></g>`
    + `<path d="M0 250L170 0h60L60 250z" fill="#fff" opacity=".05"/>`
    + motifSvg(motifFor(title), ringX - 95, 30, 190, accent, h)
    + `<g font-family="Inter">`
    + `<rect x="44" y="52" width="56" height="6" rx="3" fill="${accent}"/>`
    + `<text x="44" y="${118 + size * 0.1}" font-size="${size}" font-weight="800" fill="rgba(0,0,0,.35)" dy="2">${escapeXml(lines)}</text>`
    + `<text x="44" y="${116 + size * 0.1}" font-size="${size}" font-weight="800" fill="${ink}">${escapeXml(lines)}</text>`
    + `<text x="44" y="178" font-size="26" font-weight="600" fill="${ink}" opacity=".85">${escapeXml(clipText(merchantName, 440, 26))}</text>`
    + `</g>`);
}

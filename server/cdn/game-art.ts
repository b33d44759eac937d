import { hashOf, hsl } from './palette.ts';
import { motifFor, motifSvg } from './motifs.ts';
import { escapeXml, fitLines, svgDoc } from './svg.ts';

export const GAME_SIZE = 300;

/**
 * A square lobby tile: the game's illustration on a sunburst in its own hue (from its name, so two games
 * never share a look), its name in Inter on a shaded band at the bottom.
 */
export function gameArtSvg(title: string, lane: string): string {
  const h = hashOf(title);
  const hue = h % 360;
  const motif = motifFor(title, lane);
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = ((i * 30 + (h % 30)) * Math.PI) / 180;
    const b = a + Math.PI / 14;
    return `M150 120L${150 + 260 * Math.cos(a)} ${120 + 260 * Math.sin(a)}L${150 + 260 * Math.cos(b)} ${120 + 260 * Math.sin(b)}z`;
  }).join('');
  const { lines, size } = fitLines(title, 264, 34, 28);
  const text = (dy: number, fill: string): string => lines.map((line, i) =>
    `<text x="150" y="${268 + dy - (lines.length - 1 - i) * size * 1.1}" font-size="${size}" font-weight="800" text-anchor="middle" fill="${fill}">${escapeXml(line)}</text>`).join('');
  return svgDoc(GAME_SIZE, GAME_SIZE, `<defs>`
    + `<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${hsl(hue, 72, 56)}"/><stop offset="1" stop-color="${hsl(hue, 70, 18)}"/></radialGradient>`
    + `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".72"/></linearGradient>`
    + `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`
    + `<rect width="300" height="300" fill="url(#bg)"/><path d="${rays}" fill="#fff" opacity=".07"/>`
    + `<circle cx="150" cy="118" r="110" fill="url(#glow)"/>`
    + motifSvg(motif, 58, 22, 184, hsl((hue + 180) % 360, 70, 50), h >>> 4)
    + `<rect y="190" width="300" height="110" fill="url(#band)"/>`
    + `<g font-family="Inter">${text(2, 'rgba(0,0,0,.55)')}${text(0, '#ffffff')}</g>`);
}

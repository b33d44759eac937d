import type { Paint, Raster } from './raster.ts';

/**
 * A 5x7 bitmap font (upper case, digits, common punctuation), so the CDN draws text without a font
 * engine. Each glyph is its character followed by 7 rows, one base-32 digit per row (bit 4 = left column).
 */
const PACKED = [
  'Aehhvhhh', 'Buhhuhhu', 'Cehggghe', 'Dsihhhis', 'Evgguggv', 'Fvgguggg', 'Gehgnhhf', 'Hhhhvhhh', 'Ie44444e',
  'J72222ic', 'Khikokih', 'Lggggggv', 'Mhrllhhh', 'Nhhpljhh', 'Oehhhhhe', 'Puhhuggg', 'Qehhhlid', 'Ruhhukih',
  'Sfgge11u', 'Tv444444', 'Uhhhhhhe', 'Vhhhhha4', 'Whhhllla', 'Xhha4ahh', 'Yhhha444', 'Zv1248gv', '0ehjlphe',
  '14c4444e', '2eh1248v', '3v2421he', '426aiv22', '5vgu11he', '668guhhe', '7v124888', '8ehhehhe', '9ehhf12c',
  ' 0000000', '-000v000', "'c480000", '&cik8lid', '.00000cc', '!4444404', ':0cc0cc0', '+044v440', '/01248g0',
  '_000000v', '%op248j3', ',0000c48', '?eh12404', '(2488842', ')8422248', '#aavavaa',
].join('');

/** Rows of each known glyph, as 5-bit numbers. */
const GLYPHS = new Map<string, number[]>();
for (let i = 0; i + 8 <= PACKED.length; i += 8) {
  GLYPHS.set(PACKED[i] ?? '', [...PACKED.slice(i + 1, i + 8)].map((d) => parseInt(d, 32)));
}
/** Any other character (Thai, emoji, ...) draws as an empty box, so missing glyphs are visible. */
const BOX = [31, 17, 17, 17, 17, 17, 31];

const GLYPH_W = 5;
const GLYPH_H = 7;
const ADVANCE = GLYPH_W + 1;

const glyph = (ch: string): number[] => GLYPHS.get(ch.toUpperCase()) ?? BOX;

/** Width in pixels of the text at an integer scale (no trailing gap). */
export const textWidth = (text: string, scale: number): number => [...text].length ? ([...text].length * ADVANCE - 1) * scale : 0;

/**
 * The largest integer scale from maxScale down to minScale at which the text fits maxWidth; below that the
 * text is cut short with '..' at minScale.
 */
export function fitText(text: string, maxWidth: number, maxScale: number, minScale = 1): { text: string; scale: number } {
  for (let s = maxScale; s >= minScale; s--) if (textWidth(text, s) <= maxWidth) return { text, scale: s };
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('')}..`, minScale) > maxWidth) chars.pop();
  return { text: `${chars.join('').trimEnd()}..`, scale: minScale };
}

/** Draws the text centred on (cx, cy), each font pixel a scale x scale block; a shadow paint adds depth. */
export function drawText(r: Raster, text: string, cx: number, cy: number, scale: number, paint: Paint, shadow?: Paint): void {
  const left = Math.round(cx - textWidth(text, scale) / 2);
  const top = Math.round(cy - (GLYPH_H * scale) / 2);
  const drop = Math.max(1, Math.floor(scale / 2));
  for (const [layer, ink] of shadow ? ([[drop, shadow], [0, paint]] as const) : ([[0, paint]] as const)) {
    [...text].forEach((ch, i) => {
      glyph(ch).forEach((bits, row) => {
        for (let col = 0; col < GLYPH_W; col++) {
          if (bits & (1 << (GLYPH_W - 1 - col))) r.rect(left + (i * ADVANCE + col) * scale + layer, top + row * scale + layer, scale, scale, ink);
        }
      });
    });
  }
}

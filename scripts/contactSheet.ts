// `node --import tsx scripts/contactSheet.ts [shots-dir] [out-file]`: one image of the lobby, the login page and the
// member page for each merchant and language `npm run shots` captured, for the README (docs/contact-sheet.webp).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';

const dir = process.argv[2] ?? 'shots';
const out = process.argv[3] ?? 'docs/contact-sheet.webp';
const ROWS: [merchant: string, lang: string][] = [['demo', 'EN'], ['lotto', 'TH'], ['demo', 'UR'], ['club', 'EN']];
const PAGES = ['home.png', 'login.png', 'member-member_home.png'];
const W = 234;
const H = 507;
const GAP = 12;

const tiles: OverlayOptions[] = [];
for (const [r, [merchant, lang]] of ROWS.entries()) {
  for (const [c, page] of PAGES.entries()) {
    const file = join(dir, merchant, lang, page);
    // A page the shots could not reach leaves its cell empty.
    if (!existsSync(file)) continue;
    const input = await sharp(file).resize(W, H, { fit: 'cover', position: 'top' }).toBuffer();
    tiles.push({ input, left: GAP + c * (W + GAP), top: GAP + r * (H + GAP) });
  }
}
await sharp({ create: { width: GAP + PAGES.length * (W + GAP), height: GAP + ROWS.length * (H + GAP), channels: 3, background: '#101418' } })
  .composite(tiles).webp({ quality: 72 }).toFile(out);
console.log(`contact sheet: ${tiles.length} screens in ${out}`);

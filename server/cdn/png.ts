import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** '#1e6fd9' or '#18f' -> [r, g, b]; anything else is a neutral grey rather than an error. */
function parseHexColor(hex: string): [number, number, number] {
  const h = hex.trim().replace(/^#/, '');
  const full = h.length === 3 ? [...h].map((x) => x + x).join('') : h;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return [128, 128, 128];
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const drawn = new Map<string, Buffer>();

/**
 * A size x size opaque RGB PNG in one colour, with an optional centred disc in a second colour. The
 * disc (40 % of the size across) stays inside the maskable safe zone, so one icon serves "any" and
 * "maskable" launchers. Memoized.
 */
export function solidPng(size: number, color: string, disc?: string): Buffer {
  const key = `${size}|${color}|${disc ?? ''}`;
  const known = drawn.get(key);
  if (known) return known;
  // A bounded memo: a few sizes times a few brand colours.
  if (drawn.size > 200) drawn.clear();
  const png = encodeSolidPng(size, color, disc);
  drawn.set(key, png);
  return png;
}

/** One scanline (filter byte 0, then RGB triples) with the disc's chord on row y, if any. */
function scanline(size: number, y: number, bg: readonly number[], fg: readonly number[] | null): Buffer {
  const row = Buffer.alloc(1 + size * 3);
  const c = (size - 1) / 2;
  const r = size * 0.2;
  const dy = y - c;
  const half = fg && Math.abs(dy) <= r ? Math.sqrt(r * r - dy * dy) : -1;
  for (let x = 0; x < size; x++) row.set(half >= 0 && Math.abs(x - c) <= half ? (fg as number[]) : (bg as number[]), 1 + x * 3);
  return row;
}

function encodeSolidPng(size: number, color: string, disc?: string): Buffer {
  const bg = parseHexColor(color);
  const fg = disc === undefined ? null : parseHexColor(disc);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: truecolour
  // bytes 10-12: compression, filter and interlace methods, all 0
  const raw = Buffer.concat(Array.from({ length: size }, (_, y) => scanline(size, y, bg, fg)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

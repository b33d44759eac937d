import { inflateSync } from 'node:zlib';

/** A decoded 8-bit RGB PNG as the reference CDN draws it. */
export interface DecodedPng { width: number; height: number; pixel(x: number, y: number): [number, number, number] }

/** An 8-bit truecolour PNG decoded in full: every filter type (0-4) is undone, so the test does not assume the encoder's choice. */
export function decodePng(bytes: Buffer): DecodedPng {
  if (bytes.subarray(1, 4).toString() !== 'PNG') throw new Error('not a PNG');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if ([...bytes.subarray(24, 29)].join() !== '8,2,0,0,0') throw new Error('not an 8-bit truecolour PNG');
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('ascii');
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  if (raw.length !== (stride + 1) * height) throw new Error('pixel data does not match the header size');
  const px = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? -1;
    for (let i = 0; i < stride; i++) {
      const a = i >= 3 ? px[y * stride + i - 3]! : 0;
      const b = y > 0 ? px[(y - 1) * stride + i]! : 0;
      const c = i >= 3 && y > 0 ? px[(y - 1) * stride + i - 3]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      if (predictor === undefined) throw new Error(`bad filter ${filter}`);
      px[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + predictor) & 0xff;
    }
  }
  return { width, height, pixel: (x, y) => [...px.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)] as [number, number, number] };
}

export const hexRgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

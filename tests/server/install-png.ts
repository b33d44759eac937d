import { inflateSync } from 'node:zlib';

/** A decoded 8-bit RGB PNG as the reference CDN draws it (filter type 0 on every row). */
export interface DecodedPng { width: number; height: number; pixel(x: number, y: number): [number, number, number] }

export function decodePng(bytes: Buffer): DecodedPng {
  if (bytes.subarray(1, 4).toString() !== 'PNG') throw new Error('not a PNG');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('ascii');
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = 1 + width * 3;
  if (raw.length !== stride * height) throw new Error('pixel data does not match the header size');
  return {
    width, height,
    pixel: (x, y) => [...raw.subarray(y * stride + 1 + x * 3, y * stride + 4 + x * 3)] as [number, number, number],
  };
}

export const hexRgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

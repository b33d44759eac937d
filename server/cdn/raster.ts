import { encodePng, type Rgb } from './png.ts';

/** A solid colour, or a colour per pixel (a gradient). */
export type Paint = Rgb | ((x: number, y: number) => Rgb);

const clamp01 = (t: number): number => (t < 0 ? 0 : t > 1 ? 1 : t);

/** a at t = 0, b at t = 1. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = clamp01(t);
  return [Math.round(a[0] + (b[0] - a[0]) * k), Math.round(a[1] + (b[1] - a[1]) * k), Math.round(a[2] + (b[2] - a[2]) * k)];
}

/** Towards white for amount > 0, towards black for amount < 0. */
export const shade = (c: Rgb, amount: number): Rgb => mix(c, amount > 0 ? [255, 255, 255] : [0, 0, 0], Math.abs(amount));

/** A linear gradient from (x0, y0) to (x1, y1): vertical when x0 = x1, diagonal otherwise. */
export function linear(from: Rgb, to: Rgb, x0: number, y0: number, x1: number, y1: number): (x: number, y: number) => Rgb {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy || 1;
  // 1024 precomputed steps: finer than 8-bit colour can show, and no allocation per pixel.
  const steps = Array.from({ length: 1025 }, (_, i) => mix(from, to, i / 1024));
  return (x, y) => steps[Math.round(clamp01(((x - x0) * dx + (y - y0) * dy) / len2) * 1024)] ?? from;
}

/** A tiny opaque RGB canvas: just what the demo artwork needs, drawn once per image and memoised by the caller. */
export class Raster {
  readonly data: Uint8Array;

  constructor(readonly width: number, readonly height: number) {
    this.data = new Uint8Array(width * height * 3);
  }

  /** Mixes the paint into one pixel; coverage below 1 blends, which is how shape edges are anti-aliased. */
  plot(x: number, y: number, paint: Paint, coverage = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || coverage <= 0) return;
    const c = typeof paint === 'function' ? paint(x, y) : paint;
    const at = (y * this.width + x) * 3;
    const d = this.data;
    if (coverage >= 1) {
      d[at] = c[0];
      d[at + 1] = c[1];
      d[at + 2] = c[2];
      return;
    }
    const a = coverage;
    d[at] = Math.round((d[at] ?? 0) * (1 - a) + c[0] * a);
    d[at + 1] = Math.round((d[at + 1] ?? 0) * (1 - a) + c[1] * a);
    d[at + 2] = Math.round((d[at + 2] ?? 0) * (1 - a) + c[2] * a);
  }

  pixel(x: number, y: number): Rgb {
    const at = (y * this.width + x) * 3;
    return [this.data[at] ?? 0, this.data[at + 1] ?? 0, this.data[at + 2] ?? 0];
  }

  rect(x: number, y: number, w: number, h: number, paint: Paint): void {
    for (let py = Math.max(0, y); py < Math.min(this.height, y + h); py++) {
      for (let px = Math.max(0, x); px < Math.min(this.width, x + w); px++) this.plot(px, py, paint);
    }
  }

  fill(paint: Paint): void {
    this.rect(0, 0, this.width, this.height, paint);
  }

  /** Rounded rectangle; alpha below 1 makes it translucent. */
  roundRect(x: number, y: number, w: number, h: number, r: number, paint: Paint, alpha = 1): void {
    const cx = x + w / 2;
    const cy = y + h / 2;
    this.shape(x, y, x + w, y + h, alpha, paint, (px, py) => {
      const qx = Math.max(Math.abs(px - cx) - (w / 2 - r), 0);
      const qy = Math.max(Math.abs(py - cy) - (h / 2 - r), 0);
      return Math.sqrt(qx * qx + qy * qy) - r;
    });
  }

  /** Disc of radius r centred on (cx, cy); alpha below 1 makes it translucent. */
  disc(cx: number, cy: number, r: number, paint: Paint, alpha = 1): void {
    this.shape(cx - r, cy - r, cx + r, cy + r, alpha, paint, (px, py) => Math.sqrt((px - cx) ** 2 + (py - cy) ** 2) - r);
  }

  /** Fills the pixels whose centre lies inside the signed distance field, with a one-pixel soft edge. */
  private shape(x0: number, y0: number, x1: number, y1: number, alpha: number, paint: Paint, distance: (px: number, py: number) => number): void {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, Math.ceil(x1)); x++) {
        this.plot(x, y, paint, alpha * clamp01(0.5 - distance(x + 0.5, y + 0.5)));
      }
    }
  }

  png(): Buffer {
    return encodePng(this.width, this.height, this.data);
  }
}

import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { DistFile } from './dist-files.ts';

const gzipAsync = promisify(gzip);

/** Text a browser fetches from the build: worth gzipping (images, fonts and packages are compressed already). */
export const isCompressible = (contentType: string): boolean =>
  /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/svg\+xml)/i.test(contentType);

interface Entry { size: number; mtimeMs: number; bytes: number; body: Promise<Uint8Array<ArrayBuffer>> }

/**
 * The build's text files, gzipped once at the highest level and kept (as a static server's precompressed files
 * are): each request is then one write with its length, instead of a compression stream run again for every
 * player. Bounded by bytes held; a file changed on disk (same path, new size or time) is compressed again.
 */
export class GzipCache {
  private readonly entries = new Map<string, Entry>();
  private held = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(file: DistFile): Promise<Uint8Array<ArrayBuffer>> {
    const hit = this.entries.get(file.path);
    if (hit && hit.size === file.size && hit.mtimeMs === file.mtimeMs) {
      // Most recently used last: eviction takes the oldest first.
      this.entries.delete(file.path);
      this.entries.set(file.path, hit);
      return hit.body;
    }
    if (hit) this.drop(file.path, hit);
    const entry = { size: file.size, mtimeMs: file.mtimeMs, bytes: 0 } as Entry;
    entry.body = readFile(file.path)
      .then((raw) => gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }))
      .then((gz) => {
        const body = new Uint8Array(gz.buffer as ArrayBuffer, gz.byteOffset, gz.byteLength);
        if (this.entries.get(file.path) === entry) {
          entry.bytes = body.byteLength;
          this.held += body.byteLength;
          this.evict();
        }
        return body;
      }, (e: unknown) => {
        // A failed read is not remembered: the next request tries again.
        if (this.entries.get(file.path) === entry) this.entries.delete(file.path);
        throw e;
      });
    this.entries.set(file.path, entry);
    return entry.body;
  }

  /** Bytes of compressed bodies held. */
  get size(): number {
    return this.held;
  }

  private drop(path: string, entry: Entry): void {
    this.entries.delete(path);
    this.held -= entry.bytes;
  }

  private evict(): void {
    for (const [path, entry] of this.entries) {
      if (this.held <= this.maxBytes) return;
      this.drop(path, entry);
    }
  }
}

import { realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mobileconfig': 'application/x-apple-aspen-config',
  '.apk': 'application/vnd.android.package-archive',
};

export const contentTypeOf = (file: string): string => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

export interface DistFile { path: string; size: number; mtimeMs: number }

const inside = (root: string, path: string): boolean => path === root || path.startsWith(root + sep);

/** Only canonical paths name a file: no empty, '.' or '..' segment, no trailing slash, no NUL or backslash. */
const isCanonical = (relative: string): boolean =>
  !/[\0\\]/.test(relative) && relative.replace(/^\//, '').split('/').every((s) => s !== '' && s !== '.' && s !== '..');

/**
 * A regular file inside distDir for this relative path, or null. A symlink is followed only when its
 * target is inside distDir too, so a link in the build cannot publish a file from elsewhere.
 */
export async function findDistFile(distDir: string, relative: string): Promise<DistFile | null> {
  if (!isCanonical(relative)) return null;
  const root = resolve(distDir);
  const path = resolve(root, `.${sep}${relative.replace(/^\//, '')}`);
  if (!inside(root, path)) return null;
  try {
    if (!inside(await realpath(root), await realpath(path))) return null;
    const s = await stat(path);
    return s.isFile() ? { path, size: s.size, mtimeMs: s.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Weak validator from size and time: enough for 304s on files without a hash in their name. */
export const etagOf = (f: DistFile): string => `W/"${f.size.toString(16)}-${Math.floor(f.mtimeMs).toString(16)}"`;

/** If-None-Match by weak comparison (RFC 9110 13.1.2): '*', or any listed tag equal once 'W/' is dropped. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The last path segment has an extension ('/m/app.js', '/m/x.png'), so it names a file, not a page. */
export const hasExtension = (pathname: string): boolean => /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));

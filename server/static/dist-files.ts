import { stat } from 'node:fs/promises';
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

/** A regular file inside distDir for this relative path, or null; '..' and NUL cannot escape the folder. */
export async function findDistFile(distDir: string, relative: string): Promise<DistFile | null> {
  if (relative.includes('\0')) return null;
  const root = resolve(distDir);
  const path = resolve(root, `.${sep}${relative.replace(/^\/+/, '')}`);
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const s = await stat(path);
    return s.isFile() ? { path, size: s.size, mtimeMs: s.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Weak validator from size and time: enough for 304s on files without a hash in their name. */
export const etagOf = (f: DistFile): string => `W/"${f.size.toString(16)}-${Math.floor(f.mtimeMs).toString(16)}"`;

/** The last path segment has an extension ('/m/app.js', '/m/x.png'), so it names a file, not a page. */
export const hasExtension = (pathname: string): boolean => /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));

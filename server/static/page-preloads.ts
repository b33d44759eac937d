import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { BASE } from '../../contract/routes.ts';
import type { Language } from '../../contract/languages.ts';
import { PAGE_PRELOADS_FILE, parsePagePreloads, type PagePreloads } from '../../contract/preloads.ts';

const EMPTY: PagePreloads = { pages: {}, catalogues: {} };
let cached: { dir: string; mtimeMs: number; preloads: PagePreloads } | null = null;

/** The build's preload list (re-read when the file changes: a deploy swaps dist); empty when missing or malformed. */
export async function pagePreloadsOf(distDir: string, warn: (line: string) => void): Promise<PagePreloads> {
  const file = join(distDir, PAGE_PRELOADS_FILE);
  const mtimeMs = await stat(file).then((s) => s.mtimeMs, () => -1);
  if (mtimeMs < 0) return EMPTY;
  if (cached?.dir === distDir && cached.mtimeMs === mtimeMs) return cached.preloads;
  let preloads: PagePreloads | null = null;
  try {
    preloads = parsePagePreloads(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    preloads = null;
  }
  if (!preloads) warn(`site: ${PAGE_PRELOADS_FILE} is malformed; pages are served without preloads`);
  cached = { dir: distDir, mtimeMs, preloads: preloads ?? EMPTY };
  return cached.preloads;
}

/**
 * The merchant's default-language catalogue as a modulepreload link, and the page's own chunks (login, registration) as
 * script preloads, all at low priority: they download beside the framework instead of after it, never ahead of it.
 * The page's chunks are fetched only: a modulepreload also compiles on arrival, and arriving together they compiled in
 * one long task; the page's loader finds them linked and appends none itself (dozens of links in the start-up task).
 */
export function injectPreloads(html: string, preloads: PagePreloads, appPath: string, language: Language | null): string {
  const catalogue = language ? preloads.catalogues[language] : undefined;
  const links = [
    ...(catalogue ? [`<link rel="modulepreload" fetchpriority="low" crossorigin href="${BASE}/${catalogue}">`] : []),
    ...(preloads.pages[appPath] ?? []).map((f) => `<link rel="preload" as="script" fetchpriority="low" crossorigin href="${BASE}/${f}">`),
  ];
  if (links.length === 0) return html;
  return html.replace('</head>', `${links.join('')}</head>`);
}

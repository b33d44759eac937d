/**
 * What a first visit may fetch beside the framework, emitted by the build (vite.config.ts) and read by the server into
 * the page's head (server/static/page-preloads.ts): a login page's own chunks, a merchant's language catalogue.
 */
import { isLanguage, type Language } from './languages.ts';

export const PAGE_PRELOADS_FILE = 'page-preloads.json';

export interface PagePreloads {
  /** An app path (without the base) to its page's chunk and the chunks it imports that the first screen has not. */
  pages: Record<string, string[]>;
  /** Each language's catalogue chunk for the first screen. */
  catalogues: Partial<Record<Language, string>>;
}

/** A built chunk's path under the base: nothing else may become a link in the page. */
const CHUNK = /^assets\/[\w.-]+\.js$/;

/** The list when every entry is a chunk path under an app path or a language, else null (never throws). */
export function parsePagePreloads(data: unknown): PagePreloads | null {
  if (typeof data !== 'object' || data === null) return null;
  const { pages, catalogues } = data as Record<string, unknown>;
  if (typeof pages !== 'object' || pages === null || typeof catalogues !== 'object' || catalogues === null) return null;
  const out: PagePreloads = { pages: {}, catalogues: {} };
  for (const [path, files] of Object.entries(pages)) {
    if (!/^\/[\w.-]+$/.test(path) || !Array.isArray(files) || !files.every((f) => typeof f === 'string' && CHUNK.test(f))) return null;
    out.pages[path] = files as string[];
  }
  for (const [lang, file] of Object.entries(catalogues)) {
    if (!isLanguage(lang) || typeof file !== 'string' || !CHUNK.test(file)) return null;
    out.catalogues[lang] = file;
  }
  return out;
}

/**
 * What a first visit may fetch beside the framework, emitted by the build (vite.config.ts) and read by the server into
 * the page's head (server/static/page-preloads.ts): each language's first-screen catalogue.
 */
import { isLanguage, type Language } from './languages.ts';

export const PAGE_PRELOADS_FILE = 'page-preloads.json';

export interface PagePreloads {
  /** Each language's catalogue chunk for the first screen. */
  catalogues: Partial<Record<Language, string>>;
}

/** A built chunk's path under the base: nothing else may become a link in the page. */
const CHUNK = /^assets\/[\w.-]+\.js$/;

/** The list when every entry is a chunk path under a language, else null (never throws). */
export function parsePagePreloads(data: unknown): PagePreloads | null {
  if (typeof data !== 'object' || data === null) return null;
  const { catalogues } = data as Record<string, unknown>;
  if (typeof catalogues !== 'object' || catalogues === null || Array.isArray(catalogues)) return null;
  const out: PagePreloads = { catalogues: {} };
  for (const [lang, file] of Object.entries(catalogues)) {
    if (!isLanguage(lang) || typeof file !== 'string' || !CHUNK.test(file)) return null;
    out.catalogues[lang] = file;
  }
  return out;
}

/** Merchant HTML (announcements, promotions) is cleaned by DOMPurify, which loads with the content, never on first paint. */
import { yieldToMain } from '../lib/yieldToMain';

export type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | null = null;
let ready: Sanitize | null = null;

/** The sanitiser once loaded, else null: content shown after it loaded renders cleaned at once, with no loading line. */
export function readySanitizer(): Sanitize | null {
  return ready;
}

export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./purifyConfig').then(({ createSanitizer }) => createSanitizer())
    // Evaluating DOMPurify is a task's worth of work on a slow phone: the first sanitising and render get their own.
    .then(async (sanitize) => { await yieldToMain(); ready = sanitize; return sanitize; })
    .catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

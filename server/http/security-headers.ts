import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/schema.ts';
import type { AppEnv } from './app-env.ts';
import { requestHostname } from './merchant-context.ts';
import { isMemberAnswer } from './member-no-store.ts';
import { pagePolicyCache } from './page-policy-cache.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** Hash sources of the inline scripts of the HTML a route serves (site.ts); the page policy allows them. */
    inlineScriptHashes: string[];
  }
}

/** Query parameters that carry a session token into a page (spec section 2 token links). */
const TOKEN_PARAMS = ['token', 'tokens'];

const isHtml = (res: Response): boolean => (res.headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/html');

/**
 * Headers every response carries, errors and 404s included; HTML answers also get the host's merchant's
 * Content-Security-Policy (unless the handler set a stricter one of its own), and member answers no-store.
 */
export const securityHeaders = (db?: Db, now?: () => number): MiddlewareHandler<AppEnv> => {
  const policyFor = db ? pagePolicyCache(db, now) : null;
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const query = new URL(c.req.url).searchParams;
    // A page opened with a token in its URL must not hand that URL to its own subresources as Referer.
    headers.set('Referrer-Policy', TOKEN_PARAMS.some((p) => query.has(p)) ? 'no-referrer' : 'strict-origin-when-cross-origin');
    headers.set('X-Content-Type-Options', 'nosniff');
    if (isMemberAnswer(c)) headers.set('Cache-Control', 'no-store');
    if (policyFor && isHtml(c.res) && !headers.has('Content-Security-Policy')) {
      const policy = await policyFor(requestHostname(c));
      const hashes = c.get('inlineScriptHashes') ?? [];
      headers.set('Content-Security-Policy', hashes.length > 0 ? policy.csp.replace('script-src ', `script-src ${hashes.join(' ')} `) : policy.csp);
      if (policy.frameOptions) headers.set('X-Frame-Options', policy.frameOptions);
      else headers.delete('X-Frame-Options');
    }
  };
};

import type { Context, MiddlewareHandler } from 'hono';
import { CODES } from '../../contract/serverCodes.ts';
import type { Db } from '../db/schema.ts';
import { findMerchantByHost, hostnameOf } from '../merchants/find-merchant.ts';
import type { AppEnv } from './app-env.ts';
import { clip, HttpError } from './reply.ts';

/** The request's hostname: node-server builds the URL from the Host header, app.request from its URL. */
export const requestHostname = (c: Context): string => hostnameOf(new URL(c.req.url).host);

/** The request's origin, for absolute CDN and icon URLs. */
export const requestOrigin = (c: Context): string => new URL(c.req.url).origin;

const sameMerchant = (given: string, code: string): boolean => given.trim().toLowerCase() === code.toLowerCase();

/** Throws 400 request.merchant.mismatch when a merchant code someone sent is not the host's. */
export function assertMerchant(given: string | undefined, code: string, what: string): void {
  if (given !== undefined && given !== '' && !sameMerchant(given, code)) {
    throw new HttpError(400, CODES.merchantMismatch, `${what} '${clip(given, 64)}' does not match this domain's merchant`);
  }
}

/** Resolves the merchant from the Host for every /wps call; a Merchant header, when sent, must agree. */
export const merchantContext = (db: Db): MiddlewareHandler<AppEnv> => async (c, next) => {
  const found = await findMerchantByHost(db, requestHostname(c));
  if (!found) throw new HttpError(404, CODES.domainNotAvailable, 'this domain is not available');
  assertMerchant(c.req.header('Merchant'), found.merchant.code, 'Merchant header');
  c.set('merchant', found.merchant);
  c.set('affiliateCode', found.affiliateCode);
  await next();
};

/** Route guard: the Merchant header is required here (session, member, relay, ping, event report). */
export const requireMerchantHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.header('Merchant')) throw new HttpError(400, CODES.headerMissing, 'Merchant header is required');
  await next();
};

import type { MiddlewareHandler } from 'hono';
import { CODES } from '../../contract/serverCodes.ts';
import type { AppEnv } from '../http/app-env.ts';
import { assertMerchant, requestHostname } from '../http/merchant-context.ts';
import { HttpError } from '../http/reply.ts';
import type { MerchantCache } from './merchant-cache.ts';

/** merchantContext (http/merchant-context.ts) answered from the per-merchant cache instead of a query per call. */
export const cachedMerchantContext = (cache: MerchantCache): MiddlewareHandler<AppEnv> => async (c, next) => {
  const found = await cache.lookup(requestHostname(c));
  if (!found) throw new HttpError(404, CODES.domainNotAvailable, 'this domain is not available');
  assertMerchant(c.req.header('Merchant'), found.merchant.code, 'Merchant header');
  c.set('merchant', found.merchant);
  c.set('affiliateCode', found.affiliateCode);
  await next();
};

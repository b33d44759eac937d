import type { MiddlewareHandler } from 'hono';
import { CODES } from '../../contract/serverCodes.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './reply.ts';

/** Region restriction applies when the merchant has it on and lists this exact address. */
export const isRegionRestricted = (config: MerchantConfig, ip: string): boolean =>
  config.regionRestriction.enabled && config.regionRestriction.blockedIps.includes(ip);

/** Maintenance is on until maintenanceEnd, when one is set; an open-ended maintenance stays on. */
export function isInMaintenance(config: MerchantConfig, nowMs: number): boolean {
  if (!config.maintenance) return false;
  if (!config.maintenanceEnd) return true;
  const end = Date.parse(config.maintenanceEnd);
  return Number.isNaN(end) || end > nowMs;
}

/**
 * Session, member and relay calls are refused during maintenance (503) and from a restricted
 * address (403); the status call keeps answering so the UI can show the matching screen.
 */
export const accessGuard = (now: () => number): MiddlewareHandler<AppEnv> => async (c, next) => {
  const { config } = c.get('merchant');
  if (isInMaintenance(config, now())) {
    const until = config.maintenanceEnd ? ` until ${config.maintenanceEnd}` : '';
    throw new HttpError(503, CODES.maintenance, `system maintenance${until}`);
  }
  if (isRegionRestricted(config, c.get('clientIp'))) {
    throw new HttpError(403, CODES.regionRestricted, `access denied for ${c.get('clientIp')}`);
  }
  await next();
};

import { PROFILE_ICON_COUNT } from '../../contract/constants.ts';
import type { MobileTemplate, StatusInfo, StatusWire } from '../../contract/wps.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { isInMaintenance, isRegionRestricted } from '../http/access-guard.ts';
import { absoluteResources, cdnBase, cdnUrl } from './cdn-url.ts';

export interface StatusContext {
  origin: string;
  ip: string;
  affiliateCode: string;
  nowMs: number;
}

/** Template with every image made absolute on the request's origin. */
function absoluteTemplate(t: MobileTemplate, base: string): MobileTemplate {
  const p = t.params;
  const icons = p.pwa.icons;
  return {
    ...t,
    params: {
      ...p,
      h5_logo: cdnUrl(base, p.h5_logo),
      app_background: cdnUrl(base, p.app_background),
      desktop_app_feature: cdnUrl(base, p.desktop_app_feature),
      apple_touch_icon: cdnUrl(base, p.apple_touch_icon),
      pwa: {
        title: p.pwa.title,
        icons: { '192': cdnUrl(base, icons['192']), '256': cdnUrl(base, icons['256']), '384': cdnUrl(base, icons['384']), '512': cdnUrl(base, icons['512']) },
      },
    },
  };
}

/** Spec section 3 status info, field by field: nothing from config.server can leak by spreading. */
export function buildStatusInfo(m: Merchant, ctx: StatusContext): StatusInfo {
  const c = m.config;
  const base = cdnBase(ctx.origin, m.code);
  return {
    merchantCode: m.code,
    merchantName: m.name,
    customerService: c.customerService,
    domainRoute: { enabled: c.domainRoute.enabled },
    mobileTemplate: absoluteTemplate(c.mobileTemplate, base),
    register: c.register,
    resources: absoluteResources(c.resources, base),
    whitelabelVal: c.whitelabel,
    mainDomain: c.mainDomain,
    imageCDNs: [base],
    sms: { ...c.sms, ...authEmulatorField() },
    messagingApp: c.messagingApp,
    gw: {
      GEETEST_ID: c.gw.GEETEST_ID,
      GEETEST_VERSION: c.gw.GEETEST_VERSION ?? 'v3',
      PROFILE_ICON_COUNT: c.gw.PROFILE_ICON_COUNT ?? PROFILE_ICON_COUNT,
      LINE_CLIENT_ID: c.gw.LINE_CLIENT_ID,
      ...(c.gw.GEETEST_SCRIPT_URL ? { GEETEST_SCRIPT_URL: c.gw.GEETEST_SCRIPT_URL } : {}),
    },
    analytics: c.analytics,
    maintenance: isInMaintenance(c, ctx.nowMs),
    maintenanceEnd: c.maintenanceEnd,
    regionRestriction: isRegionRestricted(c, ctx.ip),
    ip: ctx.ip,
    languages: c.languages,
    defaultLanguage: c.defaultLanguage,
    affiliateCode: ctx.affiliateCode,
  };
}

/**
 * The answer in production's nesting: the merchant's settings under info (Tessera's extra fields stay there,
 * additive), the visitor's address under location, the access flags at the top.
 */
export function buildStatusWire(m: Merchant, ctx: StatusContext): StatusWire {
  const { maintenance, maintenanceEnd, regionRestriction, ip, languages, ...info } = buildStatusInfo(m, ctx);
  const flags = info.whitelabelVal as unknown as Record<string, boolean>;
  return {
    info: {
      ...info,
      whitelabel: Object.keys(flags).filter((k) => flags[k] === true),
      launchGameCDNs: [],
      geetestSdkVersion: info.gw.GEETEST_VERSION,
      language: languages,
      paths: {},
    },
    location: { ip },
    test: false,
    maintenance,
    maintenanceEnd,
    regionRestriction,
  };
}

/** Only a server started against the Firebase Auth emulator tells the site to use it (development and tests). */
function authEmulatorField(): { authEmulatorUrl?: string } {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return host && /^[\w.-]+:\d{1,5}$/.test(host) ? { authEmulatorUrl: `http://${host}` } : {};
}

/**
 * The Content-Security-Policy of the site's HTML answers, built from one merchant's configuration:
 * scripts only from the site itself and the origins the merchant configured (customer-service widgets,
 * the captcha provider, Firebase sign-in), framing only by the ancestors the merchant lists.
 */
import type { Merchant } from '../merchants/merchant-config.ts';
import { decryptCsPath } from '../services/cs-path.ts';
import { isAbsoluteUrl } from '../services/cdn-url.ts';

/** The headers one HTML answer gets. */
export interface PagePolicy {
  csp: string;
  /** X-Frame-Options for browsers without frame-ancestors; null when the merchant allows ancestors. */
  frameOptions: string | null;
}

/** What the policy needs beyond the merchant: the Auth emulator in development and tests. */
export interface PolicyEnv {
  /** 'host:port' of FIREBASE_AUTH_EMULATOR_HOST, or null. */
  authEmulatorHost: string | null;
}

/** Hosts Firebase Auth (sign-in, token refresh) and Firebase Messaging (push tokens) call. */
const FIREBASE_CONNECT = [
  'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com',
  'https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com',
];
/** The sign-in popup resolver loads gapi; the multi-factor SMS step loads reCAPTCHA. */
const FIREBASE_SCRIPTS = ['https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** An ancestor source the merchant may list: scheme://host[:port], host may start with '*.', port may be '*'. */
const ANCESTOR = /^[a-z][a-z0-9+.-]{0,31}:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;
/** A host name with an optional port (domain-route domains: the scheme follows the page's). */
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
const EMULATOR_HOST = /^[\w.-]+:\d{1,5}$/;

/** The http(s) origin of an absolute URL; null for a path on this site, another scheme or junk. */
export function originOf(raw: string | undefined): string | null {
  if (!raw || !isAbsoluteUrl(raw)) return null;
  try {
    const url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The merchant's valid ancestor origins; entries that are not plain origins are dropped (no header injection). */
export function frameAncestorsOf(m: Merchant | null): string[] {
  return (m?.config.frameAncestors ?? []).filter((a) => typeof a === 'string' && ANCESTOR.test(a));
}

/** Origins of the customer-service widget scripts and the help script (relative ones are the site's own). */
function widgetOrigins(m: Merchant): string[] {
  const paths = m.config.customerService.map((entry) => decryptCsPath(entry.path) ?? undefined);
  return [...paths, m.config.memberContent?.csScriptUrl].map(originOf).filter((o): o is string => o !== null);
}

/** Origins of the configured images that are not on the merchant's own CDN path. */
function imageOrigins(m: Merchant): string[] {
  const p = m.config.mobileTemplate.params;
  const r = m.config.relay;
  const urls = [
    p.h5_logo, p.app_background, p.desktop_app_feature, p.apple_touch_icon, ...Object.values(p.pwa.icons),
    ...m.config.resources.filter((x) => x.resourceType === 'AppDownloadIcon').map((x) => x.url),
    ...r.banners.map((b) => b.url), ...r.vendors.map((v) => v.image), ...r.gameLanes.flatMap((l) => l.cards.map((c) => c.image)),
  ];
  return urls.map(originOf).filter((o): o is string => o !== null);
}

/** Firebase is in use when the merchant configured a Firebase project. */
const usesFirebase = (m: Merchant): boolean => m.config.sms.apiKey !== '' || m.config.sms.projectId !== '';

const list = (...sources: (string | null | undefined)[]): string => [...new Set(sources.filter((s): s is string => !!s))].join(' ');

/** The policy of one merchant's pages; null merchant (an unknown host) gets the site's own sources only. */
export function buildPagePolicy(m: Merchant | null, env: PolicyEnv): PagePolicy {
  const emulator = env.authEmulatorHost && EMULATOR_HOST.test(env.authEmulatorHost) ? `http://${env.authEmulatorHost}` : null;
  const firebase = m !== null && usesFirebase(m);
  const captcha = originOf(m?.config.gw.GEETEST_SCRIPT_URL);
  const widgets = m ? widgetOrigins(m) : [];
  const authDomain = firebase && m && HOST.test(m.config.sms.authDomain) ? `https://${m.config.sms.authDomain}` : null;
  const routeDomains = m?.config.domainRoute.enabled ? m.config.domainRoute.domains.filter((d) => HOST.test(d)) : [];
  const ancestors = frameAncestorsOf(m);
  const directives = [
    "default-src 'self'",
    `script-src ${list("'self'", captcha, ...widgets, ...(firebase ? FIREBASE_SCRIPTS : []))}`,
    // The shell's critical CSS is inline and React sets style attributes.
    `style-src ${list("'self'", "'unsafe-inline'", captcha, ...widgets)}`,
    `img-src ${list("'self'", 'data:', 'blob:', captcha, ...widgets, ...(m ? imageOrigins(m) : []))}`,
    `font-src ${list("'self'", 'data:', captcha, ...widgets)}`,
    `connect-src ${list("'self'", captcha, ...widgets, ...(firebase ? FIREBASE_CONNECT : []), firebase ? emulator : null, ...routeDomains)}`,
    // Games come from vendors named only in each launch answer: any TLS host, and the site's own demo games.
    `frame-src ${list("'self'", 'https:', authDomain, firebase ? emulator : null)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ];
  return { csp: directives.join('; '), frameOptions: ancestors.length > 0 ? null : 'DENY' };
}

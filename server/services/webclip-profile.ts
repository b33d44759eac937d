import { createHash } from 'node:crypto';
import { BASE, PATHS } from '../../contract/routes.ts';
import { WEBCLIP_FROM } from '../../contract/install.ts';
import type { Merchant } from '../merchants/merchant-config.ts';

const escapeXml = (s: string): string =>
  s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** A stable UUID per merchant, origin and payload, so re-downloading replaces the profile instead of adding one. */
export function profileUuid(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`.toUpperCase();
}

/** Reverse-DNS identifier from the host: 'aff1.demo.localhost' -> 'localhost.demo.aff1.{code}.webclip'. */
function identifier(hostname: string, code: string): string {
  const reversed = hostname.split('.').reverse().join('.').replace(/[^A-Za-z0-9.-]/g, '-');
  return `${reversed}.${code.replace(/[^A-Za-z0-9-]/g, '-')}.webclip`;
}

/** The URL the home-screen icon opens: the merchant's /m/ home on this very host (keeps the affiliate host). */
export const webclipUrl = (origin: string): string => `${origin}${BASE}${PATHS.home}?from=${WEBCLIP_FROM}`;

/**
 * An unsigned iOS configuration profile (plist XML) with one web clip payload: full screen, removable,
 * the merchant's name and apple touch icon, opening the merchant's /m/ on the request's origin.
 */
export function buildWebclipProfile(m: Merchant, origin: string, icon: Buffer): string {
  const host = new URL(origin).hostname;
  const name = escapeXml(m.config.mobileTemplate.params.pwa.title || m.name);
  const id = identifier(host, m.code);
  const string = (k: string, v: string) => `<key>${k}</key><string>${v}</string>`;
  const clip = [
    '<dict>',
    '<key>FullScreen</key><true/>',
    `<key>Icon</key><data>${icon.toString('base64')}</data>`,
    '<key>IsRemovable</key><true/>',
    string('Label', name),
    string('PayloadDescription', `Adds ${name} to the home screen.`),
    string('PayloadDisplayName', name),
    string('PayloadIdentifier', `${id}.clip`),
    string('PayloadType', 'com.apple.webClip.managed'),
    string('PayloadUUID', profileUuid(m.code, origin, 'clip')),
    '<key>PayloadVersion</key><integer>1</integer>',
    '<key>Precomposed</key><true/>',
    string('URL', escapeXml(webclipUrl(origin))),
    '</dict>',
  ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    '<dict>',
    `<key>PayloadContent</key><array>${clip}</array>`,
    string('PayloadDescription', `Installs ${name} as a home-screen app.`),
    string('PayloadDisplayName', name),
    string('PayloadIdentifier', id),
    string('PayloadOrganization', escapeXml(m.name)),
    '<key>PayloadRemovalDisallowed</key><false/>',
    string('PayloadType', 'Configuration'),
    string('PayloadUUID', profileUuid(m.code, origin, 'profile')),
    '<key>PayloadVersion</key><integer>1</integer>',
    '</dict>',
    '</plist>',
    '',
  ].join('\n');
}

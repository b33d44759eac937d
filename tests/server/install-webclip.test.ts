import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../contract/envelope.ts';
import type { StatusWire } from '../../contract/wps.ts';
import { demoSeed } from '../../server/merchants/seed/demo.ts';
import { buildWebclipProfile } from '../../server/services/webclip-profile.ts';
import { call, captureLogs, DEMO, LOTTO, useApp } from './helpers.ts';
import { decodePng } from './install-png.ts';

const logs = captureLogs();
const s = useApp({ logWarn: logs.log.logWarn });

type Plist = string | number | boolean | Buffer | Plist[] | { [key: string]: Plist };

/** A strict reader for the plist subset profiles use: fails on any unbalanced or unknown element. */
function parsePlist(xml: string): Plist {
  const body = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<!DOCTYPE plist [^>]+>\n<plist version="1\.0">([\s\S]*)<\/plist>\n$/.exec(xml)?.[1];
  if (body === undefined) throw new Error('no plist envelope');
  const tokens = body.match(/<[^>]+>|[^<]+/g)?.filter((t) => t.trim() !== '') ?? [];
  let i = 0;
  const unescape = (t: string) => t.replace(/&(lt|gt|amp|quot|apos);/g, (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[e] ?? '');
  const text = (tag: string): string => {
    const content = tokens[i]?.startsWith('<') ? '' : (tokens[i++] ?? '');
    if (tokens[i++] !== `</${tag}>`) throw new Error(`unclosed <${tag}>`);
    return unescape(content);
  };
  const value = (): Plist => {
    const open = tokens[i++];
    if (open === '<true/>') return true;
    if (open === '<false/>') return false;
    if (open === '<string>') return text('string');
    if (open === '<integer>') return Number(text('integer'));
    if (open === '<data>') return Buffer.from(text('data'), 'base64');
    if (open === '<array>') {
      const out: Plist[] = [];
      while (tokens[i] !== '</array>') out.push(value());
      i++;
      return out;
    }
    if (open === '<dict>') {
      const out: Record<string, Plist> = {};
      while (tokens[i] !== '</dict>') {
        if (tokens[i++] !== '<key>') throw new Error('dict entry without key');
        const key = text('key');
        out[key] = value();
      }
      i++;
      return out;
    }
    throw new Error(`unexpected ${open}`);
  };
  const root = value();
  if (i !== tokens.length) throw new Error('trailing content');
  return root;
}

const profile = async (origin: string, code = 'demo') => call(s.app, `${origin}/cdn/${code}/webclip.mobileconfig`);

describe('iOS configuration profile (web clip)', () => {
  it('is a valid plist profile with one full-screen web clip opening this host\'s /m/ home', async () => {
    const res = await profile(DEMO);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-apple-aspen-config');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="demo.mobileconfig"');
    const root = parsePlist(await res.text()) as Record<string, Plist>;
    expect(root).toMatchObject({ PayloadType: 'Configuration', PayloadVersion: 1, PayloadDisplayName: 'Demo Casino' });
    expect(root.PayloadUUID).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    const [clip, ...rest] = root.PayloadContent as Record<string, Plist>[];
    expect(rest).toEqual([]);
    expect(clip).toMatchObject({
      PayloadType: 'com.apple.webClip.managed', URL: 'http://localhost/m/home?from=webclip', Label: 'Demo Casino',
      FullScreen: true, IsRemovable: true, PayloadVersion: 1,
    });
    expect(clip!.PayloadUUID).not.toBe(root.PayloadUUID);
    const icon = decodePng(clip!.Icon as Buffer);
    expect([icon.width, icon.height]).toEqual([180, 180]);
  });

  it('is stable for one host and distinct per host, keeping an affiliate host in the clip URL', async () => {
    const read = async (origin: string) => parsePlist(await (await profile(origin)).text()) as Record<string, Plist>;
    const [a, b, aff] = [await read(DEMO), await read(DEMO), await read('http://aff42.demo.localhost')];
    expect(b.PayloadUUID).toBe(a.PayloadUUID);
    expect(aff.PayloadUUID).not.toBe(a.PayloadUUID);
    expect((aff.PayloadContent as Record<string, Plist>[])[0]!.URL).toBe('http://aff42.demo.localhost/m/home?from=webclip');
  });

  it('is the seeded MOBILECONFIG resource of status (production: download links come from status resources)', async () => {
    const status = (await (await call(s.app, `${DEMO}/wps/v2/system/status?device=MOBILE`)).json()) as Envelope<StatusWire>;
    const url = status.value!.info.resources.find((r) => r.resourceType === 'MOBILECONFIG')?.url;
    expect(url).toBe('http://localhost/cdn/demo/webclip.mobileconfig');
    expect((await call(s.app, url!)).status).toBe(200);
  });

  it('is refused for a merchant without WEBCLIP, on another merchant\'s host, and for hostile codes (logged)', async () => {
    expect((await profile(LOTTO, 'lotto')).status).toBe(404);
    expect((await profile(DEMO, 'lotto')).status).toBe(404);
    expect((await profile(LOTTO, 'demo')).status).toBe(404);
    expect((await profile('http://unknown.example', 'demo')).status).toBe(404);
    expect((await profile(DEMO, '%00evil')).status).toBe(404);
    expect(logs.warned.length).toBe(5);
    expect(logs.warned.join('\n')).not.toMatch(/[\u0000]/);
  });
});

describe('buildWebclipProfile', () => {
  it('escapes merchant text so a hostile name cannot break the XML', () => {
    const hostile = { ...demoSeed, name: 'A&B <Casino>', config: { ...demoSeed.config, mobileTemplate: { ...demoSeed.config.mobileTemplate, params: { ...demoSeed.config.mobileTemplate.params, pwa: { ...demoSeed.config.mobileTemplate.params.pwa, title: '</string><evil/>' } } } } };
    const root = parsePlist(buildWebclipProfile(hostile, 'https://www.example.com', Buffer.from('icon'))) as Record<string, Plist>;
    expect(root.PayloadOrganization).toBe('A&B <Casino>');
    expect((root.PayloadContent as Record<string, Plist>[])[0]!.Label).toBe('</string><evil/>');
  });
});

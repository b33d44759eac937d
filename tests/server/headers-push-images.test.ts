import { describe, expect, it } from 'vitest';
import { buildPushPayload } from '../../server/services/push-sender.ts';
import { cdnBase } from '../../server/services/cdn-url.ts';

const hosts = { origin: 'http://localhost', imageCDNs: [cdnBase('http://localhost', 'demo'), 'https://img.cdn.example/demo'] };
const message = (icon: string, image = '') => ({ title: 'Bonus', body: 'Claim it', target: '/m/home', icon, image });

describe('push sender: images only from the merchant image CDNs', () => {
  it('keeps an icon and image on the CDNs (https, or the site origin)', () => {
    const p = buildPushPayload('m1', 'demo', message('http://localhost/cdn/demo/icon-192.png', 'https://img.cdn.example/demo/b.png'), hosts);
    expect(p.notification).toEqual({ title: 'Bonus', body: 'Claim it', icon: 'http://localhost/cdn/demo/icon-192.png', image: 'https://img.cdn.example/demo/b.png' });
  });

  it.each([
    'https://evil.example/x.png', 'https://img.cdn.example/other/x.png', 'http://img.cdn.example/demo/x.png',
    'https://u:p@img.cdn.example/demo/x.png', 'http://localhost/cdn/lotto/x.png', 'javascript:alert(1)', '/cdn/demo/relative.png',
  ])('drops %s and says so', (url) => {
    const dropped: string[] = [];
    const p = buildPushPayload('m1', 'demo', message(url, url), hosts, (field) => dropped.push(field));
    expect(p.notification).toEqual({ title: 'Bonus', body: 'Claim it' });
    expect(dropped).toEqual(['icon', 'image']);
  });

  it('sends no image at all when the CDNs are not given', () => {
    expect(buildPushPayload('m1', 'demo', message('https://img.cdn.example/demo/x.png')).notification.icon).toBeUndefined();
  });
});

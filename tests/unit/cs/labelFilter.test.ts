import { describe, expect, it } from 'vitest';
import type { CustomerServiceEntry } from '../../../contract/wps';
import { entriesForLabel } from '../../../src/cs/labelFilter';

const e = (csType: string, labelIds: string[]): CustomerServiceEntry => ({ csType, csPosition: 'bottom', path: 'p', labelIds });
const entries = [e('LIVECHAT', []), e('COMM100VIP', ['vip-gold']), e('AICAN', ['vip-silver', 'vip-gold']), e('TX-CHAT', [])];
const types = (x: CustomerServiceEntry[]) => x.map((y) => y.csType);

describe('customer-service label filter (spec section 6)', () => {
  it('a member with a label that has entries sees only those', () => {
    expect(types(entriesForLabel(entries, 'vip-gold'))).toEqual(['COMM100VIP', 'AICAN']);
    expect(types(entriesForLabel(entries, 'vip-silver'))).toEqual(['AICAN']);
  });

  it('no label, a guest, or a label without entries sees the entries with no label', () => {
    expect(types(entriesForLabel(entries, null))).toEqual(['LIVECHAT', 'TX-CHAT']);
    expect(types(entriesForLabel(entries, undefined))).toEqual(['LIVECHAT', 'TX-CHAT']);
    expect(types(entriesForLabel(entries, 'vip-bronze'))).toEqual(['LIVECHAT', 'TX-CHAT']);
  });

  it('malformed entries are skipped; missing labelIds or empty labels count as no label', () => {
    const odd = [null, { csType: 'LIVECHAT', path: 'p' }, e('COMM100', ['']), { csType: 1, path: 'p' }] as unknown as CustomerServiceEntry[];
    expect(types(entriesForLabel(odd, 'vip-gold'))).toEqual(['LIVECHAT', 'COMM100']);
  });
});

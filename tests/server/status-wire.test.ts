// Reference B1: the reference server answers status in production's nesting; what the client reads back from it
// (src/api/statusWire.ts) is exactly the flat StatusInfo the server's data describes, for every seeded merchant.
import { describe, expect, it } from 'vitest';
import { clubSeed } from '../../server/merchants/seed/club.ts';
import { demoSeed } from '../../server/merchants/seed/demo.ts';
import { buildStatusInfo, buildStatusWire } from '../../server/services/status-info.ts';
import { toStatusInfo } from '../../src/api/statusWire.ts';

const ctx = { origin: 'http://aff1.demo.localhost', ip: '198.51.100.4', affiliateCode: 'aff1', nowMs: Date.parse('2030-01-01T00:00:00Z') };

describe.each([demoSeed, clubSeed])('status of $code', (seed) => {
  const m = { code: seed.code, name: seed.name, config: seed.config };

  it('nests the merchant under info and the address under location', () => {
    const wire = buildStatusWire(m, ctx);
    expect(wire.info.merchantCode).toBe(seed.code);
    expect(wire.location).toEqual({ ip: '198.51.100.4' });
    expect(wire.info.language).toEqual(seed.config.languages);
    expect(wire).not.toHaveProperty('merchantCode');
  });

  it('reads back through the client\'s mapping as the flat status, field for field', () => {
    const flat = buildStatusInfo(m, ctx);
    const read = toStatusInfo(JSON.parse(JSON.stringify(buildStatusWire(m, ctx))))!;
    for (const key of Object.keys(flat) as (keyof typeof flat)[]) expect(read[key], key).toEqual(flat[key]);
  });
});

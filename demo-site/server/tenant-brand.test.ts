// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEED_TENANTS } from './seed.ts';
import { tenantLogo } from './tenant-brand.ts';

describe('tenant logos', () => {
  it('every seeded tenant has a small PNG logo, shown 40 pixels high', () => {
    for (const seed of SEED_TENANTS) {
      const logo = tenantLogo(seed.tenant.id);
      expect(logo, seed.tenant.id).toMatchObject({ contentType: 'image/png', height: 40 });
      const bytes = Buffer.from(logo?.base64 ?? '', 'base64');
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(bytes.length).toBeLessThan(4096);
    }
  });

  it('a tenant without a logo has none', () => {
    expect(tenantLogo('org_nobody')).toBeUndefined();
  });
});

// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { contrastFailures } from '../../shared/theme/contrast.ts';
import { defaultTheme } from '../../shared/theme/default-theme.ts';
import { SEED_TENANTS } from './seed.ts';
import { TENANT_THEMES } from './tenant-themes.ts';
import { cspNonce, makeTestApp } from '../../test/helpers/server/test-app.ts';

const t = makeTestApp();
afterAll(() => t.close());

describe('tenant themes', () => {
  it('every seeded tenant has its own theme, with its own primary colour', () => {
    const primaries = SEED_TENANTS.map((seed) => TENANT_THEMES[seed.tenant.id]?.tokens.color?.primary);
    expect(primaries.every(Boolean)).toBe(true);
    expect(new Set([...primaries, defaultTheme.color.primary]).size).toBe(SEED_TENANTS.length + 1);
  });

  for (const theme of Object.values(TENANT_THEMES)) {
    it(`${theme.name} passes WCAG AA contrast (4.5:1 text, 3:1 UI)`, () => {
      expect(contrastFailures({ ...defaultTheme.color, ...theme.tokens.color })).toEqual([]);
    });
  }

  it('serves a tenant theme as custom properties on its data-site-theme hook', async () => {
    const res = await t.app.request('/themes/harbor.css');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
    const css = await res.text();
    expect(css).toMatch(/^:root\[data-site-theme="harbor"\]\{color-scheme:light;--site-color-primary:#8a2d5b;/);
    expect((await t.app.request('/themes/nobody.css')).status).toBe(404);
    expect((await t.app.request('/themes/harbor.js')).status).toBe(404);
  });

  it("a tenant page starts in the tenant's theme, applies a stored choice before paint (nonce'd) and offers the switch", async () => {
    const res = await t.app.request('/?org=harbor');
    const page = await res.text();
    const nonce = cspNonce(res);
    expect(page).toMatch(/<html lang="[^"]+" data-site-theme="harbor">/);
    expect(page).toContain('<link rel="stylesheet" href="/themes/harbor.css">');
    expect(page).toContain(`<script nonce="${nonce}">try{var t=localStorage.getItem("site-theme:org_harbor")`);
    expect(page).toContain('<site-theme-switch data-load="visible" data-brand="harbor" data-brand-label="Harbor" data-storage-key="site-theme:org_harbor">');
  });
});

import type { Context } from 'hono';
import type { ThemeOverrides } from '../../shared/theme/dark-theme.ts';
import { namedThemeRule } from '../../shared/theme/theme-css.ts';
import type { AppEnv } from './context.ts';
import { findTenant } from './tenants.ts';

/** A tenant's own theme: its name (the `data-site-theme` value), the switch's label, and its tokens. */
export interface TenantTheme {
  name: string;
  label: string;
  tokens: ThemeOverrides;
}

/** Each seeded tenant's own theme, by tenant id (a platform would keep these with the tenant's settings). */
export const TENANT_THEMES: Readonly<Record<string, TenantTheme>> = {
  org_northwind: {
    name: 'northwind',
    label: 'Northwind',
    tokens: {
      color: {
        primary: '#0b6e4f',
        primaryHover: '#08563d',
        focus: '#0b6e4f',
        surfaceAlt: '#eff5f1',
        border: '#7f8c86',
      },
      radius: { small: '2px', medium: '4px', large: '8px' },
    },
  },
  org_harbor: {
    name: 'harbor',
    label: 'Harbor',
    tokens: {
      color: {
        primary: '#8a2d5b',
        primaryHover: '#6e2349',
        focus: '#8a2d5b',
        text: '#2a1f24',
        textMuted: '#5f4f57',
        surfaceAlt: '#faf3f6',
        border: '#928289',
      },
      radius: { medium: '12px', large: '20px' },
      font: { heading: 'Georgia, "Times New Roman", serif' },
    },
  },
};

/** The own theme of a tenant, if it has one. */
export function tenantTheme(tenantId: string): TenantTheme | undefined {
  return TENANT_THEMES[tenantId];
}

/** The address of a tenant's theme stylesheet (one per site, so browsers cache it). */
export function tenantThemeHref(siteName: string): string {
  return `/themes/${encodeURIComponent(siteName)}.css`;
}

/**
 * `GET /themes/{siteName}.css`: the tenant's theme as CSS custom properties on
 * `:root[data-site-theme="{name}"]` (a stylesheet, as the CSP allows no inline styles); 404 for an
 * unknown site or one without a theme.
 */
export async function serveTenantTheme(c: Context<AppEnv>): Promise<Response> {
  const file = c.req.param('file') ?? '';
  const tenant = file.endsWith('.css') ? await findTenant(c.get('data'), file.slice(0, -'.css'.length)) : undefined;
  const theme = tenant ? tenantTheme(tenant.id) : undefined;
  if (!theme) return c.text('/* no such theme */', 404, { 'Content-Type': 'text/css; charset=utf-8' });
  return c.body(namedThemeRule(theme.name, theme.tokens), 200, {
    'Content-Type': 'text/css; charset=utf-8',
    'Cache-Control': 'public, no-cache',
  });
}

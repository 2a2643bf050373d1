import type { Theme } from './default-theme.ts';

/**
 * WCAG 2.x contrast of theme colours, for tests and tools (never imported by element code). Colours
 * are `#rgb`, `#rrggbb` or `rgb()/rgba()`; translucent ones are composited over what lies beneath.
 */

/** An sRGB colour, channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Parses `#rgb`, `#rrggbb`, `rgb(r, g, b)` or `rgba(r, g, b, a)`; throws on anything else. */
export function parseColor(text: string): Rgba {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16), a: 1 };
  }
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(value);
  if (fn) return { r: Number(fn[1]), g: Number(fn[2]), b: Number(fn[3]), a: fn[4] === undefined ? 1 : Number(fn[4]) };
  throw new Error(`Cannot read colour ${text}`);
}

/** `top` drawn over an opaque `bottom` (alpha compositing). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** CSS `color-mix(in srgb, a p%, b)`: `p` (0–1) of `a`, the rest `b`, channel by channel. */
export function mixSrgb(a: Rgba, p: number, b: Rgba): Rgba {
  const mix = (x: number, y: number) => x * p + y * (1 - p);
  return { r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: 1 };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour (0 black … 1 white). */
export function relativeLuminance(color: Rgba): number {
  return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b);
}

/** WCAG contrast ratio (1–21) of a foreground over an opaque background. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const a = relativeLuminance(composite(foreground, background));
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** AA minimums: 4.5:1 for text, 3:1 for user-interface components and focus indicators. */
export const AA = { text: 4.5, ui: 3 } as const;

/** One checked pair of a theme. */
export interface ContrastCheck {
  pair: string;
  ratio: number;
  minimum: number;
}

/** How much of a status colour tints its badge background (`color-mix(in srgb, tone 10%, surface)`). */
export const STATUS_TINT = 0.1;

/**
 * Every foreground/background pair the elements draw with a theme's colours, with its ratio and
 * AA minimum: text and muted text on both surfaces, links (primary) on both surfaces, on-primary
 * text on primary, primary-hover and the status colours (badges, banners), the status colours as
 * text on the surface and on their own tint, the focus ring and borders (3:1), and media controls.
 */
export function themeContrast(colors: Theme['color']): ContrastCheck[] {
  const c = Object.fromEntries(Object.entries(colors).map(([key, value]) => [key, parseColor(value)])) as Record<keyof Theme['color'], Rgba>;
  const checks: ContrastCheck[] = [];
  const check = (fg: keyof Theme['color'], bg: keyof Theme['color'], minimum: number, background = c[bg], label: string = bg) =>
    checks.push({ pair: `${fg} on ${label}`, ratio: contrastRatio(c[fg], background), minimum });
  for (const bg of ['surface', 'surfaceAlt'] as const) {
    check('text', bg, AA.text);
    check('textMuted', bg, AA.text);
    check('primary', bg, AA.text);
    check('focus', bg, AA.ui);
    check('border', bg, AA.ui);
  }
  for (const bg of ['primary', 'primaryHover', 'danger', 'success', 'warning'] as const) check('onPrimary', bg, AA.text);
  check('surface', 'text', AA.text);
  for (const tone of ['primary', 'danger', 'success', 'warning'] as const) {
    if (tone !== 'primary') check(tone, 'surface', AA.text);
    check(tone, tone, AA.text, mixSrgb(c[tone], STATUS_TINT, c.surface), `${tone} tint`);
  }
  check('onMedia', 'media', AA.text);
  check('onMedia', 'mediaScrim', AA.text, composite(c.mediaScrim, parseColor('#ffffff')), 'mediaScrim over white');
  return checks;
}

/** The pairs of `themeContrast` below their minimum, as readable lines (empty when the theme passes AA). */
export function contrastFailures(colors: Theme['color']): string[] {
  return themeContrast(colors)
    .filter((c) => c.ratio < c.minimum)
    .map((c) => `${c.pair}: ${c.ratio.toFixed(2)}:1 (needs ${c.minimum}:1)`);
}

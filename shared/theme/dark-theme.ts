import type { Theme } from './default-theme.ts';

/** Token values a theme changes, by group; every token it leaves out keeps the default theme's value. */
export type ThemeOverrides = { [Group in keyof Theme]?: Partial<Theme[Group]> };

/**
 * The dark theme: light text on near-black surfaces, a lighter primary with dark text on it, and
 * status colours light enough to read on the dark surface. Applied with `data-site-theme="dark"`
 * on `<html>` (or `"auto"` when the visitor's system asks for dark).
 */
export const darkTheme = {
  color: {
    primary: '#8ab4f8',
    primaryHover: '#aecbfa',
    onPrimary: '#0b1526',
    text: '#e6e9ef',
    textMuted: '#aab2bd',
    surface: '#14171c',
    surfaceAlt: '#1e232a',
    border: '#737d8a',
    focus: '#8ab4f8',
    danger: '#f28b82',
    success: '#6fcf8f',
    warning: '#f2c14e',
    backdrop: 'rgba(0, 0, 0, 0.7)',
  },
  shadow: {
    small: '0 1px 2px rgba(0,0,0,0.6)',
    large: '0 8px 30px rgba(0,0,0,0.7)',
  },
} satisfies ThemeOverrides;

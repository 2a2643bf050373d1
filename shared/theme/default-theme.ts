/** The default theme's token values; the keys define the `--site-*` custom properties. */
export const defaultTheme = {
  color: {
    primary: '#1f5fbf',
    primaryHover: '#174a96',
    onPrimary: '#ffffff',
    text: '#1b1f24',
    textMuted: '#545c66',
    surface: '#ffffff',
    surfaceAlt: '#f3f5f8',
    border: '#858e9a',
    focus: '#1f5fbf',
    danger: '#b3261e',
    success: '#1e7a3c',
    warning: '#8a5a00',
    backdrop: 'rgba(15, 20, 30, 0.5)',
    media: '#000000',
    onMedia: '#ffffff',
    mediaScrim: 'rgba(0, 0, 0, 0.6)',
  },
  space: {
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2.5rem',
  },
  radius: {
    small: '4px',
    medium: '8px',
    large: '16px',
    round: '999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    sizeSmall: '0.875rem',
    sizeBase: '1rem',
    sizeLarge: '1.25rem',
  },
  shadow: {
    small: '0 1px 2px rgba(0,0,0,0.12)',
    large: '0 8px 30px rgba(0,0,0,0.2)',
  },
  motion: {
    fast: '150ms',
    medium: '300ms',
  },
  layer: {
    floating: '900',
    overlay: '1000',
  },
};

/** The shape of a theme: the same keys, any string values. */
export type Theme = typeof defaultTheme;

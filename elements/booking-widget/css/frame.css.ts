import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';
import { visuallyHidden as visuallyHiddenBlock, bodyText } from '../../../shared/theme/style-blocks.ts';
import { BOOKING_WIDGET_SIZES } from '../sizes.ts';

/** The business's primary colour (the header's tint); the theme's primary when none is configured. */
export const tint = createVar();

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

// The widget keeps one height from the server's markup to its first screen, so nothing below it
// moves when it upgrades (sizes.ts, which the pre-upgrade box reads too). Later screens may grow.
const { minHeight, minHeightNarrow, narrowQuery } = BOOKING_WIDGET_SIZES;
globalStyle('booking-widget', { display: 'block', minHeight, '@media': { [narrowQuery]: { minHeight: minHeightNarrow } } });

/** Stable hook: `.booking-widget` root box. */
export const root = style({
  minHeight,
  '@media': { [narrowQuery]: { minHeight: minHeightNarrow } },
  margin: 0,
  vars: { [tint]: vars.color.primary },
  display: 'block',
  position: 'relative',
  ...bodyText,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  maxWidth: '60rem',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });
globalStyle(`${root} :focus-visible`, focusRing);
globalStyle(`${root} h2, ${root} h3, ${root} h4, ${root} h5`, {
  fontFamily: vars.font.heading,
  lineHeight: 1.25,
  margin: `0 0 ${vars.space.small}`,
});
globalStyle(`${root} [data-step-heading]`, { fontSize: vars.font.sizeLarge, marginBottom: vars.space.medium });
globalStyle(`${root} [data-step-heading]:focus`, { outline: 'none' });
globalStyle(`${root} [data-step-heading]:focus-visible`, focusRing);
globalStyle(`${root} p`, { margin: `0 0 ${vars.space.small}` });
globalStyle(`${root} [hidden]`, { display: 'none !important' });
// Light DOM: page rules for bare elements (a site's `section { margin: … }`) must not reach inside.
globalStyle(`${root} section, ${root} dl, ${root} ul, ${root} ol`, { margin: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderTop: `4px solid ${tint}`,
  background: `color-mix(in srgb, ${tint} 8%, ${vars.color.surface})`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, marginInlineEnd: 'auto', minWidth: 0 });
export const logo = style({ width: '2.5rem', height: '2.5rem', objectFit: 'cover', borderRadius: vars.radius.medium, flex: 'none' });
export const businessName = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.font.sizeLarge, fontWeight: 700 });

export const modes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

/** The header's mode buttons and View Queue / Back: one row beside the name, below it on small screens. */
export const headerNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  alignItems: 'center',
  '@media': { '(max-width: 767px)': { width: '100%' } },
});

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minHeight: '2.75rem',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  font: `600 ${vars.font.sizeBase} ${vars.font.body}`,
  cursor: 'pointer',
  textDecoration: 'none',
  border: '1px solid transparent',
} as const;

export const primaryButton = style({
  ...buttonBase,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.primaryHover },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const secondaryButton = style({
  ...buttonBase,
  background: vars.color.surface,
  color: vars.color.text,
  borderColor: vars.color.border,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceAlt },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-current="true"], &[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceAlt,
      color: vars.color.text,
      boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
    },
  },
});

export const dangerButton = style({
  ...buttonBase,
  background: vars.color.danger,
  color: vars.color.onPrimary,
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const smallButton = style({
  minHeight: '2.25rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  fontSize: vars.font.sizeSmall,
});

export const banner = style({
  margin: 0,
  selectors: { '&:empty': { display: 'none' } },
});

export const bannerInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.danger,
  color: vars.color.onPrimary,
  fontWeight: 600,
});

export const bannerClose = style({
  marginInlineStart: 'auto',
  background: 'transparent',
  color: vars.color.onPrimary,
  border: `1px solid color-mix(in srgb, ${vars.color.onPrimary} 70%, transparent)`,
  borderRadius: vars.radius.small,
  minWidth: '2rem',
  minHeight: '2rem',
  cursor: 'pointer',
  font: `700 1rem ${vars.font.body}`,
});

export const body = style({
  position: 'relative',
  padding: vars.space.large,
  minHeight: '12rem',
  '@media': { '(max-width: 767px)': { padding: vars.space.medium } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: `color-mix(in srgb, ${vars.color.surface} 65%, transparent)`,
  zIndex: 2,
  fontWeight: 600,
});

export const spinner = style({
  display: 'inline-block',
  width: '1.5rem',
  height: '1.5rem',
  marginInlineEnd: vars.space.small,
  verticalAlign: 'middle',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const visuallyHidden = style(visuallyHiddenBlock);

export const lead = style({ color: vars.color.textMuted });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  marginTop: vars.space.large,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});

export const actionsEnd = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, marginInlineStart: 'auto' });

export const previewBadge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.round,
  background: vars.color.warning,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeSmall,
  fontWeight: 700,
});

export const note = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  margin: `0 0 ${vars.space.medium}`,
});

export const success = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: `color-mix(in srgb, ${vars.color.success} 10%, ${vars.color.surface})`,
  borderInlineStart: `4px solid ${vars.color.success}`,
  margin: `0 0 ${vars.space.medium}`,
  fontWeight: 600,
});

export const problem = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: `color-mix(in srgb, ${vars.color.danger} 8%, ${vars.color.surface})`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontWeight: 600,
  margin: `0 0 ${vars.space.medium}`,
  selectors: { '&:empty': { display: 'none' } },
});

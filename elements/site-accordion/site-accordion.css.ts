import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { insetFocusRing } from '../../shared/theme/style-blocks.ts';
import { ACCORDION_SIZES } from './sizes.ts';

/** Stable hook: `.site-accordion`. */
export const root = style({
  display: 'block',
  borderTop: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const section = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeBase,
  fontWeight: 600,
});

export const header = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.small}`,
  cursor: 'pointer',
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeBase,
  fontWeight: 600,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': insetFocusRing,
  },
});

export const chevron = style({
  width: ACCORDION_SIZES.chevronSize,
  height: ACCORDION_SIZES.chevronSize,
  flex: 'none',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'rotate(45deg)',
  transition: `transform ${vars.motion.medium}`,
  selectors: {
    [`${header}[aria-expanded="true"] &`]: { transform: 'rotate(-135deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  display: 'grid',
  gridTemplateRows: '0fr',
  transitionProperty: 'grid-template-rows, visibility',
  transitionTimingFunction: 'ease',
  visibility: 'hidden',
  selectors: {
    '&[data-open]': { gridTemplateRows: '1fr', visibility: 'visible' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s !important' } },
});

export const panelInner = style({ overflow: 'hidden', minHeight: 0 });

export const panelBody = style({
  padding: `0 ${vars.space.small} ${vars.space.medium}`,
  lineHeight: 1.5,
});

globalStyle(`${panelBody} > :first-child, ${panelBody} > div > :first-child`, { marginTop: 0 });

// The server-rendered <details> form, shown again below a configuration error: same box as the headers.
globalStyle('site-accordion details', { borderBottom: `1px solid ${vars.color.border}`, fontFamily: vars.font.body, color: vars.color.text });
globalStyle('site-accordion summary', {
  padding: `${vars.space.medium} ${vars.space.small}`,
  fontWeight: 600,
  cursor: 'pointer',
  minHeight: '1.5rem',
});
globalStyle('site-accordion details > :not(summary)', { padding: `0 ${vars.space.small}`, lineHeight: 1.5 });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { bodyText, primaryButton } from '../../shared/theme/style-blocks.ts';
import { FOOTER_SIZES } from './sizes.ts';

// Sizes come from sizes.ts, as do the pre-upgrade rules (fallback.css.ts).
const DESKTOP = FOOTER_SIZES.desktopQuery;
const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

globalStyle('site-footer', { display: 'block', background: vars.color.surfaceAlt, borderTop: `1px solid ${vars.color.border}` });

/** Stable hook: the footer's grid. */
export const grid = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xlarge} ${vars.space.large}`,
  maxWidth: FOOTER_SIZES.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  ...bodyText,
  textAlign: 'start',
  '@media': { [DESKTOP]: { gridTemplateColumns: FOOTER_SIZES.desktopColumns } },
});

globalStyle(`${grid} a`, { color: vars.color.text, textUnderlineOffset: '0.2em' });
globalStyle(`${grid} a:hover`, { color: vars.color.primary });
globalStyle(`${grid} a:focus-visible`, focusRing);

export const about = style({ minWidth: 0 });
export const links = style({ minWidth: 0 });

export const heading = style({
  margin: `0 0 ${vars.space.small}`,
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeBase,
  fontWeight: 700,
  lineHeight: 1.5,
});

export const muted = style({ margin: `0 0 ${vars.space.small}`, color: vars.color.textMuted, fontSize: vars.font.sizeSmall, lineHeight: 1.5 });

export const address = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xsmall, fontStyle: 'normal' });

export const list = style({ display: 'grid', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const newsletter = style({ minWidth: 0, margin: 0 });

export const label = style({ display: 'block', marginBottom: vars.space.xsmall, fontWeight: 600 });

export const row = style({ display: 'flex', gap: vars.space.small });

export const input = style({
  boxSizing: 'border-box',
  flex: '1 1 auto',
  minWidth: 0,
  height: FOOTER_SIZES.controlHeight,
  margin: 0,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '0' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const button = style({
  boxSizing: 'border-box',
  flex: 'none',
  height: FOOTER_SIZES.controlHeight,
  ...primaryButton,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryHover }, '&:focus-visible': focusRing, '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.8 } },
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
  selectors: { '&:not(:empty)': { marginTop: vars.space.small } },
});

export const thanks = style({
  color: vars.color.success,
  fontWeight: 600,
  selectors: { '&:not(:empty)': { marginTop: vars.space.small } },
});

export const social = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const socialLink = style({
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  width: FOOTER_SIZES.controlHeight,
  height: FOOTER_SIZES.controlHeight,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
});

export const copyright = style({
  margin: 0,
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  '@media': { [DESKTOP]: { gridColumn: '2 / 4', textAlign: 'end' } },
});

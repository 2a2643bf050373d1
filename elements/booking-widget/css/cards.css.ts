import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';

/** A responsive grid of choice cards. */
export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A choice card: a button (aria-pressed) holding the card's content. Stable hook: `[data-card]`. */
export const card = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  height: '100%',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  cursor: 'pointer',
  position: 'relative',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 2px ${vars.color.primary}`,
      background: vars.color.surfaceAlt,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const cardRow = style({ display: 'flex', gap: vars.space.medium, alignItems: 'center' });

export const cardImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  marginBottom: vars.space.xsmall,
});

export const cardTitle = style({ fontWeight: 700, fontSize: vars.font.sizeBase });

export const cardMeta = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const cardFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  marginTop: 'auto',
  paddingTop: vars.space.xsmall,
});

export const check = style({
  position: 'absolute',
  top: vars.space.small,
  insetInlineEnd: vars.space.small,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeSmall,
  fontWeight: 700,
});

export const avatar = style({
  width: '3.5rem',
  height: '3.5rem',
  flex: 'none',
  borderRadius: '50%',
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  fontSize: vars.font.sizeLarge,
  color: vars.color.text,
});

export const pill = style({
  display: 'inline-block',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSmall,
});

export const staffBadge = style([pill, { borderColor: vars.color.warning, color: vars.color.warning, fontWeight: 600 }]);

export const price = style({ fontWeight: 700 });

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginBottom: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  all: 'unset',
  boxSizing: 'border-box',
  padding: `${vars.space.small} ${vars.space.medium}`,
  minHeight: '2.75rem',
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.textMuted,
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

globalStyle(`${grid} > li`, { display: 'flex' });

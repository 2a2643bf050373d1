import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';

/** Calendar and times side by side from 768 px, stacked below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'minmax(17rem, 22rem) 1fr' } },
});

export const calendar = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium, padding: vars.space.small });

export const calendarHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBottom: vars.space.small,
});

export const monthTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.font.sizeBase });

export const navButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '2.5rem',
  height: '2.5rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  fontSize: '1.25rem',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceAlt },
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const grid = style({ width: '100%', borderCollapse: 'separate', borderSpacing: '2px', tableLayout: 'fixed' });

globalStyle(`${grid} th`, {
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  fontWeight: 600,
  padding: `${vars.space.xsmall} 0`,
  textAlign: 'center',
});

/** A day cell of the grid (the cell itself is focusable and selectable, WAI-ARIA grid). */
export const day = style({
  height: '2.5rem',
  textAlign: 'center',
  verticalAlign: 'middle',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover:not([aria-disabled="true"]):not([aria-selected="true"])': { background: vars.color.surfaceAlt },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, fontWeight: 400, cursor: 'default' },
    '&[aria-selected="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-outside]': { opacity: 0.5 },
    '&[data-today]:not([aria-selected="true"])': { boxShadow: `inset 0 0 0 2px ${vars.color.primary}` },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const slots = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  selectors: { '&:focus-visible': { outline: `1px dashed ${vars.color.border}`, outlineOffset: '2px' } },
});

/** One hour of slots: the hour on the left, its slots beside it. */
export const hourGroup = style({
  display: 'grid',
  gridTemplateColumns: '4.75rem 1fr',
  gap: vars.space.small,
  alignItems: 'start',
  '@media': { '(max-width: 767px)': { gridTemplateColumns: '1fr', gap: vars.space.xsmall } },
});

export const hourLabel = style({
  fontWeight: 700,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  margin: 0,
  paddingTop: vars.space.small,
});

export const hourRow = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(6.75rem, 1fr))', gap: vars.space.xsmall });

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  lineHeight: 1.3,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:hover:not([aria-disabled="true"]):not([aria-selected="true"])': { borderColor: vars.color.primary },
    '&[aria-selected="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
    '&[aria-disabled="true"]': { background: vars.color.surfaceAlt, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

globalStyle(`${slots}:focus-visible [data-active="true"]`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

export const slotTime = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const slotSpots = style({ fontSize: vars.font.sizeSmall });

export const guests = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, border: 'none' });

export const guestLegend = style({ fontWeight: 600, margin: `0 0 ${vars.space.xsmall}`, padding: 0, flexBasis: '100%' });

export const moreGuests = style({ marginTop: vars.space.small });

export const guestButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.small}`,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The meal types: a row of radio cards, the chosen one outlined in the primary colour. */
export const meals = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, border: 'none' });

export const meal = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` } },
});

export const section = style({ marginBottom: vars.space.large });

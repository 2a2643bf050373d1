import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { THEME_SWITCH_SIZES } from './sizes.ts';

/** Stable hook: the group (a borderless fieldset; the legend sits beside the options). */
export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
});

/** The legend ("Theme"). */
export const legend = style({ float: 'inline-start', padding: 0, fontWeight: 600 });

/** The row of options, one segmented control. */
export const options = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  border: `${THEME_SWITCH_SIZES.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  overflow: 'hidden',
});

/** One option; `:has(:checked)` marks the chosen one. */
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: THEME_SWITCH_SIZES.optionHeight,
  padding: `0 ${vars.space.medium}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(:checked)': { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 600 },
    '&:has(:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&:hover:not(:has(:checked))': { background: vars.color.surfaceAlt },
  },
});

/** The native radio, visually hidden (it keeps keyboard and screen reader behaviour). */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { TABS_SIZES } from './sizes.ts';

// Tab fade 300 ms. Tab sizes come from sizes.ts, as do the pre-upgrade rules (fallback.css.ts).
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

globalStyle('site-tabs', { display: 'block' });

/** Stable hook: the tabs. */
export const root = style({ fontFamily: vars.font.body, fontSize: vars.font.sizeBase, lineHeight: 1.5, color: vars.color.text });

export const tablist = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  height: TABS_SIZES.tabHeight,
  padding: `0 ${vars.space.medium}`,
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[aria-selected="true"]': { color: vars.color.text, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
  },
});

export const panel = style({
  paddingTop: vars.space.medium,
  animation: `${fade} ${vars.motion.medium} ease-out`,
  selectors: {
    '&[hidden]': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

globalStyle(`${panel} > div > :first-child, ${panel} > :first-child`, { marginTop: 0 });

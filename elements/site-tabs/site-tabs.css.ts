import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { bodyText, insetFocusRing } from '../../shared/theme/style-blocks.ts';
import { tabBox } from './tabs.styles.ts';

// Tab fade 300 ms. The tab's box comes from tabs.styles.ts (sizes from sizes.ts), as do the pre-upgrade rules (fallback.css.ts).
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

globalStyle('site-tabs', { display: 'block' });

/** Stable hook: the tabs. */
export const root = style(bodyText);

export const tablist = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  all: 'unset',
  ...tabBox,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&:focus-visible': insetFocusRing,
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

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { downChevron, insetFocusRing } from '../../shared/theme/style-blocks.ts';
import { barBox, linkListBox } from './header.styles.ts';
import { HEADER_SIZES } from './sizes.ts';

// Sizes come from sizes.ts, as do the pre-upgrade rules (fallback.css.ts).
const MOBILE = HEADER_SIZES.mobileQuery;
const DESKTOP = HEADER_SIZES.desktopQuery;
const controlHeight = HEADER_SIZES.controlHeight;

/** Stable hook: the bar. */
export const bar = style({
  ...barBox,
  '@media': { [MOBILE]: { padding: `${vars.space.small} ${vars.space.medium}` } },
});

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineEnd: 'auto',
  fontFamily: vars.font.heading,
  fontSize: vars.font.sizeLarge,
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing },
  // Below 768 px a long name wraps, so the Menu button and the extras stay beside it.
  '@media': { [MOBILE]: { flex: '1 1 0', minWidth: 0 } },
});

export const logo = style({ display: 'block', height: HEADER_SIZES.logoHeight, width: 'auto' });

export const menuButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'none',
  alignItems: 'center',
  gap: vars.space.small,
  height: controlHeight,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: vars.color.surfaceAlt } },
  '@media': { [MOBILE]: { display: 'inline-flex' } },
});

export const burger = style({
  width: HEADER_SIZES.burgerWidth,
  height: '2px',
  background: 'currentColor',
  boxShadow: '0 -5px 0 currentColor, 0 5px 0 currentColor',
});

export const nav = style({
  '@media': {
    [MOBILE]: { display: 'none', order: 10, flexBasis: '100%', selectors: { '&[data-open]': { display: 'block' } } },
  },
});

export const list = style({
  ...linkListBox,
  '@media': { [MOBILE]: { flexDirection: 'column', alignItems: 'stretch', paddingBlock: vars.space.small } },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
});

const control = {
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: controlHeight,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontWeight: 500,
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

export const topLink = style({
  ...control,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&:focus-visible': focusRing,
    '&[aria-current="page"], &[data-trail]': { boxShadow: `inset 0 -2px 0 ${vars.color.primary}`, fontWeight: 700 },
  },
  '@media': { [MOBILE]: { flex: 1 } },
});

export const topButton = style({
  all: 'unset',
  ...control,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': focusRing,
    '&[data-trail]': { boxShadow: `inset 0 -2px 0 ${vars.color.primary}`, fontWeight: 700 },
  },
  '@media': { [MOBILE]: { flex: 1, justifyContent: 'space-between' } },
});

export const chevronButton = style({
  all: 'unset',
  ...control,
  justifyContent: 'center',
  width: HEADER_SIZES.chevronButtonWidth,
  padding: 0,
  marginInlineStart: `calc(-1 * ${vars.space.xsmall})`,
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': focusRing },
  '@media': { [MOBILE]: { width: controlHeight } },
});

export const chevron = style({
  ...downChevron(HEADER_SIZES.chevronSize),
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'translateY(25%) rotate(-135deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const dropdown = style({
  zIndex: vars.layer.floating,
  minWidth: HEADER_SIZES.dropdownMinWidth,
  padding: vars.space.small,
  background: vars.color.surface,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [DESKTOP]: {
      position: 'absolute',
      top: '100%',
      insetInlineStart: 0,
      marginTop: vars.space.xsmall,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      boxShadow: vars.shadow.large,
    },
    [MOBILE]: { flexBasis: '100%', padding: `0 0 0 ${vars.space.medium}` },
  },
});

export const subList = style({ margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${subList} ${subList}`, { paddingInlineStart: vars.space.medium });

export const subLink = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&:focus-visible': insetFocusRing,
    '&[aria-current="page"]': { fontWeight: 700, color: vars.color.primary },
  },
});

export const groupLabel = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.xsmall}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

globalStyle('site-header', { display: 'block' });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { visuallyHidden as hiddenText } from '../../shared/theme/style-blocks.ts';
import { SEARCH_SIZES } from './sizes.ts';

// The trigger's fixed size comes from sizes.ts, as does the pre-upgrade box (fallback.css.ts).
const MOBILE = SEARCH_SIZES.mobileQuery;
const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

globalStyle('site-search', { display: 'inline-block', verticalAlign: 'middle' });

export const visuallyHidden = style(hiddenText);

/** Stable hook: the Search button. */
export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: SEARCH_SIZES.width,
  height: SEARCH_SIZES.height,
  padding: `0 ${vars.space.small} 0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeBase,
  lineHeight: 1.5,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.textMuted, color: vars.color.text }, '&:focus-visible': focusRing },
  '@media': { [MOBILE]: { width: SEARCH_SIZES.mobileWidth, padding: 0, justifyContent: 'center' } },
});

export const icon = style({
  position: 'relative',
  flex: 'none',
  boxSizing: 'border-box',
  width: SEARCH_SIZES.iconSize,
  height: SEARCH_SIZES.iconSize,
  border: '2px solid currentColor',
  borderRadius: '50%',
  transform: 'translate(-1px, -1px)',
  '::after': {
    content: '""',
    position: 'absolute',
    right: '-5px',
    bottom: '-4px',
    width: '6px',
    height: '2px',
    background: 'currentColor',
    transform: 'rotate(45deg)',
  },
});

export const triggerText = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [MOBILE]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' } },
});

export const kbd = style({
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  fontFamily: vars.font.mono,
  fontSize: vars.font.sizeSmall,
  '@media': { [MOBILE]: { display: 'none' } },
});

export const dialog = style({
  boxSizing: 'border-box',
  width: 'min(40rem, calc(100vw - 2rem))',
  maxWidth: '100vw',
  maxHeight: '80vh',
  margin: '10vh auto auto',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
  '@media': {
    [MOBILE]: { width: '100vw', height: '100dvh', maxHeight: '100dvh', margin: 0, border: 0, borderRadius: 0 },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxHeight: 'inherit',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.large,
  '@media': { [MOBILE]: { padding: vars.space.medium } },
});

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.medium });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.font.sizeLarge });

export const close = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.round,
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': focusRing },
});

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  height: '3rem',
  padding: `0 ${vars.space.medium}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeLarge,
  selectors: { '&:focus': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 2px ${vars.color.focus}` } },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const status = style({ margin: 0, minHeight: '1.5em', color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const notice = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
});
globalStyle(`${notice} p`, { margin: 0 });

export const noticeTitle = style({ fontWeight: 700, color: vars.color.warning, marginBottom: `${vars.space.xsmall} !important` });

export const results = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  display: 'grid',
  gap: '0.125rem',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  borderInlineStart: '4px solid transparent',
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.surfaceAlt, borderInlineStartColor: vars.color.primary } },
});

export const optionTitle = style({ fontWeight: 600 });
export const optionUrl = style({ color: vars.color.success, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });
export const snippet = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, lineHeight: 1.45 });

globalStyle(`${option} mark`, { background: 'transparent', color: vars.color.primary, fontWeight: 700 });

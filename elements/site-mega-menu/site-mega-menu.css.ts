import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { bodyText, downChevron, insetFocusRing } from '../../shared/theme/style-blocks.ts';
import { barBox, triggerBox } from './mega-menu.styles.ts';
import { MEGA_MENU_SIZES } from './sizes.ts';

// Menu animation 300 ms, stagger 50 ms between entries. Bar sizes come from sizes.ts, as do the pre-upgrade rules (fallback.css.ts).
const MOBILE = MEGA_MENU_SIZES.mobileQuery;
const DESKTOP = MEGA_MENU_SIZES.desktopQuery;
const REDUCED = '(prefers-reduced-motion: reduce)';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-0.5rem)' }, to: { opacity: 1, transform: 'none' } });

globalStyle('site-mega-menu', { display: 'block' });

/** Stable hook: the navigation. */
export const nav = style({ position: 'relative', ...bodyText });

export const bar = style({
  ...barBox,
  '@media': { [MOBILE]: { flexDirection: 'column', gap: 0 } },
});

export const item = style({ '@media': { [MOBILE]: { borderTop: `1px solid ${vars.color.border}` } } });

export const trigger = style({
  all: 'unset',
  ...triggerBox,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&:focus-visible': insetFocusRing,
    '&[aria-expanded="true"], &[aria-current="page"], &[data-trail]': { color: vars.color.primary, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
  },
  '@media': { [MOBILE]: { width: '100%' } },
});

export const chevron = style({
  ...downChevron(MEGA_MENU_SIZES.chevronSize),
  selectors: { '[aria-expanded="true"] > &': { transform: 'translateY(25%) rotate(-135deg)' } },
});

export const panel = style({
  zIndex: vars.layer.floating,
  boxSizing: 'border-box',
  padding: vars.space.large,
  background: vars.color.surface,
  animation: `${fadeIn} ${vars.motion.medium} ease-out both`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [DESKTOP]: {
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      border: `1px solid ${vars.color.border}`,
      borderTop: 0,
      borderRadius: `0 0 ${vars.radius.large} ${vars.radius.large}`,
      boxShadow: vars.shadow.large,
    },
    [MOBILE]: { padding: `${vars.space.small} ${vars.space.medium} ${vars.space.medium}` },
    [REDUCED]: { animation: 'none' },
  },
});

export const panelInner = style({ display: 'flex', gap: vars.space.large, '@media': { [MOBILE]: { flexDirection: 'column' } } });

export const main = style({ flex: '2 1 0', minWidth: 0 });

export const panelHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.medium, margin: `0 0 ${vars.space.small}` });

export const category = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' });

export const viewAll = style({ marginInlineStart: 'auto', color: vars.color.primary, fontWeight: 600, selectors: { '&:focus-visible': { ...insetFocusRing, outlineOffset: '2px' } } });

const list = { display: 'grid', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' } as const;
export const entries = style({ ...list, gridTemplateColumns: MEGA_MENU_SIZES.entryColumns });
export const cards = style({ ...list, gap: vars.space.medium, gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' });

const staggered = {
  animation: `${fadeIn} ${vars.motion.medium} ease-out both`,
  animationDelay: 'calc(var(--site-stagger-index, 0) * 50ms)',
  '@media': { [REDUCED]: { animation: 'none' } },
} as const;

export const entry = style(staggered);

export const entryLink = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&:focus-visible': insetFocusRing,
    '&[aria-current="page"]': { background: vars.color.surfaceAlt, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
  },
});

export const card = style([entryLink, { flexDirection: 'column', padding: 0, gap: vars.space.small, selectors: { '&:hover': { background: 'transparent' } } }]);

export const cardImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.medium, background: vars.color.surfaceAlt });

export const icon = style({ flex: 'none', width: '1.5rem', height: '1.5rem', fontSize: '1.25rem', lineHeight: '1.5rem', textAlign: 'center' });

export const entryText = style({ display: 'grid', gap: '0.125rem', minWidth: 0 });
export const entryTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, fontWeight: 600 });
export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const date = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const badge = style({
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
});

export const banner = style({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceAlt,
  ...staggered,
});

export const bannerImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.medium });
export const bannerTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.font.sizeLarge, fontWeight: 700 });

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  marginTop: 'auto',
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primaryHover, color: vars.color.onPrimary }, '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { disclosureChevron } from '../../shared/theme/style-blocks.ts';
import { sidebarBox, toggleBox } from './sidebar.styles.ts';
import { DOCS_SIDEBAR_SIZES } from './sizes.ts';

// Sizes come from sizes.ts, as do the pre-upgrade rules (fallback.css.ts).
const DESKTOP = DOCS_SIDEBAR_SIZES.desktopQuery;
const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' };
const rowHeight = DOCS_SIDEBAR_SIZES.rowHeight;

globalStyle('site-docs-sidebar', { display: 'block' });

/** Stable hook: the sidebar box (sticky from 768 px). */
export const sidebar = style({
  ...sidebarBox,
  '@media': { [DESKTOP]: { position: 'sticky', top: vars.space.medium, maxHeight: `calc(100vh - 2 * ${vars.space.medium})` } },
});

export const chevron = style({ ...disclosureChevron(DOCS_SIDEBAR_SIZES.chevronSize), flex: 'none' });

export const sidebarToggle = style({
  all: 'unset',
  ...toggleBox,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': focusRing },
});

export const tree = style({ minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', selectors: { '&[hidden]': { display: 'none' } } });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&[hidden]': { display: 'none' },
    [`& &`]: { marginInlineStart: vars.space.small, paddingInlineStart: vars.space.small, borderInlineStart: `1px solid ${vars.color.border}` },
  },
});

export const section = style({ selectors: { '& + &': { marginTop: vars.space.small } } });

export const row = style({ display: 'flex', alignItems: 'center' });

export const link = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: rowHeight,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    'span&': { cursor: 'default' },
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { background: vars.color.surfaceAlt, boxShadow: `inset 3px 0 0 ${vars.color.primary}`, color: vars.color.primary, fontWeight: 600 },
  },
});

export const sectionButton = style([
  link,
  { color: vars.color.textMuted, fontSize: vars.font.sizeSmall, fontWeight: 700, letterSpacing: DOCS_SIDEBAR_SIZES.sectionLetterSpacing, textTransform: 'uppercase', selectors: { '&:hover': { color: vars.color.text } } },
]);

export const toggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: rowHeight,
  height: rowHeight,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': focusRing },
});

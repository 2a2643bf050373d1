import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { disclosureChevron, insetFocusRing, linkTreeRow, linkTreeToggle } from '../../shared/theme/style-blocks.ts';
import { sidebarBox, toggleBox } from './sidebar.styles.ts';
import { DOCS_SIDEBAR_SIZES } from './sizes.ts';

// Sizes come from sizes.ts, as do the pre-upgrade rules (fallback.css.ts).
const DESKTOP = DOCS_SIDEBAR_SIZES.desktopQuery;
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
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': insetFocusRing },
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

export const link = style([
  linkTreeRow(rowHeight, `${vars.space.xsmall} ${vars.space.small}`, vars.radius.small),
  {
    justifyContent: 'space-between',
    selectors: { '&[aria-current="page"]': { color: vars.color.primary, fontWeight: 600 } },
  },
]);

export const sectionButton = style([
  link,
  { color: vars.color.textMuted, fontSize: vars.font.sizeSmall, fontWeight: 700, letterSpacing: DOCS_SIDEBAR_SIZES.sectionLetterSpacing, textTransform: 'uppercase', selectors: { '&:hover': { color: vars.color.text } } },
]);

export const toggle = style(linkTreeToggle(rowHeight, vars.radius.small));

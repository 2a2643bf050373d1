import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { bodyText, disclosureChevron } from '../../shared/theme/style-blocks.ts';
import { NAV_LIST_SIZES } from './sizes.ts';

// Row sizes come from sizes.ts, as do the pre-upgrade rules (fallback.css.ts).
const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' };

globalStyle('site-nav-list', { display: 'block' });

/** Stable hook: the navigation. */
export const nav = style(bodyText);

export const list = style({ display: 'grid', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ minWidth: 0 });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const link = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: NAV_LIST_SIZES.rowHeight,
  padding: `${vars.space.small} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    'span&': { cursor: 'default' },
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { background: vars.color.surfaceAlt, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
  },
});

export const text = style({ display: 'grid', minWidth: 0 });
export const title = style({ fontWeight: 600 });
globalStyle(`${link}[aria-current="page"] ${title}`, { color: vars.color.primary });
export const description = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const image = style({ flex: 'none', width: NAV_LIST_SIZES.imageSize, height: NAV_LIST_SIZES.imageSize, objectFit: 'cover', borderRadius: vars.radius.medium, background: vars.color.surfaceAlt });
export const icon = style({ flex: 'none', width: '1.5rem', height: '1.5rem', fontSize: '1.25rem', lineHeight: '1.5rem', textAlign: 'center' });

export const toggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: NAV_LIST_SIZES.rowHeight,
  height: NAV_LIST_SIZES.rowHeight,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': focusRing },
});

export const chevron = style(disclosureChevron(NAV_LIST_SIZES.chevronSize));

export const groupChevron = style([chevron, { marginInlineStart: 'auto', marginInlineEnd: vars.space.medium }]);

export const sub = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: `${vars.space.xsmall} 0 0 ${vars.space.medium}`,
  padding: `0 0 0 ${vars.space.small}`,
  borderInlineStart: `1px solid ${vars.color.border}`,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

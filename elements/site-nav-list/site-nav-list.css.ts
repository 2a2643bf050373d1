import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { bodyText, disclosureChevron, linkTreeRow, linkTreeToggle } from '../../shared/theme/style-blocks.ts';
import { NAV_LIST_SIZES } from './sizes.ts';

// Row sizes come from sizes.ts, as do the pre-upgrade rules (fallback.css.ts).

globalStyle('site-nav-list', { display: 'block' });

/** Stable hook: the navigation. */
export const nav = style(bodyText);

export const list = style({ display: 'grid', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ minWidth: 0 });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const link = style(linkTreeRow(NAV_LIST_SIZES.rowHeight, `${vars.space.small} ${vars.space.small}`, vars.radius.medium));

export const text = style({ display: 'grid', minWidth: 0 });
export const title = style({ fontWeight: 600 });
globalStyle(`${link}[aria-current="page"] ${title}`, { color: vars.color.primary });
export const description = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const image = style({ flex: 'none', width: NAV_LIST_SIZES.imageSize, height: NAV_LIST_SIZES.imageSize, objectFit: 'cover', borderRadius: vars.radius.medium, background: vars.color.surfaceAlt });
export const icon = style({ flex: 'none', width: '1.5rem', height: '1.5rem', fontSize: '1.25rem', lineHeight: '1.5rem', textAlign: 'center' });

export const toggle = style([linkTreeToggle(NAV_LIST_SIZES.rowHeight, vars.radius.medium), { color: vars.color.text }]);

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

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { SAVED_ITEMS_SIZES } from './sizes.ts';

// The tag keeps the empty state's height before and after upgrade (the page links this CSS, and the
// pre-upgrade box reads the same size), so the server-rendered frame and the upgraded list stand in the same box.
globalStyle('store-saved-items', { display: 'block', minBlockSize: SAVED_ITEMS_SIZES.minHeight, fontFamily: vars.font.body, color: vars.color.text });

const buttonBase = {
  font: `600 ${vars.font.sizeBase} ${vars.font.body}`,
  borderRadius: vars.radius.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  minBlockSize: '2.75rem',
  cursor: 'pointer',
  border: '1px solid transparent',
} as const;

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

/** The list of saved products. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });

/** One saved product: image, text, then its buttons (below the text on narrow screens). */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '5rem 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  alignItems: 'center',
  paddingBlockEnd: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { '(min-width: 640px)': { gridTemplateColumns: '5rem 1fr auto' } },
});

/** The product image (or an empty box). */
export const image = style({ width: '5rem', height: '5rem', borderRadius: vars.radius.small, objectFit: 'cover', background: vars.color.surfaceAlt, gridRow: 'span 2', '@media': { '(min-width: 640px)': { gridRow: 'auto' } } });

/** Name, options and price. */
export const text = style({ display: 'grid', gap: '0.125rem', minWidth: 0 });

/** The product name, linking to its page. */
export const name = style({ color: vars.color.text, fontWeight: 600, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing } });

/** The options and the price. */
export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** The price. */
export const price = style({ margin: 0, fontWeight: 600 });

/** Add to Cart and Remove. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** Add to Cart. */
export const add = style({ ...buttonBase, background: vars.color.primary, color: vars.color.onPrimary, selectors: { '&:hover': { background: vars.color.primaryHover }, '&:focus-visible': focusRing } });

/** Remove. */
export const remove = style({ ...buttonBase, background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border, selectors: { '&:focus-visible': focusRing } });

/** The empty state. */
export const empty = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start' });

/** The empty state's first line. */
export const emptyTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.font.sizeLarge });

/** Continue Shopping. */
export const link = style({ ...buttonBase, display: 'inline-block', textDecoration: 'none', background: vars.color.primary, color: vars.color.onPrimary, selectors: { '&:focus-visible': focusRing } });

/** The live region saying what the last action did. */
export const status = style({ margin: 0, marginBlockStart: vars.space.medium, minBlockSize: '1.5em', color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

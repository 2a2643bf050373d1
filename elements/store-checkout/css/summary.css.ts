/** Styles of the checkout's order summary (every export is a class name). */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';

const wide = '(min-width: 48em)';

export const aside = style({
  margin: 0,
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  padding: vars.space.large,
  '@container': { [wide]: { position: 'sticky', top: vars.space.medium, gridColumn: 2, gridRow: 1 }, '(max-width: 30em)': { padding: vars.space.medium } },
});
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.medium });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.font.sizeLarge });
/** The Show/Hide toggle: only below the breakpoint, where the summary starts folded. */
export const toggle = style({ '@container': { [wide]: { display: 'none' } } });
/**
 * "Loading your order…" while the cart is read and priced: below the breakpoint in the box of the
 * Show order summary button it stands for (the same line box, so the page below keeps its place);
 * from the breakpoint up, the summary's first line.
 */
export const loadingNote = style({
  display: 'block',
  width: 'fit-content',
  color: vars.color.textMuted,
  fontWeight: 400,
  textDecoration: 'none',
  cursor: 'default',
  '@container': { [wide]: { marginTop: vars.space.medium, marginInline: 0 } },
});
export const body = style({
  display: 'grid',
  gap: vars.space.medium,
  marginTop: vars.space.medium,
  '@container': { '(max-width: 47.99em)': { selectors: { '&[data-folded]': { display: 'none' } } } },
});
export const foldedTotal = style({ fontWeight: 700, '@container': { [wide]: { display: 'none' } } });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });
export const line = style({ display: 'grid', gridTemplateColumns: '4rem minmax(0, 1fr) auto', gap: vars.space.medium, alignItems: 'center' });
export const thumb = style({
  position: 'relative',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
globalStyle(`${thumb} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover', borderRadius: `calc(${vars.radius.medium} - 1px)` });
export const badge = style({
  position: 'absolute',
  top: '-0.5rem',
  insetInlineEnd: '-0.5rem',
  minWidth: '1.4rem',
  height: '1.4rem',
  padding: '0 0.35rem',
  borderRadius: vars.radius.round,
  background: vars.color.textMuted,
  color: vars.color.surface,
  font: `700 0.75rem/1.4rem ${vars.font.body}`,
  textAlign: 'center',
});
export const lineName = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const lineMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const lineTotal = style({ fontWeight: 600, whiteSpace: 'nowrap' });

export const promo = style({ display: 'grid', gap: vars.space.xsmall, paddingTop: vars.space.medium, borderTop: `1px solid ${vars.color.border}` });
export const promoRow = style({ display: 'flex', gap: vars.space.small });
globalStyle(`${promoRow} input`, { flex: '1 1 auto', minWidth: 0, textTransform: 'uppercase' });
export const promoMessage = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  selectors: { '&[data-tone="error"]': { color: vars.color.danger }, '&[data-tone="success"]': { color: vars.color.success } },
});
export const applied = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexWrap: 'wrap', fontSize: vars.font.sizeSmall });
export const code = style({
  padding: `0.1rem ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  fontFamily: vars.font.mono,
});

export const totals = style({ margin: 0, display: 'grid', gap: vars.space.xsmall, paddingTop: vars.space.medium, borderTop: `1px solid ${vars.color.border}` });
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.medium });
globalStyle(`${row} dt`, { color: vars.color.textMuted });
globalStyle(`${row} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const grand = style({ marginTop: vars.space.xsmall, paddingTop: vars.space.small, borderTop: `1px solid ${vars.color.border}`, fontSize: vars.font.sizeLarge, fontWeight: 700 });
globalStyle(`${grand} dt`, { color: vars.color.text });
export const saving = style({});
globalStyle(`${saving} dt, ${saving} dd`, { color: vars.color.success });

/** Styles of `<store-order-confirmation>` (theme tokens only; every export is a class name). */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/theme/contract.css.ts';
import { largeButton } from '../../shared/theme/style-blocks.ts';

const wide = '(min-width: 48em)';

globalStyle('store-order-confirmation', { display: 'block' });
export const root = style({ containerType: 'inline-size', fontFamily: vars.font.body, color: vars.color.text, lineHeight: 1.5, maxWidth: '60rem', margin: '0 auto', display: 'grid', gap: vars.space.large });
globalStyle(`${root} *`, { boxSizing: 'border-box' });
globalStyle(`${root} :is(a, button):focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
export const header = style({ display: 'grid', gap: vars.space.xsmall });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.75rem', lineHeight: 1.2 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const card = style({ margin: 0, alignContent: 'start', padding: vars.space.large, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium, background: vars.color.surface, display: 'grid', gap: vars.space.small, '@container': { '(max-width: 30em)': { padding: vars.space.medium } } });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.font.sizeLarge });
export const status = style({
  margin: 0,
  display: 'inline-flex',
  alignSelf: 'start',
  justifySelf: 'start',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.round,
  fontWeight: 700,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-status="paid"]': { color: vars.color.success, borderColor: vars.color.success },
    '&[data-status="failed"]': { color: vars.color.danger, borderColor: vars.color.danger },
    '&[data-status="pending_payment"], &[data-status="processing"]': { color: vars.color.warning, borderColor: vars.color.warning },
  },
});
export const instructions = style({ margin: 0, padding: vars.space.medium, borderInlineStart: `4px solid ${vars.color.warning}`, background: vars.color.surfaceAlt, whiteSpace: 'pre-line' });
export const side = style({ display: 'grid', gap: vars.space.large, alignContent: 'start' });
export const columns = style({ display: 'grid', gap: vars.space.large, '@container': { [wide]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)' } } });
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });
export const line = style({ display: 'grid', gridTemplateColumns: '3.5rem minmax(0, 1fr) auto', gap: vars.space.medium, alignItems: 'center' });
export const thumb = style({ width: '3.5rem', height: '3.5rem', borderRadius: vars.radius.small, border: `1px solid ${vars.color.border}`, objectFit: 'cover', background: vars.color.surfaceAlt });
export const name = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const amount = style({ fontWeight: 600, whiteSpace: 'nowrap' });
export const totals = style({ margin: 0, display: 'grid', gap: vars.space.xsmall, paddingTop: vars.space.medium, borderTop: `1px solid ${vars.color.border}` });
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.medium });
globalStyle(`${row} dt`, { color: vars.color.textMuted });
globalStyle(`${row} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const grand = style({ fontWeight: 700, fontSize: vars.font.sizeLarge, marginTop: vars.space.xsmall, paddingTop: vars.space.small, borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${grand} dt`, { color: vars.color.text });
export const address = style({ margin: 0, fontStyle: 'normal', whiteSpace: 'pre-line' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, alignItems: 'center' });
const button = {
  display: 'inline-flex',
  alignItems: 'center',
  ...largeButton,
} as const;
export const primary = style({ ...button, border: 0, background: vars.color.primary, color: vars.color.onPrimary, selectors: { '&:hover': { background: vars.color.primaryHover, color: vars.color.onPrimary } } });
export const secondary = style({ ...button, border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text, selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } } });
export const visuallyHidden = style({ position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 });
export const cancel = style({ display: 'grid', gap: vars.space.small, paddingTop: vars.space.small, borderTop: `1px solid ${vars.color.border}` });
export const cancelAsk = style({ display: 'grid', gap: vars.space.small });
export const cancelQuestion = style({ margin: 0, fontWeight: 600, selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } });
export const danger = style({ ...button, border: `2px solid ${vars.color.danger}`, background: vars.color.surface, color: vars.color.danger, selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } } });
export const refusal = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

/** Styles shared by the payment panels (every export is a class name). */
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/theme/contract.css.ts';

export const panel = style({ display: 'grid', gap: vars.space.medium });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const choices = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.small, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.small, fontWeight: 600, fontSize: vars.font.sizeSmall });
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` } },
});
// flexShrink 0: a label on two lines (a long method name on a phone) must not squeeze its radio smaller than the others.
globalStyle(`${choice} input`, { width: '1.1rem', height: '1.1rem', flexShrink: 0, margin: 0, accentColor: vars.color.primary });
export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
globalStyle(`${inline} > ${choice}`, { flex: '1 1 8rem' });
export const row = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-end', flexWrap: 'wrap' });
globalStyle(`${row} > :first-child`, { flex: '1 1 12rem' });
export const fieldGrid = style({ display: 'grid', gap: vars.space.medium, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
export const wideField = style({ gridColumn: '1 / -1' });
export const detail = style({ display: 'block', marginTop: vars.space.xsmall, fontSize: vars.font.sizeSmall, color: vars.color.text });
export const providerBox = style({ minHeight: '3rem' });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const fieldProblem = style({ color: vars.color.danger, fontSize: vars.font.sizeSmall });

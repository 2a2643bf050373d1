import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';
import { bodyText, textField } from '../../../shared/theme/style-blocks.ts';

const DESKTOP = 'screen and (min-width: 768px)';
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

/** Stable hook: the designer. */
export const designer = style(bodyText);

export const heading = style({ margin: `0 0 ${vars.space.medium}`, fontFamily: vars.font.heading, fontSize: vars.font.sizeLarge });

export const visuallyHidden = style({ position: 'absolute', width: '1px', height: '1px', margin: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });

export const columns = style({ display: 'grid', gap: vars.space.large, '@media': { [DESKTOP]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } } });
export const column = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const box = style({ display: 'grid', gap: vars.space.medium, minWidth: 0, margin: 0, padding: vars.space.medium, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.medium });
globalStyle(`${box} > legend, ${box} > h3`, { margin: 0, padding: `0 ${vars.space.xsmall}`, fontSize: vars.font.sizeBase, fontWeight: 700 });

export const setting = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0, flex: '1 1 10rem' });
globalStyle(`${setting} > label`, { fontWeight: 600, fontSize: vars.font.sizeSmall });

const control = {
  ...textField,
  selectors: { '&:focus-visible': focusRing },
} as const;

export const input = style({ ...control, height: '2.5rem', padding: `0 ${vars.space.small}` });
export const textarea = style({ ...control, padding: vars.space.small, resize: 'vertical' });
export const code = style({ ...control, padding: vars.space.small, fontFamily: vars.font.mono, fontSize: vars.font.sizeSmall, resize: 'vertical' });

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minHeight: '2.5rem', fontWeight: 600 });
globalStyle(`${check} input`, { width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.primary });

export const pair = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });
export const addRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });

const button = {
  boxSizing: 'border-box',
  minHeight: '2.5rem',
  margin: 0,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

export const primary = style({
  ...button,
  border: 0,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { '&:hover': { background: vars.color.primaryHover }, '&:focus-visible': focusRing },
});

export const secondary = style({
  ...button,
  justifySelf: 'start',
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': focusRing, '&[aria-expanded="true"]': { background: vars.color.surfaceAlt } },
});

export const icon = style([secondary, { width: '2.5rem', padding: 0, selectors: { '&:disabled': { opacity: 0.45, cursor: 'not-allowed' } } }]);

export const fieldList = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });
export const fieldItem = style({ display: 'grid', gap: vars.space.small, padding: vars.space.small, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.small });
export const fieldRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });
export const fieldName = style({ display: 'grid', flex: '1 1 8rem', minWidth: 0, marginInlineEnd: 'auto', overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const editor = style({ display: 'grid', gap: vars.space.small, padding: vars.space.small, borderTop: `1px solid ${vars.color.border}` });

export const problems = style({ padding: vars.space.medium, border: `2px solid ${vars.color.warning}`, borderRadius: vars.radius.small, color: vars.color.text });
globalStyle(`${problems} p`, { margin: 0, fontWeight: 700 });
globalStyle(`${problems} ul`, { margin: `${vars.space.small} 0 0`, paddingInlineStart: vars.space.large });

export const saveRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });
export const saveDone = style({ flex: '1 1 12rem', margin: 0, color: vars.color.success });
export const saveFailed = style({ flex: '1 1 12rem', margin: 0, color: vars.color.danger, fontWeight: 600 });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';

/** A form laid out as a column of fields (two columns from 768 px). */
export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({ fontWeight: 600 });

export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.small} ${vars.space.small}`,
  font: `${vars.font.sizeBase} ${vars.font.body}`,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

globalStyle(`textarea${control}`, { minHeight: '5rem', resize: 'vertical' });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, margin: 0 });

export const error = style({ color: vars.color.danger, fontSize: vars.font.sizeSmall, fontWeight: 600, margin: 0 });

export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'flex-end' });

/** A definition list of details (label, value), two columns from 768 px. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: `0 0 ${vars.space.medium}`,
  '@media': { '(max-width: 767px)': { gridTemplateColumns: '1fr', rowGap: 0 } },
});

globalStyle(`${details} dt`, { fontWeight: 600, color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${details} dd`, { '@media': { '(max-width: 767px)': { marginBottom: vars.space.small } } });

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  marginBottom: vars.space.medium,
});

export const code = style({
  display: 'inline-block',
  fontFamily: vars.font.mono,
  fontSize: '1.5rem',
  fontWeight: 700,
  letterSpacing: '0.12em',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  whiteSpace: 'nowrap',
  border: `2px dashed ${vars.color.primary}`,
  borderRadius: vars.radius.medium,
  margin: `0 0 ${vars.space.medium}`,
});

export const twoPanels = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const statusBadge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.round,
  border: `1px solid currentColor`,
  fontSize: vars.font.sizeSmall,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xsmall, margin: `${vars.space.small} 0` });
export const totalRow = style({ fontWeight: 700, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xsmall });

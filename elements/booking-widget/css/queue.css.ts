import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../shared/theme/contract.css.ts';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'flex-end',
  marginBottom: vars.space.medium,
});

export const statusCard = style({
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  marginBottom: vars.space.large,
});

export const bigNumber = style({ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1 });

export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.large, margin: `${vars.space.small} 0` });

/** The three-stage line: Joined Queue, Waiting, Ready. */
export const stages = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  margin: `${vars.space.medium} 0 ${vars.space.small}`,
  padding: 0,
  listStyle: 'none',
});

export const stage = style({
  position: 'relative',
  textAlign: 'center',
  fontSize: vars.font.sizeSmall,
  paddingTop: '1.75rem',
  color: vars.color.textMuted,
  '::before': {
    content: '""',
    position: 'absolute',
    top: '0.25rem',
    left: 'calc(50% - 0.6rem)',
    width: '1.2rem',
    height: '1.2rem',
    borderRadius: '50%',
    background: vars.color.surface,
    border: `3px solid ${vars.color.border}`,
    zIndex: 1,
  },
  '::after': {
    content: '""',
    position: 'absolute',
    top: '0.75rem',
    left: '-50%',
    width: '100%',
    height: '4px',
    background: vars.color.border,
  },
  selectors: {
    '&:first-child::after': { display: 'none' },
    '&[data-reached="true"]': { color: vars.color.text, fontWeight: 700 },
    '&[data-reached="true"]::before': { background: vars.color.success, borderColor: vars.color.success },
    '&[data-reached="true"]::after': { background: vars.color.success },
  },
});

export const caption = style({ textAlign: 'center', fontWeight: 700, fontSize: vars.font.sizeLarge, margin: 0 });

export const tableWrap = style({
  overflowX: 'auto',
  marginBottom: vars.space.large,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} th`, { fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
globalStyle(`${table} tr[data-mine] td`, { background: vars.color.surfaceAlt, fontWeight: 700 });

/** Status colours: waiting, notified and seated each have one; any other status is red. */
export const tone = styleVariants({
  waiting: { color: vars.color.primary, background: `color-mix(in srgb, ${vars.color.primary} 10%, ${vars.color.surface})`, borderColor: vars.color.primary },
  notified: { color: vars.color.success, background: `color-mix(in srgb, ${vars.color.success} 10%, ${vars.color.surface})`, borderColor: vars.color.success },
  seated: { color: vars.color.warning, background: `color-mix(in srgb, ${vars.color.warning} 10%, ${vars.color.surface})`, borderColor: vars.color.warning },
  other: { color: vars.color.danger, background: `color-mix(in srgb, ${vars.color.danger} 10%, ${vars.color.surface})`, borderColor: vars.color.danger },
});

export const toneBadge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.round,
  border: '1px solid',
  fontSize: vars.font.sizeSmall,
  fontWeight: 700,
});

export const instructions = style({
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  marginBottom: vars.space.medium,
  background: vars.color.surfaceAlt,
});

/** The "Updated …" line keeps room for two lines from the start, so the screen does not move when it appears. */
export const updated = style({ minHeight: '3em' });
